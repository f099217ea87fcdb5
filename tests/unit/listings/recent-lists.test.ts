import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addToRecentList,
  parseRecentList,
  recentListKey,
  RECENT_LIST_LIMIT,
  removeFromRecentList,
} from "@/lib/listings/recent-lists";

describe("viewed and enquired lists", () => {
  it("puts the newest first and never holds a listing twice", () => {
    let list: string[] = [];
    for (const id of ["1", "2", "3", "2"]) list = addToRecentList(list, id);
    expect(list).toEqual(["2", "3", "1"]);
  });

  it("keeps at most 100, dropping the oldest", () => {
    let list: string[] = [];
    for (let i = 1; i <= 150; i++) list = addToRecentList(list, String(i));
    expect(list).toHaveLength(RECENT_LIST_LIMIT);
    expect(RECENT_LIST_LIMIT).toBe(100);
    expect(list[0]).toBe("150");
    expect(list.at(-1)).toBe("51");
  });

  it("holds for any sequence of additions", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300 }).map(String), { maxLength: 400 }), (ids) => {
        const list = ids.reduce<string[]>((acc, id) => addToRecentList(acc, id), []);
        expect(new Set(list).size).toBe(list.length);
        expect(list.length).toBeLessThanOrEqual(100);
        if (ids.length) expect(list[0]).toBe(ids.at(-1));
      }),
    );
  });

  it("removes, keys by user and reads back only valid stored lists", () => {
    expect(removeFromRecentList(["1", "2"], "1")).toEqual(["2"]);
    expect(recentListKey("viewed", "m-42")).toBe("viewed-listings:m-42");
    expect(recentListKey("enquired", null)).toBe("enquired-listings:anon");
    expect(parseRecentList('["5","5","x",7,"6"]')).toEqual(["5", "6"]);
    expect(parseRecentList("{oops")).toEqual([]);
    expect(parseRecentList(JSON.stringify(Array.from({ length: 120 }, (_, i) => String(i + 1))))).toHaveLength(100);
  });
});
