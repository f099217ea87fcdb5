/**
 * Vitest setup for the unit tests. A failing property prints its seed (fast-check's own message:
 * `{ seed: …, path: … }`); `FC_SEED=<seed>` runs every property from that seed, so the failure
 * comes back on the same code. Without it each run draws new seeds, as it should.
 */
import fc from "fast-check";

const seed = process.env.FC_SEED;
if (seed) {
  if (!/^-?\d+$/.test(seed))
    throw new Error(`FC_SEED must be an integer (a seed fast-check printed), not ${JSON.stringify(seed)}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed) });
}
