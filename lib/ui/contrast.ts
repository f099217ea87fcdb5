/**
 * WCAG 2 contrast for brand colours we do not control (agencies choose their own): picks the
 * text colour that reads best on a background, so a card never fails AA however an agency is
 * branded.
 */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1]!, 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return 1;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** The preferred text colour if it reaches 4.5:1 on the background, else black or white. */
export function readableTextColour(background: string, preferred?: string): string {
  if (preferred && contrastRatio(background, preferred) >= 4.5) return preferred;
  // Pure black, not a softer near-black: only black or white is guaranteed 4.5:1 on every colour.
  return contrastRatio(background, "#000000") >= contrastRatio(background, "#ffffff") ? "#000000" : "#ffffff";
}
