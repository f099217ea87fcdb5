import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { companyPath, officePath } from "@/lib/agents/agent-urls";
import { getCompanyPage } from "@/lib/services/agents/agencies";
import { requestContext } from "@/lib/services/request-context";
import { readableTextColour } from "@/lib/ui/contrast";
import styles from "../../agency.module.css";

interface Props {
  params: Promise<{ slug: string }>;
}

// Services directly, not in-process GraphQL: see app/(site)/agents/page.tsx (the Worker's size).
const loadCompany = cache(async (slug: string) => getCompanyPage(requestContext(), slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const company = await loadCompany((await params).slug);
  if (!company) return {};
  const title = `${company.name}: offices and real estate agents`;
  return {
    title,
    description: `${company.name} has ${company.offices.length} ${company.offices.length === 1 ? "office" : "offices"}. Find an office near you and its agents.`,
    alternates: { canonical: companyPath(company.slug) },
  };
}

/** A company's page: its offices, each to its own page. */
export default async function CompanyPage({ params }: Props) {
  const company = await loadCompany((await params).slug);
  if (!company) notFound();
  return (
    <article className={styles.page} data-testid="company-page">
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link href="/agents">Find agents</Link>
          </li>
          <li aria-current="page">{company.name}</li>
        </ol>
      </nav>
      <header>
        <p
          className={styles.brand}
          style={{
            background: company.brandColour,
            color: readableTextColour(company.brandColour, company.textColour),
          }}
        >
          <img src={company.logoUrl} alt="" width={32} height={32} />
          {company.name}
        </p>
        <h1>{company.name}</h1>
      </header>
      <section aria-labelledby="company-offices" className={styles.section}>
        <h2 id="company-offices">
          {company.offices.length} {company.offices.length === 1 ? "office" : "offices"}
        </h2>
        <ul className={styles.agentList} data-testid="company-offices">
          {company.offices.map((office) => (
            <li key={office.id} className={styles.agentCard}>
              <div>
                <h3>
                  <Link href={officePath(office.slug)}>{office.name}</Link>
                </h3>
                <p className={styles.muted}>
                  {office.streetAddress}, {office.stateCode} · {office.phone}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
