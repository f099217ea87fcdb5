import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { scriptSafeJson } from "@/app/(site)/homes/[slug]/[id]/_components/json-ld";
import { companyPath, officePath } from "@/lib/agents/agent-urls";
import { serverEnv } from "@/lib/env";
import { formatDate } from "@/lib/format/dates";
import { getOfficePage } from "@/lib/services/agents/agencies";
import { requestContext } from "@/lib/services/request-context";
import { readableTextColour } from "@/lib/ui/contrast";
import { RatingStars } from "../_components/rating-stars";
import styles from "../agency.module.css";
import { countOf } from "@/lib/format/numbers";

interface Props {
  params: Promise<{ office: string }>;
}

// Services directly, not in-process GraphQL: see app/(site)/agents/page.tsx (the Worker's size).
const loadOffice = cache(async (slug: string) => getOfficePage(requestContext(), slug));

const MODES = [
  { status: "buy", segment: "for-sale", label: "For sale" },
  { status: "rent", segment: "for-rent", label: "For rent" },
  { status: "sold", segment: "sold-properties", label: "Sold" },
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const office = await loadOffice((await params).office);
  if (!office) return {};
  const title = `${office.name}: real estate agents, homes for sale and sold results`;
  const description = `${office.name} at ${office.streetAddress}${office.suburb ? `, ${office.suburb.displayText}` : ""}: ${countOf(office.agents.length, "agent")}, ${countOf(office.counts.buy, "home")} for sale, ${office.counts.rent} for rent and what they sold.`;
  const url = officePath(office.slug);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: "Homefront",
      locale: "en_AU",
      url: new URL(url, serverEnv.SITE_URL).toString(),
      title,
      description,
    },
  };
}

/**
 * An office's page: where it is and how to reach it, its agents (each to their profile), what it
 * has for sale and rent and what it sold (each to the office's search pages), and the newest
 * reviews of its agents. The same for every visitor (the edge page cache shares it).
 */
export default async function OfficePage({ params }: Props) {
  const office = await loadOffice((await params).office);
  if (!office) notFound();
  const brand = office.company;
  const url = new URL(officePath(office.slug), serverEnv.SITE_URL).toString();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": url,
    url,
    name: office.name,
    telephone: office.phone,
    email: office.email,
    logo: new URL(brand.logoUrl, serverEnv.SITE_URL).toString(),
    address: {
      "@type": "PostalAddress",
      streetAddress: office.streetAddress,
      addressLocality: office.suburb?.name,
      addressRegion: office.stateCode,
      addressCountry: "AU",
    },
    employee: office.agents.map((agent) => ({
      "@type": "Person",
      name: agent.name,
      jobTitle: agent.jobTitle,
      url: new URL(agent.profileUrl, serverEnv.SITE_URL).toString(),
    })),
  };
  return (
    <article className={styles.page} data-testid="office-page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link href="/agents">Find agents</Link>
          </li>
          <li>
            <Link href={companyPath(brand.slug)}>{brand.name}</Link>
          </li>
          <li aria-current="page">{office.name}</li>
        </ol>
      </nav>
      <header>
        <p
          className={styles.brand}
          style={{ background: brand.brandColour, color: readableTextColour(brand.brandColour, brand.textColour) }}
        >
          <img src={brand.logoUrl} alt="" width={32} height={32} />
          {brand.name}
        </p>
        <h1 data-testid="office-name">{office.name}</h1>
        <p>
          {office.streetAddress}
          {office.suburb ? `, ${office.suburb.displayText}` : ""}
        </p>
        <ul className={styles.contact} aria-label={`Contact ${office.name}`}>
          <li>
            <a className={styles.button} href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}>
              Call {office.phone}
            </a>
          </li>
          <li>
            <a className={styles.button} href={`mailto:${office.email}`}>
              E-mail the office
            </a>
          </li>
        </ul>
      </header>

      <section aria-labelledby="office-listings" className={styles.section}>
        <h2 id="office-listings">Listings and results</h2>
        <ul className={styles.breakdown}>
          {MODES.map((mode) => (
            <li key={mode.status}>
              <Link
                href={`${officePath(office.slug)}/${mode.segment}/real-estate`}
                data-testid={`office-${mode.status}`}
              >
                {mode.label} ({office.counts[mode.status]})
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="office-agents" className={styles.section}>
        <h2 id="office-agents">Agents at {office.name}</h2>
        <ul className={styles.agentList} data-testid="office-agents">
          {office.agents.map((agent) => (
            <li key={agent.id} className={styles.agentCard}>
              <img src={agent.photoUrl} alt="" width={72} height={72} className={styles.thumb} loading="lazy" />
              <div>
                <h3>
                  <Link href={agent.profileUrl}>{agent.name}</Link>
                </h3>
                <p className={styles.muted}>{agent.jobTitle}</p>
                <p>
                  <RatingStars rating={agent.ratingAverage} count={agent.reviewCount} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="office-reviews" className={styles.section}>
        <h2 id="office-reviews">Newest reviews of its agents</h2>
        {office.reviews.length === 0 ? (
          <p className={styles.muted}>No reviews yet.</p>
        ) : (
          <ol className={styles.reviews}>
            {office.reviews.map((review) => (
              <li key={review.id} className={styles.review}>
                <p>
                  <RatingStars rating={review.rating} /> for {review.agentName}
                </p>
                <p className={styles.reviewBody}>{review.body}</p>
                <p className={styles.muted}>
                  {review.authorName}
                  {review.isVerifiedVendor && " · Verified vendor"} · {formatDate(review.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
