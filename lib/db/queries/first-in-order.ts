/**
 * The first `count` items of `items` in `compare` order, without sorting them all when `count`
 * is small next to them (a results page or 500 map markers out of thousands): one pass keeps a
 * sorted buffer and inserts only items that beat its last one. Stable for equal items, like
 * Array.prototype.sort. Pure.
 */
export function firstInOrder<T>(items: readonly T[], compare: (a: T, b: T) => number, count: number): T[] {
  if (count <= 0) return [];
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]!) >= 0) continue;
    // Binary search for the first buffered item that sorts after this one (ties keep arrival order).
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}
