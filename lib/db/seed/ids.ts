/**
 * Listing ids: non-sequential 9-digit numbers, so URLs do not invite scraping by counting.
 * Every listing has a serial (current listing i → 3i; historical listing j → 3⌊j/2⌋ + 1 + j mod 2),
 * which is stable whatever the total size, and the id is a bijective scramble of that serial
 * within 2^29, offset by 100,000,000. Bijective: two serials never share an id.
 */
const BITS = 29;
const MASK = 2 ** BITS - 1;
const ID_OFFSET = 100_000_000;

export const MAX_SERIAL = MASK;

export function currentListingSerial(index: number): number {
  return 3 * index;
}

export function historyListingSerial(index: number): number {
  return 3 * Math.floor(index / 2) + 1 + (index % 2);
}

/** Adding a constant, odd multipliers and xorshifts are each invertible modulo 2^29, so their composition is too. */
export function listingIdOf(serial: number): number {
  if (!Number.isInteger(serial) || serial < 0 || serial > MASK)
    throw new Error(`listing serial out of range: ${serial}`);
  let x = (serial + 0x1f3a5c7) & MASK;
  x = Math.imul(x, 0x2c1b3c6d) & MASK;
  x ^= x >>> 13;
  x = Math.imul(x, 0x297a2d39) & MASK;
  x ^= x >>> 11;
  return ID_OFFSET + (x >>> 0);
}
