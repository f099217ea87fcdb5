import { describe, expect, it } from "vitest";
import {
  bestValueFormValues,
  bestValuePath,
  bestValueQuestion,
  marketRankingsPath,
  parseBestValueQuery,
  sharedRankingsPath,
} from "@/lib/locations/market-ranking-urls";

const parse = (query: string) => parseBestValueQuery(new URLSearchParams(query));
const shared = (path: string) => sharedRankingsPath(new URL(path, "https://homefront.test"));

describe("market ranking addresses", () => {
  it("reads the buyer's question, the distance optional", () => {
    expect(parse("type=houses&beds=3&max=900000&km=20")).toEqual({
      ok: true,
      query: { type: "houses", beds: 3, max: 900_000, km: 20 },
    });
    expect(parse("type=units&beds=1&max=450000&km=")).toEqual({
      ok: true,
      query: { type: "units", beds: 1, max: 450_000 },
    });
    expect(parse("type=units&beds=1&max=450000")).toMatchObject({ ok: true, query: { km: undefined } });
  });

  it("refuses a bad question with a sentence a person understands", () => {
    expect(parse("type=castles&beds=3&max=900000")).toEqual({
      ok: false,
      message: "Choose a property type: houses, townhouses, units or apartments.",
    });
    expect(parse("type=houses&beds=9&max=900000")).toEqual({ ok: false, message: "Choose from 1 to 5 bedrooms." });
    for (const max of ["", "abc", "99999", "20000001", "9e5", "-1"])
      expect(parse(`type=houses&beds=3&max=${max}`)).toEqual({
        ok: false,
        message: "Enter a budget from $100,000 to $20,000,000, in whole dollars.",
      });
    expect(parse("type=houses&beds=3&max=900000&km=0")).toEqual({
      ok: false,
      message: "Enter a distance from 1 to 100 km, or leave it empty for anywhere.",
    });
  });

  it("builds the shareable address in one order, and says the question in words", () => {
    expect(marketRankingsPath()).toBe("/locations/rankings");
    expect(marketRankingsPath("vic")).toBe("/locations/rankings/vic");
    expect(bestValuePath("vic", { type: "houses", beds: 3, max: 900_000, km: 20 })).toBe(
      "/locations/rankings/vic/best-value?type=houses&beds=3&max=900000&km=20",
    );
    expect(bestValuePath(undefined, { type: "units", beds: 5, max: 500_000 })).toBe(
      "/locations/rankings/best-value?type=units&beds=5&max=500000",
    );
    expect(bestValueQuestion({ type: "houses", beds: 3, max: 900_000, km: 20 })).toBe(
      "a 3-bedroom house under $900,000 within 20 km of the CBD",
    );
    expect(bestValueQuestion({ type: "apartments", beds: 5, max: 2_000_000 })).toBe(
      "a 5+-bedroom apartment under $2,000,000",
    );
  });

  it("the edge page cache keeps a rankings page by its path and a best-value page by its valid question only", () => {
    expect(shared("/locations/rankings?utm_source=x")).toBe("/locations/rankings");
    expect(shared("/locations/rankings/vic?x=1")).toBe("/locations/rankings/vic");
    expect(shared("/locations/rankings/vic/best-value?km=20&max=900000&utm=1&beds=3&type=houses")).toBe(
      "/locations/rankings/vic/best-value?type=houses&beds=3&max=900000&km=20",
    );
    expect(shared("/locations/rankings/best-value?type=houses&beds=3&max=900000")).toBe(
      "/locations/rankings/best-value?type=houses&beds=3&max=900000",
    );
    // The form without a question, or a bad one, renders with its message and is never stored.
    expect(shared("/locations/rankings/vic/best-value")).toBeUndefined();
    expect(shared("/locations/rankings/vic/best-value?type=houses&beds=3&max=1")).toBeUndefined();
    expect(shared("/locations/rankings/vic/other")).toBeUndefined();
    expect(shared("/locations/rankings/a/b/best-value?type=houses&beds=3&max=900000")).toBeUndefined();
    expect(shared("/locations/rankings/VIC")).toBeUndefined();
    expect(shared("/locations/melbourne-vic-3000")).toBeUndefined();
  });

  it("fills the form with the question asked: canonical when valid, as typed when not, the example when none", () => {
    const values = (query: string) => bestValueFormValues(new URLSearchParams(query));
    expect(values("")).toEqual({ type: "houses", beds: "3", max: "900000", km: "20" });
    expect(values("utm_source=mail")).toEqual({ type: "houses", beds: "3", max: "900000", km: "20" });
    expect(values("type=apartments&beds=2&max=1200000&km=10")).toEqual({
      type: "apartments",
      beds: "2",
      max: "1200000",
      km: "10",
    });
    expect(values("type=units&beds=1&max=%20450000&km=")).toEqual({ type: "units", beds: "1", max: "450000", km: "" });
    // A bad budget stays as typed, so only it needs fixing; a field not sent stays empty.
    expect(values("type=units&beds=2&max=5000")).toEqual({ type: "units", beds: "2", max: "5000", km: "" });
  });
});
