import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { listingPath, listingSlug } from "@/lib/listings/listing-url";
import { featureMask, featuresFromMask, PROPERTY_FEATURES } from "@/lib/listings/features";
import { normalisePropertyTypeId, propertyTypeById } from "@/lib/listings/property-types";

describe("listing URLs", () => {
  it("builds /homes/{address-slug}/{id} from the address", () => {
    const slug = listingSlug({
      addressHidden: false,
      streetNumber: "12/34",
      streetName: "Campbell Parade",
      suburbName: "Bondi Beach",
      stateCode: "NSW",
      postcode: "2026",
    });
    expect(slug).toBe("12-34-campbell-parade-bondi-beach-nsw-2026");
    expect(listingPath(slug, 81234567)).toBe("/homes/12-34-campbell-parade-bondi-beach-nsw-2026/81234567");
  });

  it("leaves the street out when the address is hidden", () => {
    expect(
      listingSlug({
        addressHidden: true,
        streetNumber: "3",
        streetName: "Secret St",
        suburbName: "Toorak",
        stateCode: "VIC",
        postcode: "3142",
      }),
    ).toBe("toorak-vic-3142");
  });

  it("always gives a URL-safe slug", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.string()), fc.string(), fc.string(), (hidden, number, street, suburb) => {
        const slug = listingSlug({
          addressHidden: hidden,
          streetNumber: number,
          streetName: street,
          suburbName: suburb,
          stateCode: "QLD",
          postcode: "4000",
        });
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});

describe("features mask", () => {
  it("round-trips any set of features", () => {
    fc.assert(
      fc.property(fc.subarray([...PROPERTY_FEATURES]), (features) => {
        expect(featuresFromMask(featureMask(features))).toEqual(PROPERTY_FEATURES.filter((f) => features.includes(f)));
      }),
    );
  });
});

describe("property types", () => {
  it("folds land and rural subtypes into their parent", () => {
    expect(normalisePropertyTypeId(19)).toBe(15);
    expect(normalisePropertyTypeId(28)).toBe(2);
    expect(propertyTypeById(99).name).toBe("Property");
    expect(propertyTypeById(5).plural).toBe("Blocks of Units");
  });
});
