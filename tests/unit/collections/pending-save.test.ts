import { describe, expect, it } from "vitest";
import { COLLECTION_LIMITS } from "@/lib/collections/limits";
import { parsePendingSave, PENDING_SAVE_MAX_AGE_MS } from "@/lib/collections/pending-save";

const NOW = Date.UTC(2026, 10, 24);

describe("parsePendingSave", () => {
  it("reads a fresh pending save", () => {
    const text = JSON.stringify({ listingId: "123456", savedAt: NOW - 1000, position: "card" });
    expect(parsePendingSave(text, NOW)).toEqual({ listingId: "123456", savedAt: NOW - 1000, position: "card" });
  });

  it("drops a stale, future-dated, malformed or foreign record", () => {
    for (const text of [
      JSON.stringify({ listingId: "1", savedAt: NOW - PENDING_SAVE_MAX_AGE_MS - 1 }),
      JSON.stringify({ listingId: "1", savedAt: NOW + 60_000 }),
      JSON.stringify({ listingId: "<script>", savedAt: NOW }),
      JSON.stringify({ listingId: 1, savedAt: NOW }),
      "not json",
      "null",
      null,
    ]) {
      expect(parsePendingSave(text, NOW)).toBeNull();
    }
  });
});

describe("a collection started while signed out", () => {
  it("keeps the new collection's name with the home, trimmed", () => {
    const text = JSON.stringify({
      listingId: "123456",
      savedAt: NOW - 1000,
      position: "page",
      collectionName: "  Beach ",
    });
    expect(parsePendingSave(text, NOW)).toEqual({
      listingId: "123456",
      savedAt: NOW - 1000,
      position: "page",
      collectionName: "Beach",
    });
  });

  it("survives the days a sign-up can take, not more than a week", () => {
    const at = (age: number) => JSON.stringify({ listingId: "1", savedAt: NOW - age, collectionName: "Beach" });
    expect(parsePendingSave(at(3 * 24 * 60 * 60 * 1000), NOW)).not.toBeNull();
    expect(parsePendingSave(at(PENDING_SAVE_MAX_AGE_MS + 1), NOW)).toBeNull();
  });

  it("drops a record whose name the server would refuse for its length or emptiness", () => {
    for (const collectionName of ["", "   ", "x".repeat(COLLECTION_LIMITS.nameLength + 1), 42, null]) {
      expect(parsePendingSave(JSON.stringify({ listingId: "1", savedAt: NOW, collectionName }), NOW)).toBeNull();
    }
  });
});
