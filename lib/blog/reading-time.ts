/** Minutes to read a text at an adult's average silent reading pace; at least one. */
export const WORDS_PER_MINUTE = 220;

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function readingTimeText(minutes: number): string {
  return `${minutes} min read`;
}
