import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache, Suspense } from "react";
import { ListingGridSkeleton } from "@/app/(site)/_components/listing-card/listing-grid";
import { scriptSafeJson } from "@/app/(site)/homes/[slug]/[id]/_components/json-ld";
import { agentInfoKitPath, officePath } from "@/lib/agents/agent-urls";
import { appraisalPath } from "@/lib/agents/appraisal-urls";
import { clientEnv, serverEnv } from "@/lib/env";
import { locationPath } from "@/lib/locations/location-urls";
import { getAgentProfile } from "@/lib/services/agents/agent-profile";
import { requestContext } from "@/lib/services/request-context";
import { FollowButton } from "@/app/_components/follow-button";
import { readableTextColour } from "@/lib/ui/contrast";
import { agentJsonLd } from "../../_components/agent-json-ld";
import { AgentActivities } from "../../_components/agent-activities";
import { AgentAwards } from "../../_components/agent-awards";
import { AgentEnquiryForm } from "../../_components/agent-enquiry-form";
import { AgentFollows } from "../../_components/agent-follows";
import { AgentListings } from "../../_components/agent-listings";
import { AgentPosts } from "../../_components/agent-posts";
import { AgentReviewForm } from "../../_components/agent-review-form";
import { AgentReviews } from "../../_components/agent-reviews";
import { AgentViewTracking } from "../../_components/agent-view-tracking";
import { OwnHubLink } from "../../_components/own-hub-link";
import { PerformanceFigures } from "../../_components/performance-figures";
import { RatingStars } from "../../_components/rating-stars";
import styles from "../../agency.module.css";
import { countOf } from "@/lib/format/numbers";

interface Props {
  params: Promise<{ username: string }>;
}

