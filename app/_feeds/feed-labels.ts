import type { FeedOutcome } from "@/lib/db/schema";
import { formatDate, formatTime, timeZoneForState } from "@/lib/format/dates";
import type { FeedRunStatus } from "@/lib/services/feeds/office-feeds";

/** What an office manager reads for each outcome of a report line, in the report's order. */
export const OUTCOME_LABELS: Record<FeedOutcome, string> = {
  created: "Created",
  updated: "Updated",
  unchanged: "Unchanged",
  sold: "Sold",
  leased: "Leased",
  withdrawn: "Withdrawn",
  offmarket: "Off market",
  rejected: "Rejected",
};

export const STATUS_LABELS: Record<FeedRunStatus, string> = {
  queued: "Queued",
  processing: "Processing",
  done: "Done",
  failed: "Failed",
};

/** "21/11/2026 10:30AM" in the office's own time zone (a run's time as the office lived it). */
export function atOffice(ms: number, stateCode: string): string {
  const timeZone = timeZoneForState(stateCode);
  return `${formatDate(ms, { timeZone })} ${formatTime(ms, timeZone)}`;
}
