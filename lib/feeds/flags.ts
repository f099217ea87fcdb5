/**
 * Yes/no values as CRMs write them: `yes`/`no`, `1`/`0`, `true`/`false` (any case, spaces
 * around). Null when the text is none of these (an empty element, "maybe"), so the caller
 * decides what an unreadable flag means where it stands.
 */
const TRUE_WORDS = new Set(["yes", "y", "1", "true", "on"]);
const FALSE_WORDS = new Set(["no", "n", "0", "false", "off"]);

export function parseFlag(raw: string | null | undefined): boolean | null {
  if (raw === null || raw === undefined) return null;
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}