/** The same for every visitor (no viewer is read), so the edge page cache may share the page. */
const loadAgent = cache(async (username: string) => {
  if (!/^[a-z0-9-]{1,120}$/i.test(username)) return null;
  const found = await getAgentProfile(requestContext(), username);
  return found.ok ? found.agent : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { username } = await params;
  const agent = await loadAgent(username);
  if (!agent) return {};
  const suburb = agent.office.suburb?.name ?? agent.office.stateCode;
  const title = `${agent.name}, ${agent.jobTitle} at ${agent.office.name}`;
  const description = `${agent.name} of ${agent.office.name}, ${suburb}: ${countOf(agent.performance.soldLast12Months, "home")} sold in the last 12 months, current listings, sold results and ${countOf(agent.reviewCount, "review")}.`;
  return {
    title,
    description,
    alternates: { canonical: agent.profileUrl },
    openGraph: {
      type: "profile",
      siteName: "Homefront",
      locale: "en_AU",
      url: new URL(agent.profileUrl, serverEnv.SITE_URL).toString(),
      title,
      description,
      images: [{ url: new URL(agent.photoUrl, serverEnv.SITE_URL).toString(), alt: agent.name }],
    },
    twitter: { card: "summary", title, description },
  };
}

/**
 * An agent's profile: who they are and how to reach them, their track record from their own
 * listings, what they have for sale and rent, what they sold, and reviews. The same for every
 * visitor, so the edge page cache shares it; following is asked from the browser.
 */
export default async function AgentProfilePage({ params }: Props) {
  const { username } = await params;
  const agent = await loadAgent(username);
  if (!agent) notFound();
  if (agent.profileUrl !== `/real-estate-agency/agent/${username}`) permanentRedirect(agent.profileUrl);
  const brand = agent.office.company;
  const counts = agent.listingCounts;

  return (
    <article className={styles.page} data-testid="agent-profile">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(agentJsonLd(agent, serverEnv.SITE_URL)) }}
      />
      <AgentViewTracking
        agentId={String(agent.id)}
        officeId={String(agent.office.id)}
        locationId={agent.office.suburb ? String(agent.office.suburb.id) : null}
      />
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link href="/agents">Find agents</Link>
          </li>
          <li>
            <Link href={officePath(agent.office.slug)}>{agent.office.name}</Link>
          </li>
          <li aria-current="page">{agent.name}</li>
        </ol>
      </nav>
      <header className={styles.profileHeader}>
        <img
          src={agent.photoUrl}
          alt={`Portrait of ${agent.name}`}
          width={160}
          height={160}
          className={styles.portrait}
          // The page's LCP element (Lighthouse, mobile): fetched first, before the listing photos.
          fetchPriority="high"
        />
        <div>
          <h1 data-testid="agent-name">{agent.name}</h1>
          <p>{agent.jobTitle}</p>
          <p
            className={styles.brand}
            style={{ background: brand.brandColour, color: readableTextColour(brand.brandColour, brand.textColour) }}
          >
            <img src={brand.logoUrl} alt="" width={32} height={32} />
            <Link href={officePath(agent.office.slug)} className={styles.brandLink} data-testid="agent-office-link">
              {agent.office.name}
            </Link>
          </p>
          <p>
            <RatingStars rating={agent.ratingAverage} count={agent.reviewCount} />
          </p>
          <ul className={styles.contact} aria-label={`Contact ${agent.name}`}>
            <li>
              <a className={styles.button} href={`tel:${agent.mobile.replace(/[^+\d]/g, "")}`}>
                Call {agent.mobile}
              </a>
            </li>
            <li>
              <a className={styles.button} href={`mailto:${agent.email}`}>
                E-mail {agent.firstName}
              </a>
            </li>
            <li>
              <Link className={styles.button} href={agentInfoKitPath(agent.username)} data-testid="agent-info-kit-link">
                Information kit
              </Link>
            </li>
            <li>
              <FollowButton
                targetType="agent"
                targetId={String(agent.id)}
                label={agent.firstName}
                className={styles.button}
                testId="follow-agent"
              />
            </li>
            <OwnHubLink agentId={agent.id} className={styles.button} />
          </ul>
        </div>
      </header>

      <section aria-labelledby="agent-performance" className={styles.section}>
        <h2 id="agent-performance">Performance</h2>
        <p className={styles.muted}>
          From {agent.firstName}&apos;s own listings over the last 12 months. Prices the seller kept private are counted
          as sales but never in the median.
        </p>
        <PerformanceFigures performance={agent.performance} />
      </section>

      <section aria-labelledby="agent-about" className={styles.section}>
        <h2 id="agent-about">About {agent.firstName}</h2>
        <p>{agent.bio}</p>
        <p className={styles.muted}>
          {agent.yearsExperience} {agent.yearsExperience === 1 ? "year" : "years"} in real estate ·{" "}
          {agent.office.streetAddress}
          {agent.office.suburb ? `, ${agent.office.suburb.displayText}` : ""}
        </p>
        {agent.servicedLocations.length > 0 && (
          <>
            <h3 id="agent-serviced">Areas {agent.firstName} works in</h3>
            <ul className={styles.extras} aria-labelledby="agent-serviced" data-testid="agent-serviced-locations">
              {agent.servicedLocations.map((location) => (
                <li key={location.id}>
                  <Link href={locationPath(location.slug)}>{location.displayText}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        {agent.socialLinks.length > 0 && (
          <>
            <h3 id="agent-social">{agent.firstName} online</h3>
            <ul className={styles.extras} aria-labelledby="agent-social" data-testid="agent-social-links">
              {agent.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer nofollow" target="_blank">
                    {link.label}
                    <span className={styles.visuallyHidden}> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        {agent.videos.length > 0 && (
          <>
            <h3 id="agent-videos">Videos</h3>
            {/* Links, not embedded players: an embed would load another site's scripts on every visit. */}
            <ul aria-labelledby="agent-videos" data-testid="agent-videos">
              {agent.videos.map((video) => (
                <li key={video.url}>
                  <a href={video.url} rel="noopener noreferrer nofollow" target="_blank">
                    {video.title}
                    <span className={styles.visuallyHidden}> (video, opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <AgentAwards name={agent.name} awards={agent.awards} />

      <section aria-labelledby="agent-enquiry" className={styles.section}>
        <h2 id="agent-enquiry">Contact {agent.firstName}</h2>
        {agent.servicedLocations[0] && (
          <p>
            {/* The appraisal page ranks the suburb's agents, with this one ticked (and listed if not among them). */}
            <Link href={appraisalPath(agent.servicedLocations[0].slug, agent.id)} data-testid="agent-appraisal-link">
              Selling? Ask {agent.firstName} and other {agent.servicedLocations[0].name} agents for a free appraisal
            </Link>
          </p>
        )}
        <AgentEnquiryForm
          agentId={String(agent.id)}
          name={agent.firstName}
          turnstileSiteKey={clientEnv.NEXT_PUBLIC_TURNSTILE_SITE_KEY}
        />
      </section>

      {(["buy", "rent", "sold", "leased"] as const).map((status) =>
        counts[status] > 0 ? (
          <Suspense key={status} fallback={<ListingGridSkeleton count={3} />}>
            <AgentListings
              status={status}
              total={counts[status]}
              agent={{ id: agent.id, firstName: agent.firstName, officeSlug: agent.office.slug }}
            />
          </Suspense>
        ) : null,
      )}

      <section aria-labelledby="agent-reviews" className={styles.section}>
        <h2 id="agent-reviews">Reviews of {agent.name}</h2>
        {agent.reviewCount > 0 && (
          <ul className={styles.breakdown} aria-label="Reviews by rating">
            {agent.ratingBreakdown.map((row) => (
              <li key={row.rating}>
                {row.rating} {row.rating === 1 ? "star" : "stars"}: {row.count}
              </li>
            ))}
          </ul>
        )}
        <Suspense fallback={<p className={styles.muted}>Loading reviews…</p>}>
          <AgentReviews agentId={agent.id} name={agent.firstName} />
        </Suspense>
        <AgentReviewForm agentId={String(agent.id)} name={agent.name} profileUrl={agent.profileUrl} />
      </section>

      <Suspense fallback={<p className={styles.muted}>Loading activity…</p>}>
        <AgentActivities agent={{ id: agent.id, profileUrl: agent.profileUrl, firstName: agent.firstName }} />
      </Suspense>

      <Suspense fallback={<p className={styles.muted}>Loading questions and answers…</p>}>
        <AgentPosts agent={{ id: agent.id, firstName: agent.firstName }} />
      </Suspense>

      <Suspense fallback={<p className={styles.muted}>Loading followers…</p>}>
        <AgentFollows agentId={agent.id} firstName={agent.firstName} />
      </Suspense>
    </article>
  );
}
