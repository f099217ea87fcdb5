/**
 * Listings withdrawn from sale or rent, for the "no longer available" page (410). Their ids come
 * from a serial range no generated listing uses (current and historical serials stay far below
 * it, even at a million listings), so a removed id never collides with a live one.
 */
import { createRandom, seedOf } from "@/lib/media/prng";
import { SEED } from "./config";
import { listingIdOf } from "./ids";
import type { World } from "./world";

export const REMOVED_SERIAL_BASE = 2 ** 28;
export const REMOVED_LISTING_COUNT = 40;

export interface ListingRemovalRow {
  listingId: number;
  removedAt: number;
  statusType: "buy" | "rent";
  propertyType: number;
  bedrooms: number;
  price: number;
  suburbId: number;
  stateCode: string;
  postcode: string;
  title: string;
  displayAddress: string;
}

export const LISTING_REMOVAL_COLUMNS = [
  ["listing_id", "listingId"],
  ["removed_at", "removedAt"],
  ["status_type", "statusType"],
  ["property_type", "propertyType"],
  ["bedrooms", "bedrooms"],
  ["price", "price"],
  ["suburb_id", "suburbId"],
  ["state_code", "stateCode"],
  ["postcode", "postcode"],
  ["title", "title"],
  ["display_address", "displayAddress"],
] as const satisfies readonly (readonly [string, keyof ListingRemovalRow])[];

const DAY_MS = 86_400_000;

export function removedListingId(index: number): number {
  return listingIdOf(REMOVED_SERIAL_BASE + index);
}

export function* generateListingRemovals(world: World): Generator<ListingRemovalRow> {
  for (let index = 0; index < REMOVED_LISTING_COUNT; index++) {
    const random = createRandom(seedOf(SEED, REMOVED_SERIAL_BASE + index));
    const { suburb } = world.drawSuburb(random.next());
    const street = random.pick(world.streetsOf(suburb));
    const rent = index % 3 === 2;
    const house = random.chance(0.6);
    const bedrooms = house ? random.int(3, 5) : random.int(1, 3);
    const sale = Math.round((suburb.medianHouse * (house ? 1 : 0.55) * (0.85 + (0.1 * bedrooms) / 3)) / 5000) * 5000;
    const price = rent ? Math.round((sale * 0.04) / 52 / 10) * 10 : sale;
    yield {
      listingId: removedListingId(index),
      removedAt: world.calendar.referenceMs - random.int(1, 60) * DAY_MS,
      statusType: rent ? "rent" : "buy",
      propertyType: house ? 7 : 4,
      bedrooms,
      price,
      suburbId: suburb.id,
      stateCode: suburb.stateCode,
      postcode: suburb.postcode,
      title: `${bedrooms} bedroom ${house ? "house" : "apartment"} in ${suburb.name}`,
      displayAddress: `${random.int(1, 180)} ${street.name}, ${suburb.name} ${suburb.stateCode} ${suburb.postcode}`,
    };
  }
}
