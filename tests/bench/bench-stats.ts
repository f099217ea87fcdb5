// What the database benches share: how a set of timings is printed, and a fixed pseudo-random
// sequence so every run measures the same members, agents and listings.

/** "median … ms, p95 … ms (n=…)" of the samples, in milliseconds. */
export function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms (n=${samples.length})`;
}

/** A fixed pseudo-random sequence in [0, 1) from `seed` (a linear congruential generator). */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
