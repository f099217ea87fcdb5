/**
 * Fixed inputs of the seed. Changing any of these changes the whole data set, so they live in
 * one place; tests import them to pin determinism.
 */
import type { StateCode } from "@/lib/locations/states";

/** faker.seed() and the root of every per-row random stream. */
export const SEED = 20_260_101;

/** Suburb location id = SUBURB_ID_OFFSET + Australia Post source id (Melbourne 3000 → 5713470). */
export const SUBURB_ID_OFFSET = 5_708_724;
export const MELBOURNE_SOURCE_ID = 4746;

/** State ids 1–8 in STATES order; region, area and street ids live in their own ranges. */
export const REGION_ID_BASE = 1_000;
export const AREA_ID_BASE = 2_000;
export const STREET_ID_BASE = 10_000_000;
/** Streets per suburb are capped below this so street ids never collide. */
export const STREET_ID_STRIDE = 20;

/** Share of listings per state, by population (ABS estimated resident population). */
export const STATE_SHARE: Record<StateCode, number> = {
  NSW: 0.31,
  VIC: 0.26,
  QLD: 0.2,
  WA: 0.11,
  SA: 0.07,
  TAS: 0.02,
  ACT: 0.02,
  NT: 0.01,
};

/** Default number of current (buy + rent) listings; sold + leased are twice this. */
export const DEFAULT_CURRENT_LISTINGS = 20_000;
export const HISTORY_PER_CURRENT = 2;
/** Of current listings, the share for sale (the rest are for rent). */
export const BUY_SHARE = 0.6;
/** Of historical listings, the share sold (the rest leased). */
export const SOLD_SHARE = 0.6;

export const DAY_MS = 86_400_000;
