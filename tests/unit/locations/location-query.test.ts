import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseLocationQuery } from "@/lib/locations/location-query";
import { normaliseSearchName } from "@/lib/locations/location-text";
import { nextPrefix } from "@/lib/db/queries/locations/locations";

describe("parseLocationQuery", () => {
  it("reads a plain suburb name as a prefix", () => {
    expect(parseLocationQuery("Bondi")).toEqual({ namePrefix: "bondi" });
  });

  it("reads a chosen suggestion typed back: name, state and postcode", () => {
    expect(parseLocationQuery("Bondi, NSW 2026")).toEqual({
      namePrefix: "bondi",
      stateCode: "NSW",
      postcodePrefix: "2026",
    });
  });

  it("reads a postcode alone", () => {
    expect(parseLocationQuery("3000")).toEqual({ postcodePrefix: "3000" });
  });

  it("keeps a state code that starts the text as a name ('Vic' → Victoria Park…)", () => {
    expect(parseLocationQuery("vic")).toEqual({ namePrefix: "vic" });
  });

  it("ignores punctuation and accents", () => {
    expect(parseLocationQuery("  St. Kílda!! ")).toEqual({ namePrefix: "st kilda" });
  });

  it("gives nothing for text with no letters or digits", () => {
    expect(parseLocationQuery("  ,.; ")).toBeNull();
  });

  it("never throws and bounds the name it returns", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const query = parseLocationQuery(text);
        if (query?.namePrefix) expect(query.namePrefix.length).toBeLessThanOrEqual(80);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("location text", () => {
  it("normalises names for the autocomplete index", () => {
    expect(normaliseSearchName("O'Connor")).toBe("oconnor");
    expect(normaliseSearchName("St. Kilda")).toBe("st kilda");
  });

  it("computes the upper bound of a prefix range", () => {
    expect(nextPrefix("bondi")).toBe("bondj");
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 10 }), (prefix, rest) => {
        const candidate = prefix + rest;
        expect(candidate >= prefix && candidate < nextPrefix(prefix)).toBe(true);
      }),
    );
  });
});
