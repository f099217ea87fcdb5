import { describe, expect, it } from "vitest";
import type { StoredListingRow } from "@/lib/db/queries/listings/listings";
import { ADDRESS_ON_REQUEST } from "@/lib/listings/hidden-address";
import { toListing } from "@/lib/services/listings/listing";

/** A withheld figure no page, response or payload may contain, in any spelling. */
const SECRET = 1_050_000;
const spellings = [String(SECRET), "1,050,000", "1.05M", "1050k"];

const bondi = { name: "Bondi Junction", latitude: -33.8916, longitude: 151.2474 };

function row(overrides: Partial<StoredListingRow> = {}): StoredListingRow {
  return {
    id: 446545382,
    statusType: "buy",
    propertyType: 4,
    tierType: "standard",
    isExclusive: false,
    title: "Light-filled apartment",
    description: "A home.",
    suburbId: 5710000,
    stateCode: "NSW",
    postcode: "2022",
    streetNumber: "30/72",
    streetName: "Beach Court",
    addressHidden: false,
    latitude: -33.892345,
    longitude: 151.249876,
    price: SECRET,
    priceText: "Auction",
    priceLongText: "Auction Sat 28 Nov 2026 11:00am, on site unless sold prior",
    bedrooms: 2,
    bathrooms: 1,
    carSpaces: 1,
    featureMask: 0,
    landArea: null,
    frontage: null,
    landDepthLeft: null,
    landDepthRight: null,
    estate: null,
    buildingArea: null,
    energyRating: null,
    isUnderOffer: false,
    listedAt: Date.UTC(2026, 10, 1),
    auctionAt: Date.UTC(2026, 10, 28, 0),
    nextInspectionAt: null,
    soldAt: null,
    soldPrice: null,
    leasedAt: null,
    bond: null,
    availableAt: null,
    hasVideo: false,
    hasVirtualTour: false,
    photoCount: 5,
    artSeed: 1,
    agentId: 1,
    officeId: 1,
    boost: 0,
    coordinatePrecision: "address",
    editorFields: "[]",
    ...overrides,
  };
}

describe("listing mapper", () => {
  it("an 'Auction' listing carries no price, even when a row still holds the agent's private guide", () => {
    const listing = toListing(row(), bondi);
    expect(listing.priceDetails.price).toBeNull();
    const json = JSON.stringify(listing);
    for (const spelling of spellings) expect(json).not.toContain(spelling);
  });

  it("a published price is the figure in its text; a range is its lower bound and upper bound", () => {
    expect(
      toListing(row({ price: 1_950_000, priceText: "Auction Guide $1,850,000 - $2,050,000" }), bondi).priceDetails,
    ).toMatchObject({ price: 1_850_000, priceTo: 2_050_000 });
    expect(toListing(row({ price: 900_000, priceText: "$900,000" }), bondi).priceDetails).toMatchObject({
      price: 900_000,
      priceTo: 900_000,
    });
    expect(
      toListing(row({ statusType: "sold", price: null, priceText: "Price withheld" }), bondi).priceDetails.price,
    ).toBeNull();
  });

  it("a hidden address gives no street and sits at the suburb's centre, not its own point", () => {
    const hidden = row({ addressHidden: true, streetNumber: null, latitude: -33.89123, longitude: 151.25321 });
    const listing = toListing(hidden, bondi);
    expect(listing.address).toMatchObject({
      streetNumber: null,
      street: null,
      displayAddress: ADDRESS_ON_REQUEST,
      latitude: bondi.latitude,
      longitude: bondi.longitude,
    });
    const json = JSON.stringify(listing);
    expect(json).not.toMatch(/beach[ -]court/i);
    expect(json).not.toContain("-33.89123");
    expect(json).not.toContain("151.25321");
  });
});
