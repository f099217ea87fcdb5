/** An audit or experiment timestamp as admins read it: UTC, to the second, "—" when never. */
export function formatWhen(ms: number | null | undefined): string {
  return ms ? new Date(ms).toISOString().replace("T", " ").slice(0, 19) + " UTC" : "—";
}
