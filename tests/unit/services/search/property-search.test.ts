/**
 * The property search (/api/v1/search/properties): what someone typed read as a number and a
 * street, the answer checked against the fixture's rows in plain JavaScript, a withheld address
 * never found by its street, and the statement reading the street index (no scan of listings).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeSqliteDatabase } from "@/lib/db/node-sqlite";
import { createServiceContext } from "@/lib/services/context";
import {
  DEFAULT_PROPERTY_RESULTS,
  MAX_PROPERTY_RESULTS,
  readTypedAddress,
  searchProperties,
} from "@/lib/services/search/property-search";
import { createSearchFixture, FIXTURE_NOW, type SearchFixture } from "../../db/search-fixture";

let fixture: SearchFixture;
beforeAll(async () => {
  fixture = await createSearchFixture();
});
afterAll(() => fixture.sqlite.close());

const search = (q: string, take?: string) =>
  searchProperties(createServiceContext(fixture.db, FIXTURE_NOW), { q, take: take ?? null });

describe("readTypedAddress", () => {
  it.each([
    ["kookaburra", { streetPrefix: "kookaburra" }],
    ["12 Hall", { streetNumber: "12", streetPrefix: "Hall" }],
    ["3/12 hall street", { streetNumber: "3/12", streetPrefix: "hall street" }],
    ["12a, Hall", { streetNumber: "12A", streetPrefix: "Hall" }],
    ["  Campbell   Parade ", { streetPrefix: "Campbell Parade" }],
    // A number alone names no street: it is looked for as a street name, not every number 12.
    ["12", { streetPrefix: "12" }],
  ])("reads %j", (typed, expected) => {
    expect(readTypedAddress(typed)).toEqual(expected);
  });
});

describe("searchProperties", () => {
  it("finds the disclosed addresses on streets starting with what was typed, any case", async () => {
    const result = await search("CAMPBELL");
    if (!result.ok) throw new Error(result.message);
    const expected = new Set(
      fixture.listingRows
        .filter((row) => !row.addressHidden && row.streetName.toLowerCase().startsWith("campbell"))
        .map((row) => row.id),
    );
    expect(expected.size).toBeGreaterThan(DEFAULT_PROPERTY_RESULTS);
    expect(result.listings).toHaveLength(DEFAULT_PROPERTY_RESULTS);
    for (const listing of result.listings) expect(expected.has(listing.id)).toBe(true);
  });

  it("with a number, every home at that number on those streets and nothing else", async () => {
    const row = fixture.listingRows.find((r) => !r.addressHidden && r.streetName === "Hall Street")!;
    const expected = fixture.listingRows
      .filter((r) => !r.addressHidden && r.streetNumber === row.streetNumber && r.streetName.startsWith("Hall St"))
      .map((r) => r.id);
    expect(expected.length).toBeLessThanOrEqual(MAX_PROPERTY_RESULTS);
    const result = await search(`${row.streetNumber} hall st`, String(MAX_PROPERTY_RESULTS));
    if (!result.ok) throw new Error(result.message);
    expect(result.listings.map((listing) => listing.id).sort()).toEqual([...expected].sort());
    expect(expected).toContain(row.id);
  });

  it("never finds a home whose address is withheld, even by its exact number and street", async () => {
    const hidden = fixture.listingRows.filter((r) => r.addressHidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden.slice(0, 10)) {
      const result = await search(`${row.streetNumber} ${row.streetName}`, String(MAX_PROPERTY_RESULTS));
      if (!result.ok) throw new Error(result.message);
      expect(result.listings.map((listing) => listing.id)).not.toContain(row.id);
      for (const listing of result.listings) expect(listing.address.street).not.toBeNull();
    }
  });

  it("treats % and _ as letters, not wildcards", async () => {
    const result = await search("%all");
    expect(result.ok && result.listings).toEqual([]);
  });

  it("refuses what cannot be searched with a sentence naming q or take", async () => {
    expect(await search(" ")).toMatchObject({ ok: false, code: "BAD_INPUT", message: expect.stringMatching(/in q/) });
    expect(await search("hall", "21")).toMatchObject({ ok: false, code: "BAD_INPUT", message: "take is at most 20." });
    expect(await search("hall", "two")).toMatchObject({
      ok: false,
      code: "BAD_INPUT",
      message: "take must be a number.",
    });
    expect(await search("x".repeat(101))).toMatchObject({ ok: false, message: "q is at most 100 characters." });
  });

  it("reads the street index: a range of it, never a scan of the listings", async () => {
    const statements: { sql: string; params: readonly unknown[] }[] = [];
    const db = nodeSqliteDatabase(fixture.sqlite, (sql, params) => statements.push({ sql, params }));
    await searchProperties(createServiceContext(db, FIXTURE_NOW), { q: "12 hall" });
    const streetQuery = statements.find((s) => /LIKE/.test(s.sql));
    expect(streetQuery).toBeDefined();
    const plan = (
      fixture.sqlite.prepare(`EXPLAIN QUERY PLAN ${streetQuery!.sql}`).all(...(streetQuery!.params as never[])) as {
        detail: string;
      }[]
    ).map((line) => line.detail);
    expect(plan.join("\n")).toMatch(/SEARCH listings USING (COVERING )?INDEX listings_street_idx/);
    expect(plan.join("\n")).not.toMatch(/SCAN listings/);
  });
});
