/**
 * An agent's information kit: the printable page an agent hands an owner (profile, recent results,
 * reviews and their fees). The fees are the agent's own words, kept as plain text and shown as
 * text (never HTML), a paragraph per block of lines.
 */

/** The most an agent may write about their fees: a page's worth once printed. */
export const FEES_TEXT_MAX_LENGTH = 2_000;

/** Recent results and reviews the kit prints: what fits on the pages an owner reads. */
export const INFO_KIT_RESULTS = 8;
export const INFO_KIT_REVIEWS = 5;

/** The fees as paragraphs: blank lines separate them, line ends within one are kept as spaces. */
export function feesParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, " ").trim())
    .filter((block) => block !== "");
}
