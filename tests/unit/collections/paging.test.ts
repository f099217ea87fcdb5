import { describe, expect, it } from "vitest";
import { collectionPaging, comparePicks, HOMES_PER_PAGE } from "@/lib/collections/paging";

describe("collectionPaging", () => {
  it("pages a collection of more than 50 homes in 50s", () => {
    expect(collectionPaging(undefined, 120)).toEqual({ page: 1, pages: 3, skip: 0, from: 1, to: 50 });
    expect(collectionPaging("2", 120)).toEqual({ page: 2, pages: 3, skip: 50, from: 51, to: 100 });
    expect(collectionPaging("3", 120)).toEqual({ page: 3, pages: 3, skip: 100, from: 101, to: 120 });
    expect(collectionPaging("1", HOMES_PER_PAGE)).toMatchObject({ pages: 1, to: 50 });
    expect(collectionPaging("1", HOMES_PER_PAGE + 1)).toMatchObject({ pages: 2 });
  });

  it("reads junk and pages past the last as the nearest real page", () => {
    expect(collectionPaging("9", 120)).toMatchObject({ page: 3, skip: 100 });
    expect(collectionPaging("0", 120)).toMatchObject({ page: 1, skip: 0 });
    expect(collectionPaging("-4", 120)).toMatchObject({ page: 1 });
    expect(collectionPaging("2.5", 120)).toMatchObject({ page: 1 });
    expect(collectionPaging("two", 120)).toMatchObject({ page: 1 });
    expect(collectionPaging(["2", "3"], 120)).toMatchObject({ page: 2 });
    expect(collectionPaging("2", 0)).toEqual({ page: 1, pages: 1, skip: 0, from: 0, to: 0 });
  });
});

describe("comparePicks", () => {
  it("keeps listing ids once each, in order, and drops anything else", () => {
    expect(comparePicks(["12", "7", "12", "x", "1e3", ""])).toEqual(["12", "7"]);
    expect(comparePicks("5")).toEqual(["5"]);
    expect(comparePicks(undefined)).toEqual([]);
  });
});
