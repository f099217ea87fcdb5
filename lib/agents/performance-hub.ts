/**
 * The performance hub's figures, pure: weekly counts laid out as a series with every week present
 * (a quiet week is a 0, not a gap), and the trend between the last four weeks and the four before.
 */

/** How many weeks the hub's trends cover. */
export const HUB_WEEKS = 12;

export interface WeeklySeries {
  /** Oldest first, HUB_WEEKS entries. */
  weeks: number[];
  total: number;
  /** Last four weeks against the four before, in percent; null when the four before had none. */
  changePercent: number | null;
}

export function weeklySeries(counts: readonly { week: number; count: number }[], weeks = HUB_WEEKS): WeeklySeries {
  const series = Array.from({ length: weeks }, () => 0);
  for (const { week, count } of counts) if (week >= 0 && week < weeks) series[week]! += count;
  const sum = (from: number, to: number) => series.slice(from, to).reduce((a, b) => a + b, 0);
  const recent = sum(weeks - 4, weeks);
  const before = sum(weeks - 8, weeks - 4);
  return {
    weeks: series,
    total: sum(0, weeks),
    changePercent: before === 0 ? null : Math.round(((recent - before) / before) * 100),
  };
}

/** Adds two series' counts week by week (listing and profile enquiries make the agent's enquiries). */
export function addCounts(
  a: readonly { week: number; count: number }[],
  b: readonly { week: number; count: number }[],
): { week: number; count: number }[] {
  const byWeek = new Map<number, number>();
  for (const { week, count } of [...a, ...b]) byWeek.set(week, (byWeek.get(week) ?? 0) + count);
  return [...byWeek].map(([week, count]) => ({ week, count }));
}
