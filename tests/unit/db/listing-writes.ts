/**
 * Random listing writes for the tests of the figure tables the listing triggers keep (per suburb,
 * per map cell): inserts copied from an existing listing, updates of everything the figures
 * depend on (place, position, mode, type, bedrooms, price) and deletes.
 */
import fc from "fast-check";
import type { DatabaseSync } from "node:sqlite";
import { FIXTURE_SUBURBS } from "./search-fixture";
import { snapToCells } from "./search-arbitraries";

export const STATUSES = ["buy", "rent", "sold", "leased"] as const;
const SUBURB_IDS = FIXTURE_SUBURBS.map((suburb) => suburb.id);
const price = fc.option(fc.integer({ min: 100, max: 5_000_000 }));

/** A position near a fixture suburb, sometimes exactly on a small, large, coarse or country cell boundary. */
const position = fc
  .tuple(
    fc.constantFrom(...FIXTURE_SUBURBS),
    fc.double({ min: -0.03, max: 0.03, noNaN: true }),
    fc.double({ min: -0.03, max: 0.03, noNaN: true }),
    fc.constantFrom(0, 200, 50, 6.25, 0.78125),
  )
  .map(([place, dy, dx, snap]) => ({
    latitude: snapToCells(place.latitude + dy, snap),
    longitude: snapToCells(place.longitude + dx, snap),
  }));

export type ListingWrite =
  | { kind: "insert"; pick: number; price: number | null; status: (typeof STATUSES)[number] }
  | {
      kind: "update";
      pick: number;
      price: number | null;
      status: (typeof STATUSES)[number];
      suburb: number;
      propertyType: number;
      bedrooms: number;
      position: { latitude: number; longitude: number } | null;
    }
  | { kind: "delete"; pick: number };

export const listingWrite: fc.Arbitrary<ListingWrite> = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), pick: fc.nat(), price, status: fc.constantFrom(...STATUSES) }),
  fc.record({
    kind: fc.constant("update" as const),
    pick: fc.nat(),
    price,
    status: fc.constantFrom(...STATUSES),
    suburb: fc.constantFrom(...SUBURB_IDS),
    propertyType: fc.constantFrom(1, 7, 14, 19, 22),
    bedrooms: fc.integer({ min: 0, max: 7 }),
    position: fc.option(position),
  }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);

let nextId = 900_000_000;

/** Applies one write with plain SQL, as an import or an admin tool would, so only the triggers keep the figures. */
export function applyListingWrite(sqlite: DatabaseSync, write: ListingWrite): void {
  const ids = sqlite.prepare("SELECT id FROM listings ORDER BY id").all() as { id: number }[];
  const id = ids[write.pick % ids.length]!.id;
  if (write.kind === "delete") {
    sqlite.prepare("DELETE FROM listings WHERE id = ?").run(id);
  } else if (write.kind === "insert") {
    sqlite.exec("DROP TABLE IF EXISTS temp.copy");
    sqlite.prepare("CREATE TEMP TABLE copy AS SELECT * FROM listings WHERE id = ?").run(id);
    sqlite.prepare("UPDATE temp.copy SET id = ?, price = ?, status_type = ?").run(nextId++, write.price, write.status);
    sqlite.exec("INSERT INTO listings SELECT * FROM temp.copy; DROP TABLE temp.copy");
  } else {
    sqlite
      .prepare(
        "UPDATE listings SET price = ?, status_type = ?, suburb_id = ?, property_type = ?, bedrooms = ? WHERE id = ?",
      )
      .run(write.price, write.status, write.suburb, write.propertyType, write.bedrooms, id);
    if (write.position) {
      sqlite
        .prepare("UPDATE listings SET latitude = ?, longitude = ? WHERE id = ?")
        .run(write.position.latitude, write.position.longitude, id);
    }
  }
}
