// The activities' merged timeline against an oracle: any page of the merge of several sources
// (each holding its own newest skip + take + 1) is that page of everything sorted, and hasMore
// says whether anything lies beyond it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activityPage,
  AGENT_ACTIVITY_TYPES,
  byNewestActivity,
  listingActivityHeadline,
  type ActivityRef,
} from "@/lib/agents/activity";

const ref = fc.record({
  type: fc.constantFrom(...AGENT_ACTIVITY_TYPES),
  id: fc.integer({ min: 1, max: 50 }),
  // Few distinct times, so ties between kinds and ids are common.
  at: fc.integer({ min: 0, max: 8 }),
});

/** Sources as the service builds them: distinct items, each source newest first, cut to n. */
const sources = fc
  .array(fc.uniqueArray(ref, { selector: (r) => `${r.type}-${r.id}` }), { minLength: 1, maxLength: 6 })
  .map((lists) => {
    const seen = new Set<string>();
    return lists.map((list) =>
      list.filter((r) => !seen.has(`${r.type}-${r.id}`) && seen.add(`${r.type}-${r.id}`)).sort(byNewestActivity),
    );
  });

describe("activityPage", () => {
  it("is the page of everything sorted, from each source's newest skip + take + 1", () => {
    fc.assert(
      fc.property(sources, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 6 }), (all, skip, take) => {
        const everything = all.flat().sort(byNewestActivity);
        const page = activityPage(
          all.map((source) => source.slice(0, skip + take + 1)),
          skip,
          take,
        );
        expect(page.items).toEqual(everything.slice(skip, skip + take));
        expect(page.hasMore).toBe(everything.length > skip + take);
      }),
    );
  });

  it("orders equal times by the product's type order, then the higher id", () => {
    const items: ActivityRef[] = [
      { type: "AskedAQuestion", id: 1, at: 5 },
      { type: "ListedAProperty", id: 2, at: 5 },
      { type: "ListedAProperty", id: 9, at: 5 },
      { type: "Reviewed", id: 3, at: 6 },
    ];
    expect(activityPage([items], 0, 10).items).toEqual([
      { type: "Reviewed", id: 3, at: 6 },
      { type: "ListedAProperty", id: 9, at: 5 },
      { type: "ListedAProperty", id: 2, at: 5 },
      { type: "AskedAQuestion", id: 1, at: 5 },
    ]);
  });
});

describe("listingActivityHeadline", () => {
  it("says what happened to the home in the words a person reads", () => {
    const address = "1 Campbell Parade, Bondi NSW 2026";
    expect(listingActivityHeadline("ListedAProperty", "buy", address)).toBe(`Listed for sale: ${address}`);
    expect(listingActivityHeadline("ListedAProperty", "sold", address)).toBe(`Listed for sale: ${address}`);
    expect(listingActivityHeadline("ListedAProperty", "leased", address)).toBe(`Listed for rent: ${address}`);
    expect(listingActivityHeadline("SoldOrLeasedAProperty", "sold", address)).toBe(`Sold ${address}`);
    expect(listingActivityHeadline("SoldOrLeasedAProperty", "leased", address)).toBe(`Leased ${address}`);
  });
});
