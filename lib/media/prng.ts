/**
 * Tiny deterministic pseudo-random numbers. Shared by the seed generator (tooling) and the media
 * route (edge runtime), so it has no imports: the same seed must give the same photo and the same
 * listing everywhere. Not for anything security related.
 */

/** 32-bit integer hash (lowbias32). Mixes ids and positions into well-spread seeds. */
export function hash32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Combines several numbers into one seed, order-sensitive. */
export function seedOf(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = hash32(h ^ hash32(part | 0) ^ Math.floor(part / 2 ** 32));
  return h;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  range(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Approximately normal (sum of three uniforms), mean 0, sd ≈ 1. */
  gauss(): number;
}

/** mulberry32: fast, 32-bit state, good enough for picture and data variety. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    gauss: () => (next() + next() + next() - 1.5) * 2,
  };
}

/**
 * Cumulative weights for repeated weighted picks in O(log n).
 * Build once (e.g. suburbs by popularity), then call `pickIndex` with a uniform number.
 */
export class WeightedTable {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += Math.max(0, weights[i] ?? 0);
      this.cumulative[i] = sum;
    }
    if (sum <= 0) throw new Error("weighted table needs a positive weight");
    this.total = sum;
  }

  pickIndex(uniform: number): number {
    const target = uniform * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
