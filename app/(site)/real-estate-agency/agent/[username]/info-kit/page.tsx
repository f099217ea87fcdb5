import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, Suspense } from "react";
import { agentInfoKitPath, officePath } from "@/lib/agents/agent-urls";
import { feesParagraphs, INFO_KIT_RESULTS, INFO_KIT_REVIEWS } from "@/lib/agents/info-kit";
import { formatDate } from "@/lib/format/dates";
import { getAgentListings, getAgentProfile, getAgentReviews } from "@/lib/services/agents/agent-profile";
import { getAgentFeesText } from "@/lib/services/agents/info-kit";
import { requestContext } from "@/lib/services/request-context";
import { PerformanceFigures } from "../../../_components/performance-figures";
import { RatingStars } from "../../../_components/rating-stars";
import agency from "../../../agency.module.css";
import { PrintButton } from "./print-button";
import styles from "./info-kit.module.css";
import { countOf } from "@/lib/format/numbers";

interface Props {
  params: Promise<{ username: string }>;
}

/** The same for every visitor (no viewer is read), so the edge page cache may share the kit. */
const loadAgent = cache(async (username: string) => {
  if (!/^[a-z0-9-]{1,120}$/i.test(username)) return null;
  const found = await getAgentProfile(requestContext(), username);
  return found.ok ? found.agent : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const agent = await loadAgent((await params).username);
  if (!agent) return {};
  return {
    title: `${agent.name} information kit: results, reviews and fees`,
    description: `${agent.name} of ${agent.office.name}: ${countOf(agent.performance.soldLast12Months, "home")} sold in the last 12 months, recent results, reviews and fees, ready to print.`,
    alternates: { canonical: agentInfoKitPath(agent.username) },
  };
}

/**
 * An agent's information kit: what an owner weighs before choosing them (who they are, their last
 * 12 months, recent results, what clients say and their fees), laid out to print. "Download PDF"
 * opens the browser's print dialog; the print stylesheet hides the site's chrome. Public and the
 * same for everyone, so the edge page cache shares it (purged when the agent changes their fees).
 */
export default async function InfoKitPage({ params }: Props) {
  const { username } = await params;
  const agent = await loadAgent(username);
  if (!agent) notFound();
  if (agentInfoKitPath(agent.username) !== agentInfoKitPath(username))
    permanentRedirect(agentInfoKitPath(agent.username));
  const feesText = await getAgentFeesText(requestContext(), agent);
  const fees = feesParagraphs(feesText);

  return (
    <article className={`${agency.page} ${styles.kit}`} data-testid="info-kit">
      <nav aria-label="Breadcrumb" className={agency.breadcrumbs} data-print="hide">
        <ol>
          <li>
            <Link href="/agents">Find agents</Link>
          </li>
          <li>
            <Link href={agent.profileUrl}>{agent.name}</Link>
          </li>
          <li aria-current="page">Information kit</li>
        </ol>
      </nav>
      <div className={styles.toolbar} data-print="hide">
        <PrintButton />
        <span className={agency.muted}>Choose “Save as PDF” as the printer to keep a copy.</span>
      </div>

      <header className={agency.profileHeader}>
        <img
          src={agent.photoUrl}
          alt={`Portrait of ${agent.name}`}
          width={120}
          height={120}
          className={agency.portrait}
          fetchPriority="high"
        />
        <div>
          <h1 data-testid="info-kit-name">{agent.name}: information kit</h1>
          <p>
            {agent.jobTitle}, <Link href={officePath(agent.office.slug)}>{agent.office.name}</Link>
          </p>
          <p>
            <RatingStars rating={agent.ratingAverage} count={agent.reviewCount} />
          </p>
          <p>
            Mobile {agent.mobile} · {agent.email}
          </p>
          <p className={agency.muted}>
            {agent.office.streetAddress}
            {agent.office.suburb ? `, ${agent.office.suburb.displayText}` : ""}
          </p>
        </div>
      </header>

      <section aria-labelledby="kit-about" className={agency.section}>
        <h2 id="kit-about">About {agent.firstName}</h2>
        <p>{agent.bio}</p>
        <p className={agency.muted}>
          {agent.yearsExperience} {agent.yearsExperience === 1 ? "year" : "years"} in real estate
          {agent.servicedLocations.length > 0 &&
            ` · works in ${agent.servicedLocations.map((location) => location.name).join(", ")}`}
        </p>
      </section>

      <section aria-labelledby="kit-performance" className={agency.section}>
        <h2 id="kit-performance">The last 12 months</h2>
        <PerformanceFigures performance={agent.performance} />
      </section>

      <section aria-labelledby="kit-results" className={agency.section}>
        <h2 id="kit-results">Recent results</h2>
        <Suspense fallback={<p className={agency.muted}>Loading results…</p>}>
          <RecentResults agentId={agent.id} firstName={agent.firstName} />
        </Suspense>
      </section>

      <section aria-labelledby="kit-reviews" className={agency.section}>
        <h2 id="kit-reviews">What clients say</h2>
        <Suspense fallback={<p className={agency.muted}>Loading reviews…</p>}>
          <KitReviews agentId={agent.id} firstName={agent.firstName} />
        </Suspense>
      </section>

      <section aria-labelledby="kit-fees" className={`${agency.section} ${styles.fees}`} data-testid="info-kit-fees">
        <h2 id="kit-fees">Fees</h2>
        {fees.length > 0 ? (
          // The agent's own words, rendered as text (never HTML).
          fees.map((paragraph, i) => <p key={i}>{paragraph}</p>)
        ) : (
          <p className={agency.muted}>Ask {agent.firstName} about fees: they have not published them here yet.</p>
        )}
      </section>
    </article>
  );
}

/** The agent's newest sold and leased homes: the address and price as the listing shows them. */
async function RecentResults({ agentId, firstName }: { agentId: number; firstName: string }) {
  const ctx = requestContext();
  const [sold, leased] = await Promise.all([
    getAgentListings(ctx, { id: agentId }, { status: "sold", take: INFO_KIT_RESULTS }),
    getAgentListings(ctx, { id: agentId }, { status: "leased", take: INFO_KIT_RESULTS }),
  ]);
  const results = [...sold, ...leased]
    .map((listing) => ({
      listing,
      date: listing.saleDetails.soldDate ?? listing.rentalDetails?.leasedDate ?? listing.saleDetails.listedDate,
    }))
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, INFO_KIT_RESULTS);
  if (results.length === 0) return <p className={agency.muted}>{firstName} has no sold or leased results yet.</p>;
  return (
    <table className={styles.results} data-testid="info-kit-results">
      <thead>
        <tr>
          <th scope="col">Address</th>
          <th scope="col">Result</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {results.map(({ listing, date }) => (
          <tr key={listing.id}>
            <td>
              <Link href={listing.canonicalUri}>{listing.address.displayAddress}</Link>
            </td>
            <td>{listing.priceDetails.shortDescription}</td>
            <td>{formatDate(date)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The newest reviews, as the profile shows them (text rendered as text). */
async function KitReviews({ agentId, firstName }: { agentId: number; firstName: string }) {
  const agentReviews = await getAgentReviews(requestContext(), { id: agentId }, { take: INFO_KIT_REVIEWS });
  if (agentReviews.length === 0) return <p className={agency.muted}>No one has reviewed {firstName} yet.</p>;
  return (
    <ol className={agency.reviews} data-testid="info-kit-reviews">
      {agentReviews.map((review) => (
        <li key={review.id} className={agency.review}>
          <p>
            <RatingStars rating={review.rating} />
          </p>
          <p className={agency.reviewBody}>{review.body}</p>
          <p className={agency.muted}>
            {review.authorName}
            {review.isVerifiedVendor && " · Verified vendor"} · {formatDate(review.createdAt)}
          </p>
          {review.reply && (
            <p className={agency.reply}>
              <strong>Reply from {firstName}:</strong> {review.reply}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
