/**
 * Text as CRMs send it: padded with spaces and line breaks, Windows line ends, suburbs and
 * streets in capitals.
 */

/** One line: spaces and line breaks collapsed, ends trimmed; null when nothing is left. */
export function singleLine(text: string): string | null {
  const line = text.replace(/\s+/g, " ").trim();
  return line === "" ? null : line;
}

/** Paragraphs kept, each line trimmed, at most one blank line in a row; null when empty. */
export function paragraphs(text: string): string | null {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v]+/g, " ").trim());
  const joined = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return joined === "" ? null : joined;
}

/**
 * "RICHMOND" → "Richmond", "st kilda east" → "St Kilda East", "O'CONNOR" → "O'Connor": a name
 * written all in capitals or all in small letters gets a capital per word. A name that already
 * mixes them ("McKinnon") is the agent's spelling and is kept.
 */
export function displayCase(name: string): string {
  if (name !== name.toUpperCase() && name !== name.toLowerCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'’(/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}
