// applyFeedListing on real SQL (node:sqlite with the real migrations): each rule a portal applies
// to an agency's feed, from the REAXML fixtures, and properties of ordering and idempotency.
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import {
  feedListings,
  feedRunItems,
  listingAgents,
  listingPriceChanges,
  listingRemovals,
  listings,
} from "@/lib/db/schema";
import type { FeedListing } from "@/lib/feeds/feed-listing";
import { createServiceContext } from "@/lib/services/context";
import { applyFeedListing, type FeedRunScope } from "@/lib/services/feeds/apply-listing";
import { feedRunReport, finishFeedRun, queueFeedRun } from "@/lib/services/feeds/feed-runs";
import {
  AGENT,
  CHURCH_STREET,
  entryOf,
  feedTestDatabase,
  fixtureListing,
  OFFICE,
  PERTH,
  RICHMOND_CENTRE,
  RICHMOND_VIC,
} from "./feed-test-db";
import { fixtureEntries } from "../../feeds/support";

const NOW = Date.UTC(2026, 11, 10, 1, 0, 0);
let db: Database;
let run: FeedRunScope;
const ctx = (now = NOW) => createServiceContext(db, now);
const ALL_OFFICES = [OFFICE.richmond, OFFICE.perth, OFFICE.other];
const apply = (listing: FeedListing, scope: FeedRunScope = run) => applyFeedListing(ctx(), scope, entryOf(listing));

const JANE = { position: 1, name: "Jane Citizen", email: "jane.citizen@example.com.au", phones: [] };

beforeEach(async () => {
  db = await feedTestDatabase();
  run = await queueFeedRun(ctx(), { keyId: "k1", officeIds: ALL_OFFICES }, null);
});

async function rowOf(id: number | null) {
  return db
    .select()
    .from(listings)
    .where(eq(listings.id, id ?? -1))
    .get();
}

/** Every spelling of a figure a text could carry. */
function spellings(amount: number): string[] {
  const grouped = amount.toLocaleString("en-AU");
  return [
    String(amount),
    grouped,
    `$${grouped}`,
    `${(amount / 1_000_000).toFixed(2)}M`,
    `${Math.round(amount / 1000)}k`,
  ];
}

describe("a new home", () => {
  it("is created from a full residential listing: place on its street, agent by e-mail, the unknown co-agent reported", async () => {
    const listing = await fixtureListing("residential-full.xml");
    const applied = await apply(listing);
    expect(applied.outcome).toBe("created");
    const row = await rowOf(applied.listingId);
    expect(row).toMatchObject({
      statusType: "buy",
      propertyType: 7,
      suburbId: RICHMOND_VIC,
      stateCode: "VIC",
      postcode: "3121",
      streetNumber: "2/39",
      streetName: "Church Street",
      ...CHURCH_STREET,
      coordinatePrecision: "street",
      agentId: AGENT.jane,
      officeId: OFFICE.richmond,
      bedrooms: 3,
      carSpaces: 2,
      listedAt: NOW,
      priceText: "Auction Guide $1,250,000 - $1,350,000",
    });
    // Sam Lee is an agent of another office on our site: never matched across offices, never invented.
    expect(await db.select().from(listingAgents).where(eq(listingAgents.listingId, applied.listingId!))).toEqual([]);
    expect(applied.problems).toContainEqual({
      path: "listingAgent/email",
      message: expect.stringContaining("sam.lee@example.com.au"),
    });
  });

  it("is placed on its suburb's centre, and says so, when we do not know its street", async () => {
    const listing = await fixtureListing("residential-full.xml");
    const applied = await apply({ ...listing, address: { ...listing.address!, street: "Nowhere Lane" } });
    expect(await rowOf(applied.listingId)).toMatchObject({ ...RICHMOND_CENTRE, coordinatePrecision: "locality" });
  });

  it("matches suburb, state and postcode whatever their case; a miss is rejected naming the closest localities", async () => {
    const listing = await fixtureListing("rental.xml");
    expect((await apply(listing)).outcome).toBe("created");
    expect((await rowOf((await apply({ ...listing, uniqueId: "R-78" })).listingId))?.suburbId).toBe(PERTH);

    const full = await fixtureListing("residential-full.xml");
    const wrongState = await apply({ ...full, address: { ...full.address!, state: "NSW" } });
    expect(wrongState.outcome).toBe("rejected");
    expect(wrongState.listingId).toBeNull();
    const message = wrongState.problems.find((p) => p.path === "address/suburb")?.message ?? "";
    expect(message).toMatch(/^Richmond NSW 3121 is not a locality we know\. Did you mean /);
    // Closest first: same name and postcode, then same name and state, then same postcode.
    expect(message).toContain("Did you mean Richmond VIC 3121, Richmond NSW 2753 or Cremorne VIC 3121?");
    expect(await db.select().from(listings)).toHaveLength(2);
  });

  it("is rejected when none of its agents is one of the office's", async () => {
    const listing = await fixtureListing("residential-full.xml");
    const applied = await apply({ ...listing, agents: [{ ...JANE, email: "nobody@example.com" }] });
    expect(applied.outcome).toBe("rejected");
    expect(applied.problems.map((p) => p.path)).toEqual(expect.arrayContaining(["listingAgent/email", "listingAgent"]));
    expect(await db.select().from(listings)).toHaveLength(0);
  });

  it("is invalid until an address comes", async () => {
    const { address: _address, ...noAddress } = await fixtureListing("residential-full.xml");
    const applied = await apply(noAddress);
    expect(applied).toMatchObject({ outcome: "rejected", listingId: null });
    expect(applied.problems.at(-1)?.path).toBe("address");
    expect(await db.select().from(feedListings)).toHaveLength(0);
  });

  it("is never created by a sold, leased, withdrawn or off-market record", async () => {
    for (const file of ["sold-update.xml", "withdrawn.xml"]) {
      for (const entry of await fixtureEntries(file)) {
        const applied = await applyFeedListing(ctx(), run, entry);
        expect(applied.outcome).toBe("rejected");
        expect(applied.problems.at(-1)?.path).toBe("@status");
      }
    }
    expect(await db.select().from(listings)).toHaveLength(0);
    expect(await db.select().from(listingRemovals)).toHaveLength(0);
  });

  it("is rejected for an office outside the key's scope", async () => {
    const narrow = await queueFeedRun(ctx(), { keyId: "k2", officeIds: [OFFICE.perth] }, null);
    const applied = await apply(await fixtureListing("residential-full.xml"), narrow);
    expect(applied.outcome).toBe("rejected");
    expect(applied.problems.at(-1)).toMatchObject({ path: "agentID", message: expect.stringContaining("HFRICH") });
    expect(await db.select().from(listings)).toHaveLength(0);
    const unknownCode = await apply({ ...(await fixtureListing("residential-full.xml")), agentId: "NOPE" });
    expect(unknownCode.outcome).toBe("rejected");
  });
});

