import type { Metadata } from "next";
import { firstParam } from "@/lib/ui/search-params";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Suspense } from "react";
import { ADDRESS_PARAM, AGENT_PARAM, appraisalPath, linkedAgentId } from "@/lib/agents/appraisal-urls";
import { clientEnv } from "@/lib/env";
import { formatDollars } from "@/lib/format/money";
import { LOCATION_SLUG } from "@/lib/locations/location-urls";
import { agentEvidenceIn, findAgents, type RankedAgent } from "@/lib/services/agents/agent-finder";
import { getOfficeOrThrow } from "@/lib/services/agents/get-agents";
import { getLocation } from "@/lib/services/locations/get-location";
import type { Location } from "@/lib/services/locations/location";
import { suggestLocations } from "@/lib/services/locations/suggest-locations";
import { requestContext } from "@/lib/services/request-context";
import { AppraisalAddressBox } from "./_components/appraisal-address-box";
import { AppraisalRequestForm, type AppraisalAgentChoice } from "./_components/appraisal-request-form";
import styles from "../real-estate-agency/agency.module.css";
import { countOf } from "@/lib/format/numbers";

export const metadata: Metadata = {
  title: "Free property appraisal: ask the agents who sell most near you",
  description:
    "Enter your address, compare the agents who sold most in your suburb over the last 12 months, and ask up to three of them for a free appraisal.",
  alternates: { canonical: "/appraisal" },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => firstParam(value, 200);

/**
 * The appraisal page. First the property's street address and suburb (suggestions from the search
 * box's location search); then the suburb's agents, ranked by the finder's evidence (homes sold
 * there in 12 months, days on market, rating), of whom the owner asks up to three. The page
 * renders from the suburb alone, so the edge page cache shares it; the request form is filled in
 * the browser. A suburb typed without a chosen suggestion is resolved here and redirected.
 */
export default async function AppraisalPage({ searchParams }: Props) {
  const params = await searchParams;
  const typed = one(params.suburb)?.trim();
  if (typed !== undefined) {
    const [suburb] = (await suggestLocations(requestContext(), typed, 5)).filter((l) => l.type === "suburb");
    if (suburb) {
      const address = one(params[ADDRESS_PARAM])?.trim();
      redirect(
        `${appraisalPath(suburb.slug, linkedAgentId(one(params[AGENT_PARAM])))}${address ? `&${new URLSearchParams({ [ADDRESS_PARAM]: address })}` : ""}`,
      );
    }
  }
  const slug = one(params.location)?.toLowerCase();
  let location: Location | null = null;
  if (slug !== undefined) {
    location = LOCATION_SLUG.test(slug) ? await getLocation(requestContext(), slug) : null;
    if (!location || location.type !== "suburb") notFound();
  }

  return (
    <div className={styles.page} data-testid="appraisal-page">
      <h1>Get a free property appraisal</h1>
      <p className={styles.muted}>
        Find out what your home could sell for from the agents who sold most in your suburb over the last 12 months. Ask
        up to three of them: each gets your request by e-mail and contacts you to arrange a visit.
      </p>
      <AppraisalAddressBox suburbText={location?.displayText ?? typed ?? ""} />
      {typed !== undefined && !location && (
        <p role="alert" data-testid="appraisal-message">
          {typed
            ? `We could not find a suburb called “${typed}”. Choose your suburb from the suggestions.`
            : "Type your suburb and choose it from the suggestions."}
        </p>
      )}
      {location && (
        <Suspense fallback={<p className={styles.muted}>Finding the agents who sell most in {location.name}…</p>}>
          <AppraisalAgents location={location} linkedAgent={linkedAgentId(one(params[AGENT_PARAM]))} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The suburb's agents with the most evidence (the finder's ranking, its first page) and the request
 * form. The agent an owner came from (their profile's link) is ticked, and listed first with their
 * evidence here when they are not among the best.
 */
async function AppraisalAgents({ location, linkedAgent }: { location: Location; linkedAgent?: number }) {
  const ctx = requestContext();
  const found = await findAgents(ctx, { location: location.slug, mode: "sale", sort: "evidence", page: 1 });
  if (!found.ok)
    return (
      <p role="alert" data-testid="appraisal-message">
        {found.message}
      </p>
    );
  const ranked: RankedAgent[] = [...found.agents];
  if (linkedAgent !== undefined && !ranked.some(({ agent }) => agent.id === linkedAgent)) {
    const came = await agentEvidenceIn(ctx, linkedAgent, location);
    if (came) ranked.unshift(came);
  }
  if (ranked.length === 0)
    return (
      <p data-testid="appraisal-message">
        No agent has sold in {location.name} lately. <Link href="/agents">Find agents near you</Link> instead.
      </p>
    );
  const offices = await Promise.all(ranked.map(({ agent }) => getOfficeOrThrow(ctx, agent.officeId)));
  const agents: AppraisalAgentChoice[] = ranked.map(({ agent, evidence }, i) => ({
    id: agent.id,
    name: agent.name,
    photoUrl: agent.photoUrl,
    profileUrl: agent.profileUrl,
    officeName: offices[i]!.name,
    evidence:
      evidence && evidence.results > 0
        ? [
            `${evidence.results} sold in ${location.name} in the last 12 months`,
            evidence.medianDaysOnMarket !== null && `median ${countOf(evidence.medianDaysOnMarket, "day")} on market`,
            evidence.medianPrice !== null && `median ${formatDollars(evidence.medianPrice)}`,
          ]
            .filter(Boolean)
            .join(" · ")
        : null,
    rating: agent.ratingAverage,
    reviewCount: agent.reviewCount,
  }));
  return (
    <section aria-labelledby="appraisal-agents" className={styles.section}>
      <h2 id="appraisal-agents" data-testid="appraisal-agents-heading">
        The agents who sell most in {location.displayText}
      </h2>
      <p className={styles.muted}>
        Ranked by homes sold in {location.name} in the last 12 months, then fewer days on market, then rating.{" "}
        <Link href={`/agents?${new URLSearchParams({ location: location.slug })}`}>Compare every agent</Link>
      </p>
      <AppraisalRequestForm
        locationId={String(location.id)}
        suburbName={location.name}
        agents={agents}
        linkedAgent={agents.some((agent) => agent.id === linkedAgent) ? linkedAgent : undefined}
        turnstileSiteKey={clientEnv.NEXT_PUBLIC_TURNSTILE_SITE_KEY}
      />
    </section>
  );
}
