import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isResidentialLocality,
  isResidentialPostcode,
  NON_RESIDENTIAL_POSTCODE_BLOCKS,
} from "@/lib/locations/residential-localities";

const postcodeOf = (code: number) => String(code).padStart(4, "0");
const reserved = (code: number) => NON_RESIDENTIAL_POSTCODE_BLOCKS.some(([from, to]) => code >= from && code <= to);

describe("places people live", () => {
  it("leaves out North Pole 9999, PO-box and large-volume blocks, and one-institution localities", () => {
    expect(isResidentialLocality({ name: "North Pole", postcode: "9999" })).toBe(false);
    expect(isResidentialLocality({ name: "Sydney", postcode: "1230" })).toBe(false);
    expect(isResidentialLocality({ name: "Melbourne", postcode: "8001" })).toBe(false);
    expect(isResidentialLocality({ name: "Adelaide Airport", postcode: "5950" })).toBe(false);
    expect(isResidentialLocality({ name: "Sydney Domestic Airport", postcode: "2020" })).toBe(false);
    expect(isResidentialLocality({ name: "The University of Sydney", postcode: "2006" })).toBe(false);
    expect(isResidentialLocality({ name: "Royal Melbourne Hospital", postcode: "3050" })).toBe(false);
    expect(isResidentialLocality({ name: "HMAS Kuttabul", postcode: "2011" })).toBe(false);
    expect(isResidentialLocality({ name: "Laverton RAAF", postcode: "3027" })).toBe(false);
    expect(isResidentialLocality({ name: "Parliament House", postcode: "2600" })).toBe(false);
  });

  it("keeps suburbs, including those that only carry such a word", () => {
    for (const place of [
      { name: "Bondi", postcode: "2026" },
      { name: "Melbourne", postcode: "3000" },
      { name: "Darwin City", postcode: "0800" },
      { name: "Airport West", postcode: "3042" },
      { name: "Mascot", postcode: "2020" },
      { name: "Hobart", postcode: "7000" },
      { name: "Christmas Island", postcode: "6798" },
    ])
      expect(isResidentialLocality(place), place.name).toBe(true);
  });

  it("decides a postcode by its block alone: reserved blocks never, every other four-digit code always", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (code) => {
        expect(isResidentialPostcode(postcodeOf(code))).toBe(!reserved(code));
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{4}$/.test(text)),
        (text) => !isResidentialPostcode(text),
      ),
    );
  });

  it("a reserved postcode is refused whatever the place is called", () => {
    const reservedCode = fc
      .constantFrom(...NON_RESIDENTIAL_POSTCODE_BLOCKS)
      .chain(([from, to]) => fc.integer({ min: from, max: to }));
    fc.assert(
      fc.property(reservedCode, fc.string({ maxLength: 40 }), (code, name) => {
        expect(isResidentialLocality({ name, postcode: postcodeOf(code) })).toBe(false);
      }),
    );
  });
});