describe("updates", () => {
  it("keeps what a partial update omits, and a hidden sold price only as the search price", async () => {
    const full = await fixtureListing("residential-full.xml");
    const created = await apply(full);
    const sold = await fixtureListing("sold-update.xml");
    const applied = await apply(sold);
    expect(applied).toMatchObject({ outcome: "sold", listingId: created.listingId });
    const row = await rowOf(created.listingId);
    expect(row).toMatchObject({
      statusType: "sold",
      bedrooms: 3,
      title: full.headline,
      streetName: "Church Street",
      price: 1_410_000,
      soldPrice: null,
      priceText: "Price withheld",
    });
    expect(row?.soldAt).toBeGreaterThan(0);
    for (const text of [row!.priceText, row!.priceLongText, JSON.stringify(applied)])
      for (const spelling of spellings(1_410_000)) expect(text).not.toContain(spelling);
  });

  it("never rolls a home back: an older modTime is unchanged, and the newer content stays", async () => {
    const full = await fixtureListing("residential-full.xml");
    await apply(full);
    const newer = { ...full, modTime: "2026-11-25T00:00:00.000Z", bedrooms: 4 };
    expect((await apply(newer)).outcome).toBe("updated");
    const older = { ...full, modTime: "2026-11-21T00:00:00.000Z", bedrooms: 2 };
    const applied = await apply(older);
    expect(applied.outcome).toBe("unchanged");
    expect(applied.problems.at(-1)?.path).toBe("@modTime");
    expect((await rowOf(applied.listingId))?.bedrooms).toBe(4);
  });

  it("records a price change the way collections read it", async () => {
    const full = await fixtureListing("residential-full.xml");
    const created = await apply(full);
    const before = await db
      .select()
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.listingId, created.listingId!));
    await apply({ ...full, modTime: "2026-11-25T00:00:00.000Z", priceView: "Auction Guide $1,200,000" });
    const after = await db
      .select()
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.listingId, created.listingId!));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)?.priceText).toBe("Auction Guide $1,200,000");
  });

  it("takes a withdrawn home off the site as a removal, once, and lists it again under the same id", async () => {
    const rental = await fixtureListing("rental.xml");
    const created = await apply(rental);
    const withdrawn = (await fixtureListing("withdrawn.xml", "R-77"))!;
    expect(await apply(withdrawn)).toMatchObject({ outcome: "withdrawn", listingId: created.listingId });
    expect(await rowOf(created.listingId)).toBeUndefined();
    expect(await db.select().from(listingRemovals)).toEqual([
      expect.objectContaining({ listingId: created.listingId, statusType: "rent", suburbId: PERTH }),
    ]);
    expect((await apply(withdrawn)).outcome).toBe("unchanged");
    const relisted = await apply({ ...rental, modTime: "2026-12-05T00:00:00.000Z" });
    expect(relisted).toMatchObject({ outcome: "updated", listingId: created.listingId });
    expect((await rowOf(created.listingId))?.statusType).toBe("rent");
    expect(await db.select().from(listingRemovals)).toHaveLength(0);
  });
});

