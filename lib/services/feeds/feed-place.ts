import { findStreet, findSuburb, suburbCandidates, type SuburbRow } from "../../db/queries/feeds/feed-listings";
import type { Database } from "../../db/database";
import type { FeedListing } from "../../feeds/feed-listing";
import type { FeedProblem } from "../../feeds/problems";
import { normaliseSearchName } from "../../locations/location-text";

/** Where a feed home is on our map, and how exactly: REAXML carries no coordinates. */
export interface FeedPlace {
  suburbId: number;
  latitude: number;
  longitude: number;
  precision: "street" | "locality";
}

type Address = NonNullable<FeedListing["address"]>;

const CANDIDATES_NAMED = 3;

/** Shared leading letters: "Bondi" and "Bondi Junction" are close, "Bondi" and "Coogee" are not. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** The suburbs closest to what the feed wrote: same name, then same postcode, then same state and similar name. */
export function closestSuburbs(address: Address, found: readonly SuburbRow[]): SuburbRow[] {
  const name = normaliseSearchName(address.suburb);
  const score = (row: SuburbRow) =>
    (normaliseSearchName(row.name) === name ? 8 : 0) +
    (row.postcode === address.postcode ? 4 : 0) +
    (row.stateCode === address.state ? 2 : 0) +
    sharedStart(normaliseSearchName(row.name), name) / Math.max(name.length, 1);
  return [...found]
    .sort((a, b) => score(b) - score(a) || a.name.localeCompare(b.name) || a.id - b.id)
    .slice(0, CANDIDATES_NAMED);
}

function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/**
 * The home's suburb by its suburb, state and postcode (any case), and its point: on its street
 * when we know the street in that suburb, else on the suburb's centre. A miss is a problem that
 * names the closest localities we have.
 */
export async function placeOf(
  db: Database,
  address: Address,
): Promise<{ ok: true; place: FeedPlace } | { ok: false; problem: FeedProblem }> {
  const name = normaliseSearchName(address.suburb);
  const suburb = await findSuburb(db, name, address.state, address.postcode);
  if (!suburb) {
    const closest = closestSuburbs(address, await suburbCandidates(db, name, address.state, address.postcode));
    const named = closest.map((row) => `${row.name} ${row.stateCode} ${row.postcode ?? ""}`.trim());
    const asked = `${address.suburb} ${address.state} ${address.postcode}`;
    return {
      ok: false,
      problem: {
        path: "address/suburb",
        message:
          named.length > 0
            ? `${asked} is not a locality we know. Did you mean ${listOf(named)}? Check the suburb, state and postcode together.`
            : `${asked} is not a locality we know. Check the suburb, state and postcode together.`,
      },
    };
  }
  const street = address.street ? await findStreet(db, suburb.id, normaliseSearchName(address.street)) : undefined;
  return {
    ok: true,
    place: street
      ? { suburbId: suburb.id, ...street, precision: "street" }
      : { suburbId: suburb.id, latitude: suburb.latitude, longitude: suburb.longitude, precision: "locality" },
  };
}
