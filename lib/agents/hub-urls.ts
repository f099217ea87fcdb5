/** The signed-in agent's own pages: their performance hub, their transactions, asking vendors for reviews, their info kit's fees. */
export const PERFORMANCE_HUB_PATH = "/agent-hub";
export const AGENT_TRANSACTIONS_PATH = "/agent-hub/transactions";
export const VENDOR_REVIEWS_PATH = "/agent-hub/vendor-reviews";
export const INFO_KIT_SETTINGS_PATH = "/agent-hub/info-kit";

/** An office's listing feeds in the hub: its runs (everyone in the office) and keys (its principal). */
export const FEEDS_HUB_PATH = "/agent-hub/feeds";

export function feedOfficePath(officeId: number): string {
  return `${FEEDS_HUB_PATH}/${officeId}`;
}

/** A run's report page; `show` filters its lines ("rejected", "problems"), `after` pages on. */
export function feedRunPath(officeId: number, runId: string, query: { show?: string; after?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.show && query.show !== "all") params.set("show", query.show);
  if (query.after) params.set("after", String(query.after));
  const search = String(params);
  return `${feedOfficePath(officeId)}/runs/${encodeURIComponent(runId)}${search ? `?${search}` : ""}`;
}