const SITE = "https://homefront.example";

describe("a hidden price", () => {
  it("places the home in price searches and is in no text, problem or report", async () => {
    const listing = { ...(await fixtureListing("hidden-price.xml")), agents: [JANE] };
    const applied = await apply(listing);
    expect(applied.outcome).toBe("created");
    const row = await rowOf(applied.listingId);
    expect(row?.price).toBe(1_850_000);
    await finishFeedRun(ctx(), run.id);
    const report = JSON.stringify(await feedRunReport(ctx(), "k1", run.id, SITE));
    for (const text of [row!.priceText, row!.priceLongText, report])
      for (const spelling of spellings(1_850_000)) expect(text).not.toContain(spelling);
  });
});

describe("runs", () => {
  it("count each outcome from their report lines, and a report is only its key's", async () => {
    const full = await fixtureListing("residential-full.xml");
    await apply(full);
    await apply(full);
    await apply({ ...full, agentId: "NOPE" });
    await finishFeedRun(ctx(), run.id);
    const result = await feedRunReport(ctx(), "k1", run.id, SITE);
    if (!result.ok) throw new Error(result.message);
    const { report } = result;
    expect(report).toMatchObject({ status: "done", counts: { created: 1, unchanged: 1, rejected: 1, updated: 0 } });
    expect(report.listings.map((line) => line.outcome)).toEqual(["created", "unchanged", "rejected"]);
    // The created home's line links to its page; the rejected one has none.
    expect(report.listings[0]!.url).toMatch(new RegExp(`^${SITE}/homes/[a-z0-9-]+/${report.listings[0]!.listingId}$`));
    expect(report.listings[2]!.url).toBeNull();
    expect(await feedRunReport(ctx(), "someone-else", run.id, SITE)).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});

describe("properties", () => {
  let serial = 0;
  const variant = fc.record({
    bedrooms: fc.integer({ min: 0, max: 9 }),
    bathrooms: fc.integer({ min: 0, max: 5 }),
    amount: fc.integer({ min: 100_000, max: 5_000_000 }),
    display: fc.boolean(),
    headline: fc.string({ minLength: 1, maxLength: 30 }),
  });

  type Variant = typeof variant extends fc.Arbitrary<infer V> ? V : never;

  async function base(): Promise<FeedListing> {
    return { ...(await fixtureListing("residential-full.xml")), uniqueId: `P-${serial++}`, priceView: undefined };
  }
  const withVariant = (listing: FeedListing, v: Variant, modTime: string): FeedListing => ({
    ...listing,
    modTime,
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    price: { amount: v.amount, display: v.display },
    headline: v.headline,
  });

  it("applying the same listing twice changes nothing the second time", async () => {
    const start = await base();
    await fc.assert(
      fc.asyncProperty(variant, async (v) => {
        const listing = withVariant({ ...start, uniqueId: `P-${serial++}` }, v, "2026-11-20T00:00:00.000Z");
        const first = await apply(listing);
        const rowAfterFirst = await rowOf(first.listingId);
        const second = await apply(listing);
        expect(second).toMatchObject({ outcome: "unchanged", listingId: first.listingId });
        expect(await rowOf(first.listingId)).toEqual(rowAfterFirst);
      }),
      { numRuns: 25 },
    );
  });

  it("full updates applied in any order end at the newest modTime's content", async () => {
    const start = await base();
    // Versions with rising modTimes, and an order to deliver them in.
    const deliveries = fc.array(variant, { minLength: 2, maxLength: 4 }).chain((vs) =>
      fc.tuple(
        fc.constant(vs),
        fc.shuffledSubarray(
          vs.map((_, i) => i),
          { minLength: vs.length, maxLength: vs.length },
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(deliveries, async ([vs, order]) => {
        const uniqueId = `P-${serial++}`;
        const timed = vs.map((v, i) =>
          withVariant({ ...start, uniqueId }, v, new Date(Date.UTC(2026, 10, 20 + i)).toISOString()),
        );
        let listingId: number | null = null;
        for (const version of order.map((i) => timed[i]!)) listingId = (await apply(version)).listingId ?? listingId;
        const newest = timed.at(-1)!;
        const row = await rowOf(listingId);
        expect(row).toMatchObject({ bedrooms: newest.bedrooms, bathrooms: newest.bathrooms, title: newest.headline });
        expect(row?.price).toBe(newest.price!.amount);
        const held = await db.select().from(feedListings).where(eq(feedListings.uniqueId, uniqueId)).get();
        expect(held?.modTime).toBe(Date.parse(newest.modTime!));
      }),
      { numRuns: 25 },
    );
  });
});

it("writes a report line for every listing, applied or not", async () => {
  const entries = await fixtureEntries("mixed-commercial.xml");
  for (const entry of entries) await applyFeedListing(ctx(), run, entry);
  expect(await db.select().from(feedRunItems).where(eq(feedRunItems.runId, run.id))).toHaveLength(entries.length);
});
