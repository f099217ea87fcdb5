/**
 * Keys of a horizontal ARIA tablist (W3C APG tabs pattern): Left/Right move to the previous/next
 * tab, wrapping at either end; Home and End go to the first and last. Returns the index of the
 * tab to move to, or null for a key the tablist leaves alone (Tab, Enter, letters…).
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
