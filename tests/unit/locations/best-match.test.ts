import { describe, expect, it } from "vitest";
import {
  bestMatchOutcome,
  LOOKUP_FAILED_MESSAGE,
  noPlaceMessage,
  placeTextProblem,
  TYPE_A_PLACE_MESSAGE,
} from "@/lib/locations/best-match";

describe("best match of the location box", () => {
  it("goes to the first place found", () => {
    expect(bestMatchOutcome("Bondi", ["bondi-nsw-2026", "bondi-junction-nsw-2022"])).toEqual({
      kind: "go",
      place: "bondi-nsw-2026",
    });
  });

  it("says why not: nothing typed, nothing found, lookup failed", () => {
    expect(placeTextProblem(" b ")).toBe(TYPE_A_PLACE_MESSAGE);
    expect(placeTextProblem("Bo")).toBeUndefined();
    expect(bestMatchOutcome("", [])).toEqual({ kind: "problem", message: TYPE_A_PLACE_MESSAGE });
    expect(bestMatchOutcome(" Zzyzx ", [])).toEqual({
      kind: "problem",
      message: "No place called “Zzyzx” — try a suburb, postcode or region",
    });
    expect(noPlaceMessage("Zzyzx")).toBe("No place called “Zzyzx” — try a suburb, postcode or region");
    expect(bestMatchOutcome("Bondi", "failed")).toEqual({ kind: "problem", message: LOOKUP_FAILED_MESSAGE });
  });
});
