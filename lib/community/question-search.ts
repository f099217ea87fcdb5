/**
 * Turns what a person typed into an FTS5 query. Every word becomes a quoted term (so nothing
 * typed can be FTS syntax: no column filters, NEAR or stray quotes), joined by OR and ranked by
 * BM25, so a question matching more of the words, and rarer ones, comes first. Common little
 * words ("in", "the") are left out: they would match nearly everything. The last word also
 * matches as a prefix, for people still typing.
 */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "are",
  "at",
  "be",
  "by",
  "can",
  "do",
  "does",
  "for",
  "from",
  "how",
  "i",
  "in",
  "is",
  "it",
  "near",
  "of",
  "on",
  "or",
  "the",
  "to",
  "what",
  "where",
  "which",
  "with",
]);

/** At most this many words count (a pasted paragraph would make a slow query). */
export const MAX_SEARCH_TERMS = 8;
export const MAX_SEARCH_LENGTH = 200;

export function searchTerms(text: string): string[] {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return [];
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return [...new Set(kept.length > 0 ? kept : words)].slice(0, MAX_SEARCH_TERMS);
}

/** The FTS5 MATCH expression for the typed text (any of its words), or null when it has no words. */
export function ftsQuery(text: string, join: "OR" | "AND" = "OR"): string | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  return terms
    .map((term, i) => (i === terms.length - 1 && term.length >= 3 ? `"${term}"*` : `"${term}"`))
    .join(` ${join} `);
}

/**
 * Up to this many matching questions are ranked by BM25. Past it the words are common ones
 * ("parking", "school"), BM25 would read tens of thousands of index rows per search, and the
 * search ranks in two tiers instead: questions with every word first, then those with any, each
 * newest first (lib/services/community/questions.ts).
 */
export const RANKED_MATCHES_MAX = 500;
