import { describe, expect, it } from "vitest";
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
