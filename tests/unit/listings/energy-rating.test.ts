import { describe, expect, it } from "vitest";
import { formatEnergyRating } from "@/lib/listings/energy-rating";

describe("energy rating", () => {
  it("one star is singular, everything else plural", () => {
    expect(formatEnergyRating(1)).toBe("1 star");
    expect(formatEnergyRating(1.5)).toBe("1.5 stars");
    expect(formatEnergyRating(6)).toBe("6 stars");
  });
});
