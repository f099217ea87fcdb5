import type { AgentEvidence } from "@/lib/agents/ranking";
import { formatDollars } from "@/lib/format/money";
import { countOf } from "@/lib/format/numbers";

/** What both finders' queries carry into their page links (the agent finder adds a property type). */
interface FinderLinkQuery {
  location?: string;
  name?: string;
  mode: "sale" | "rent";
  sort: string;
  propertyType?: number;
}

/** A finder page's address: only what differs from the defaults, in one order, so each page has one URL. */
export function finderPageHref(path: "/agents" | "/agents/agencies", query: FinderLinkQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.location) params.set("location", query.location);
  if (query.name) params.set("name", query.name);
  if (query.mode !== "sale") params.set("mode", query.mode);
  if (query.propertyType !== undefined) params.set("propertytype", String(query.propertyType));
  if (query.sort !== "evidence") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  return `${path}?${params}`;
}

/** The evidence a result is ranked by: what was sold or leased in the suburb in the last 12 months. */
export function SalesEvidence({
  evidence,
  mode,
  placeName,
  testId,
}: {
  evidence: Pick<AgentEvidence, "results" | "medianDaysOnMarket" | "medianPrice">;
  mode: "sale" | "rent";
  placeName: string | undefined;
  testId: string;
}) {
  return (
    <p data-testid={testId}>
      {evidence.results} {mode === "sale" ? "sold" : "leased"} in {placeName} in the last 12 months
      {evidence.medianDaysOnMarket !== null && ` · median ${countOf(evidence.medianDaysOnMarket, "day")} on market`}
      {evidence.medianPrice !== null && ` · median ${formatDollars(evidence.medianPrice)}`}
    </p>
  );
}

/** "Looking to" sell or lease: which results the finder ranks by. */
export function ModeSelect({ mode }: { mode: "sale" | "rent" }) {
  return (
    <label>
      Looking to{" "}
      <select name="mode" defaultValue={mode}>
        <option value="sale">Sell</option>
        <option value="rent">Lease</option>
      </select>
    </label>
  );
}
