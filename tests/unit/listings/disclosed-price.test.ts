import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { salePriceTexts } from "@/lib/db/seed/price-text";
import { disclosedPrice, disclosedPriceFrom } from "@/lib/listings/disclosed-price";
import { createRandom } from "@/lib/media/prng";

describe("disclosed price", () => {
  it("reads the figures an agent publishes, and nothing from texts without one", () => {
    expect(disclosedPrice("$1,250,000")).toEqual({ from: 1_250_000, to: 1_250_000 });
    expect(disclosedPrice("Auction Guide $1,850,000 - $2,050,000")).toEqual({ from: 1_850_000, to: 2_050_000 });
    expect(disclosedPrice("$1,200,000 - $1,300,000")).toEqual({ from: 1_200_000, to: 1_300_000 });
    expect(disclosedPrice("Offers over $890,000")).toEqual({ from: 890_000, to: null });
    expect(disclosedPrice("From $650,000")).toEqual({ from: 650_000, to: null });
    expect(disclosedPrice("$650 per week")).toEqual({ from: 650, to: 650 });
    expect(disclosedPrice("$650pw")).toEqual({ from: 650, to: 650 });
    expect(disclosedPrice("$1.2m")).toEqual({ from: 1_200_000, to: 1_200_000 });
    for (const text of [
      "Auction",
      "Contact agent",
      "Expressions of Interest",
      "Price withheld",
      "Auction Sat 28 Nov 2026 11:00am, on site",
    ]) {
      expect(disclosedPrice(text)).toBeNull();
    }
  });

  it("sorts a range by its lower bound: 'Auction Guide $1,850,000 - $2,050,000' comes before a fixed $1,920,000", () => {
    const texts = ["$1,920,000", "Auction Guide $1,850,000 - $2,050,000", "Offers over $1,900,000", "Auction"];
    const cheapestFirst = [...texts].sort(
      (a, b) => (disclosedPriceFrom(a) ?? Infinity) - (disclosedPriceFrom(b) ?? Infinity),
    );
    expect(cheapestFirst).toEqual([
      "Auction Guide $1,850,000 - $2,050,000",
      "Offers over $1,900,000",
      "$1,920,000",
      "Auction",
    ]);
  });

  it("never gives a figure the text does not show, for every way the seed quotes a sale price", () => {
    const rng = createRandom(11);
    for (let i = 0; i < 2_000; i++) {
      const value = Math.round(rng.range(150_000, 9_000_000) / 1000) * 1000;
      const { priceText } = salePriceTexts(value, rng.chance(0.3) ? Date.UTC(2026, 10, 28, 0) : null, "NSW", rng);
      const published = disclosedPrice(priceText);
      const shown = (priceText.match(/\$[\d,]+/g) ?? []).map((token) => Number(token.slice(1).replace(/,/g, "")));
      if (published) {
        expect(shown).toContain(published.from);
        if (published.to !== null) expect(shown).toContain(published.to);
      } else {
        expect(shown).toEqual([]);
      }
    }
  });

  it("migration 0012 stores the same figure for old rows as the app reads from their text", () => {
    const sql = readFileSync(join(process.cwd(), "lib/db/migrations/0012_published_prices_only.sql"), "utf8");
    const db = new DatabaseSync(":memory:");
    db.exec(
      "CREATE TABLE listings (id INTEGER PRIMARY KEY, status_type TEXT NOT NULL, price INTEGER, price_text TEXT NOT NULL)",
    );
    const rng = createRandom(12);
    const insert = db.prepare("INSERT INTO listings (id, status_type, price, price_text) VALUES (?, 'buy', ?, ?)");
    const texts: string[] = [];
    for (let i = 0; i < 1_000; i++) {
      const value = Math.round(rng.range(150_000, 9_000_000) / 1000) * 1000;
      const { priceText } = salePriceTexts(value, rng.chance(0.3) ? Date.UTC(2026, 10, 28, 0) : null, "VIC", rng);
      texts.push(priceText);
      // Before the migration `price` held the agent's own figure, published or not.
      insert.run(i, value, priceText);
    }
    db.exec(sql);
    const rows = db.prepare("SELECT id, price FROM listings ORDER BY id").all() as {
      id: number;
      price: number | null;
    }[];
    expect(rows.map((row) => row.price)).toEqual(texts.map(disclosedPriceFrom));
    db.close();
  });
});
