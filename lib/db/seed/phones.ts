/**
 * Australian phone numbers in the national formats, drawn only from the ranges ACMA sets aside
 * for fiction (so the seed never prints a real person's number):
 * landlines (0X) 5550 xxxx and (0X) 7010 xxxx, mobiles 0491 570 156–0491 570 737 and
 * 0491 571 266–0491 571 491 (subsets of the reserved blocks).
 */
import type { StateCode } from "@/lib/locations/states";
import type { Random } from "@/lib/media/prng";

const AREA_CODE: Record<StateCode, string> = {
  NSW: "02",
  ACT: "02",
  VIC: "03",
  TAS: "03",
  QLD: "07",
  SA: "08",
  WA: "08",
  NT: "08",
};

export function landline(state: StateCode, rng: Random): string {
  const exchange = rng.chance(0.5) ? "5550" : "7010";
  return `(${AREA_CODE[state]}) ${exchange} ${String(rng.int(0, 9999)).padStart(4, "0")}`;
}

export function mobile(rng: Random): string {
  const [block, low, high] = rng.chance(0.7) ? ["570", 156, 737] : ["571", 266, 491];
  return `0491 ${block} ${String(rng.int(low, high)).padStart(3, "0")}`;
}
