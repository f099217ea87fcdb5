import { describe, expect, it } from "vitest";
import { compareRows, type ComparedListing } from "@/lib/collections/compare";

const NOW = Date.parse("2026-11-24T00:00:00Z");
const home = (over: Partial<ComparedListing>): ComparedListing => ({
  listingId: "1",
  title: "1 Test St",
  statusType: "buy",
  priceText: "$1,000,000",
  price: 1_000_000,
  soldPrice: null,
  bedrooms: 3,
  bathrooms: 2,
  cars: 1,
  landArea: 500,
  buildingArea: 200,
  energyRating: 6,
  listedDate: "2026-11-14T00:00:00Z",
  endedDate: null,
  nextInspection: null,
  schools: ["Bondi Public School"],
  reactions: {},
  ...over,
});

const row = (rows: ReturnType<typeof compareRows>, label: string) => rows.find((r) => r.label === label)!;

describe("compareRows", () => {
  it("works out $/m² and days listed, and highlights the lower price per m²", () => {
    const rows = compareRows([home({}), home({ listingId: "2", price: 1_500_000, priceText: "$1,500,000" })], [], NOW);
    expect(row(rows, "$/m² of land")).toEqual({
      label: "$/m² of land",
      values: ["$2,000/m²", "$3,000/m²"],
      best: [true, false],
    });
    expect(row(rows, "$/m² of building").values).toEqual(["$5,000/m²", "$7,500/m²"]);
    expect(row(rows, "Bedrooms")).toMatchObject({ values: ["3", "3"], best: [false, false] });
    expect(row(rows, "Days listed").values).toEqual(["10 days", "10 days"]);
  });

  it("uses the sold price and never invents one that is withheld", () => {
    const rows = compareRows(
      [
        home({ statusType: "sold", soldPrice: 900_000, endedDate: "2026-11-20T00:00:00Z" }),
        home({ listingId: "2", statusType: "sold", soldPrice: null, price: null }),
      ],
      [],
      NOW,
    );
    expect(row(rows, "Price").values).toEqual(["Sold $900,000", "Sold, price withheld"]);
    expect(row(rows, "$/m² of land").values).toEqual(["$1,800/m²", "–"]);
    expect(row(rows, "Days listed").values[0]).toBe("6 days");
  });

  it("has a row per contributor's reaction", () => {
    const rows = compareRows(
      [
        home({ reactions: { a: { reactionType: "like", comment: "Great yard" } } }),
        home({ listingId: "2", reactions: { a: { reactionType: "dislike", comment: null } } }),
      ],
      [{ memberId: "a", name: "Alex" }],
      NOW,
    );
    expect(row(rows, "Alex's reaction")).toEqual({
      label: "Alex's reaction",
      values: ["Likes: “Great yard”", "Dislikes"],
      best: [false, false],
    });
  });

  it("highlights the best value of each row with an order, and nothing in the others", () => {
    const rows = compareRows(
      [
        home({ price: 900_000, bedrooms: 4, bathrooms: 1, cars: 2, landArea: 600, energyRating: 5 }),
        home({ listingId: "2", price: 800_000, bedrooms: 3, bathrooms: 2, cars: 2, landArea: null, energyRating: 7 }),
        home({ listingId: "3", price: null, bedrooms: 2, bathrooms: 2, cars: 0, landArea: 450, energyRating: null }),
      ],
      [],
      NOW,
    );
    expect(row(rows, "Price").best).toEqual([false, true, false]);
    expect(row(rows, "Bedrooms").best).toEqual([true, false, false]);
    expect(row(rows, "Bathrooms").best).toEqual([false, true, true]);
    expect(row(rows, "Car spaces").best).toEqual([true, true, false]);
    expect(row(rows, "Land area").best).toEqual([true, false, false]);
    expect(row(rows, "Energy rating").best).toEqual([false, true, false]);
    for (const label of ["Days listed", "Listed", "Next inspection", "Nearest schools"])
      expect(row(rows, label).best).toEqual([false, false, false]);
  });

  it("does not rank a weekly rent against a sale price", () => {
    const rows = compareRows(
      [home({}), home({ listingId: "2", statusType: "rent", price: 650, priceText: "$650 per week" })],
      [],
      NOW,
    );
    expect(row(rows, "Price").best).toEqual([false, false]);
    expect(row(rows, "$/m² of land").best).toEqual([false, false]);
    expect(row(rows, "Bedrooms").values).toEqual(["3", "3"]);
  });
});
