import { describe, expect, it } from "vitest";
import { ADDRESS_ON_REQUEST } from "@/lib/listings/hidden-address";
import { entriesOf, fixtureEntries, listingOf } from "./support";

/** A one-listing document around `body`, as a CRM would send it. */
function residential(body: string, attributes = 'modTime="2026-11-20-09:00:00" status="current"') {
  return entriesOf([
    `<propertyList><residential ${attributes}><agentID>HFRICH</agentID><uniqueID>T-1</uniqueID>${body}</residential></propertyList>`,
  ]);
}

describe("a full residential listing", () => {
  it("maps ids, status, times, price, address, category and counts", async () => {
    const [entry] = await fixtureEntries("residential-full.xml");
    const { listing, problems } = listingOf(entry);
    expect(problems).toEqual([]);
    expect(listing).toMatchObject({
      kind: "residential",
      agentId: "HFRICH",
      uniqueId: "RICH-1042",
      status: "current",
      // 9:00 in Melbourne during daylight saving (UTC+11).
      modTime: "2026-11-19T22:00:00.000Z",
      underOffer: false,
      authority: "auction",
      price: { amount: 1_300_000, display: true },
      priceView: "Auction Guide $1,250,000 - $1,350,000",
      address: {
        hidden: false,
        subNumber: "2",
        lotNumber: null,
        streetNumber: "39",
        street: "Church Street",
        suburb: "Richmond",
        state: "VIC",
        postcode: "3121",
        streetLine: "2/39 Church Street",
        displayText: "2/39 Church Street, Richmond VIC 3121",
      },
      propertyType: { id: 7, subtypeId: null },
      bedrooms: 3,
      bathrooms: 2,
      carSpaces: 2,
      headline: "Family home near the river",
      description: "A light-filled home.\n\nThree bedrooms & two bathrooms.\n\nWalk to the station.",
    });
  });

  it("keeps the features that are there and leaves out the ones sent as no, 0 or empty", async () => {
    const { listing } = listingOf((await fixtureEntries("residential-full.xml"))[0]);
    expect(listing.features).toEqual([
      "airConditioning",
      "alarmSystem",
      "gasHeating",
      "pool",
      "solarHotWater",
      "solarPanels",
    ]);
    expect(listing.otherFeatures).toBe("Wine cellar, north-facing garden");
  });

  it("converts land and building sizes to metres and reads the energy rating", async () => {
    const { listing } = listingOf((await fixtureEntries("residential-full.xml"))[0]);
    expect(listing).toMatchObject({
      landArea: 650,
      frontage: 15.24,
      depths: { rear: 42.6, left: 42.67, right: null },
      // 24 squares of 100 square feet.
      buildingArea: 222.97,
      energyRating: 6.5,
    });
  });

  it("reads open homes and the auction in Melbourne time, in order, skipping an empty one", async () => {
    const { listing } = listingOf((await fixtureEntries("residential-full.xml"))[0]);
    expect(listing.inspections).toEqual([
      { startsAt: "2026-11-20T23:00:00.000Z", endsAt: "2026-11-20T23:30:00.000Z" },
      { startsAt: "2026-11-28T00:00:00.000Z", endsAt: "2026-11-28T00:30:00.000Z" },
    ]);
    expect(listing.auctionAt).toBe("2026-12-05T01:30:00.000Z");
  });

  it("carries the agents, pictures in order (a removed one without URL), floor plans and links", async () => {
    const { listing } = listingOf((await fixtureEntries("residential-full.xml"))[0]);
    expect(listing.agents).toEqual([
      {
        position: 1,
        name: "Jane Citizen",
        email: "jane.citizen@example.com.au",
        phones: [
          { type: "BH", number: "03 9000 0000" },
          { type: "mobile", number: "0400 000 000" },
        ],
      },
      { position: 2, name: "Sam Lee", email: "sam.lee@example.com.au", phones: [] },
    ]);
    expect(listing.images?.map((image) => [image.id, image.position, image.url])).toEqual([
      ["m", 0, "https://cdn.example.com.au/rich-1042/m.jpg"],
      ["a", 1, "https://cdn.example.com.au/rich-1042/a.jpg"],
      ["b", 2, null],
    ]);
    expect(listing.images?.[0]?.modTime).toBe("2026-11-18T23:00:00.000Z");
    expect(listing.floorPlans).toEqual([
      { id: "1", position: 1, url: "https://cdn.example.com.au/rich-1042/plan-1.pdf" },
    ]);
    expect(listing.videoUrl).toBe("https://www.youtube.com/watch?v=abc123");
    expect(listing.externalLinks).toEqual(["https://example.com.au/rich-1042"]);
  });

  it("never carries the vendor's details", async () => {
    const { listing } = listingOf((await fixtureEntries("residential-full.xml"))[0]);
    expect(JSON.stringify(listing)).not.toContain("vendor@example.com");
  });
});

describe("a rental", () => {
  it("takes the weekly rent, the bond, the available date and the allowances", async () => {
    const { listing, problems } = listingOf((await fixtureEntries("rental.xml"))[0]);
    expect(problems).toEqual([]);
    expect(listing).toMatchObject({
      kind: "rental",
      // 09:30 in Perth (UTC+8).
      modTime: "2026-11-20T01:30:00.000Z",
      rent: { amount: 600, period: "week", perWeek: 600, display: true },
      bond: 2600,
      availableOn: "2026-12-01",
      priceView: "$600 per week",
      address: { suburb: "Perth", state: "WA", postcode: "6000", subNumber: null, streetLine: "12 Hay Street" },
      propertyType: { id: 4, subtypeId: null },
      bedrooms: 0,
      carSpaces: 1,
      features: ["petFriendly", "secureParking"],
    });
    expect(listing.inspections).toEqual([{ startsAt: "2026-11-21T01:00:00.000Z", endsAt: "2026-11-21T01:15:00.000Z" }]);
  });

  it("turns a monthly rent alone into a weekly one", async () => {
    const [entry] = await entriesOf([
      '<propertyList><rental status="current" modTime="2026-11-20-09:00:00"><agentID>A</agentID><uniqueID>R</uniqueID><rent period="month">2600</rent></rental></propertyList>',
    ]);
    expect(listingOf(entry).listing.rent).toEqual({ amount: 2600, period: "month", perWeek: 600, display: true });
  });
});

describe("land and rural", () => {
  it("maps land with its subtype, a lot number, hectares and the estate", async () => {
    const { listing, problems } = listingOf((await fixtureEntries("land.xml"))[0]);
    expect(problems).toEqual([]);
    expect(listing).toMatchObject({
      kind: "land",
      modTime: "2026-11-19T23:00:00.000Z",
      price: { amount: 450_000, display: true },
      propertyType: { id: 15, subtypeId: 19 },
      address: { streetLine: "Lot 12 Banksia Way", suburb: "Springfield Lakes", streetNumber: null },
      landArea: 512,
      frontage: 16,
      estate: "Banksia Rise",
    });
  });

  it("maps a rural property with its subtype, acres and rural features", async () => {
    const { listing } = listingOf((await fixtureEntries("rural.xml"))[0]);
    expect(listing).toMatchObject({
      kind: "rural",
      propertyType: { id: 2, subtypeId: 27 },
      landArea: 485_622.77,
      authority: "exclusive",
      address: { street: "Mitchell Highway" },
      ruralFeatures: { fencing: "Boundary and internal, good condition", annualRainfall: "580mm" },
    });
  });
});

describe("partial updates", () => {
  it("a sold record with little more than its ids carries only what it says", async () => {
    const { listing, problems } = listingOf(
      (await fixtureEntries("sold-update.xml", { timeZone: "Australia/Melbourne" }))[0],
    );
    expect(problems).toEqual([]);
    expect(listing).toEqual({
      kind: "residential",
      agentId: "HFRICH",
      uniqueId: "RICH-1042",
      status: "sold",
      modTime: "2026-12-06T04:10:00.000Z",
      sold: { price: { amount: 1_410_000, display: false }, soldOn: "2026-12-05" },
    });
  });

  it("withdrawn and off-market records map with nothing else", async () => {
    const entries = await fixtureEntries("withdrawn.xml");
    expect(entries.map((entry) => listingOf(entry).listing.status)).toEqual(["withdrawn", "offmarket"]);
    expect(Object.keys(listingOf(entries[0]).listing).sort()).toEqual(
      ["agentId", "kind", "modTime", "status", "uniqueId"].sort(),
    );
  });

  it("tells an element sent empty (clear it) from one not sent (keep it)", async () => {
    const [entry] = await residential(
      "<headline /><auction /><features><bedrooms/></features><images/><videoLink href=''/>",
    );
    const { listing } = listingOf(entry);
    expect(listing.headline).toBeNull();
    expect(listing.auctionAt).toBeNull();
    expect(listing.bedrooms).toBeNull();
    expect(listing.features).toEqual([]);
    expect(listing.images).toEqual([]);
    expect(listing.videoUrl).toBeNull();
    expect("description" in listing).toBe(false);
    expect("bathrooms" in listing).toBe(false);
    expect("price" in listing).toBe(false);
  });
});

describe("hidden price and hidden address", () => {
  it("keeps a hidden price as a search price marked not to be shown", async () => {
    const { listing } = listingOf((await fixtureEntries("hidden-price.xml"))[0]);
    expect(listing.price).toEqual({ amount: 1_850_000, display: false });
    expect(listing.priceView).toBeUndefined();
  });

  it("never repeats a price in a problem", async () => {
    const [entry] = await residential('<price display="no">1850000 neg</price>');
    const { problems } = listingOf(entry);
    expect(problems).toEqual([
      { path: "price", message: "The price must be a number of dollars, such as 1300000 or 1300000.00 (no words)." },
    ]);
  });

  it("hides the street behind 'Address available on request' and reads Darwin's time and postcode", async () => {
    const { listing } = listingOf((await fixtureEntries("hidden-address.xml"))[0]);
    expect(listing.address).toMatchObject({ hidden: true, displayText: ADDRESS_ON_REQUEST, postcode: "0800" });
    expect(listing.address?.suburb).toBe("Darwin City");
    // 11:00 in Darwin (UTC+9:30, no daylight saving).
    expect(listing.inspections).toEqual([{ startsAt: "2026-11-21T01:30:00.000Z", endsAt: "2026-11-21T02:00:00.000Z" }]);
  });
});

describe("what is refused", () => {
  it("refuses commercial, business, commercial land and holiday rentals one by one, and keeps the rest", async () => {
    const entries = await fixtureEntries("mixed-commercial.xml");
    expect(entries.map((entry) => [entry.outcome, entry.outcome === "refused" ? entry.uniqueId : ""])).toEqual([
      ["refused", "C-1"],
      ["listing", ""],
      ["refused", "B-1"],
      ["refused", "CL-1"],
      ["refused", "H-1"],
    ]);
    const refused = entries[0]!;
    expect(refused.problems).toEqual([
      {
        path: "commercial",
        message:
          "Commercial listings are not listed on this site; only homes to buy or rent, land and rural properties are.",
      },
    ]);
  });

  it("refuses a listing without its ids or with a status we do not know, saying which", async () => {
    const [noIds] = await entriesOf([
      '<propertyList><land status="current"><headline>x</headline></land></propertyList>',
    ]);
    expect(noIds).toMatchObject({ outcome: "refused", agentId: null, uniqueId: null });
    expect(noIds!.problems.map((p) => p.path)).toEqual(["agentID", "uniqueID"]);
    const [badStatus] = await residential("", 'status="pending"');
    expect(badStatus!.problems).toEqual([
      {
        path: "@status",
        message: '"pending" is not a status we know. Use current, sold, leased, withdrawn or offmarket.',
      },
    ]);
    const [soldRental] = await entriesOf([
      '<propertyList><rental status="sold"><agentID>A</agentID><uniqueID>R</uniqueID></rental></propertyList>',
    ]);
    expect(soldRental!.problems[0]!.message).toBe('A rental is leased, not sold: set status="leased".');
  });
});

describe("problems name the element and say what to fix", () => {
  it("reports an address it cannot use and leaves the address out", async () => {
    const [entry] = await residential(
      "<address><street>Main Rd</street><state>Vic</state><postcode>31</postcode></address>",
    );
    const { listing, problems } = listingOf(entry);
    expect(listing.address).toBeUndefined();
    expect(problems).toEqual([
      { path: "address/suburb", message: "The address has no suburb. Add the suburb the home is in." },
      { path: "address/postcode", message: '"31" is not a postcode. Use the home\'s four-digit postcode.' },
    ]);
  });

  it("reports values it cannot read and keeps the rest of the listing", async () => {
    const [entry] = await residential(
      [
        '<category name="Castle"/>',
        "<features><bedrooms>three</bedrooms><pool>maybe</pool></features>",
        '<landDetails><area unit="furlong">2</area></landDetails>',
        "<buildingDetails><energyRating>11</energyRating></buildingDetails>",
        "<inspectionTimes><inspection>Saturday morning</inspection></inspectionTimes>",
        '<auction date="next week"/>',
        "<listingAgent id='1'><name>Jo</name><email>jo at example</email></listingAgent>",
        '<images><img id="m" url="ftp://example.com/m.jpg"/></images>',
        "<headline>Still here</headline>",
      ].join(""),
      'status="current" modTime="yesterday"',
    );
    const { listing, problems } = listingOf(entry);
    expect(problems.map((p) => p.path)).toEqual([
      "@modTime",
      "category/@name",
      "features/bedrooms",
      "features/pool",
      "landDetails/area/@unit",
      "buildingDetails/energyRating",
      "inspectionTimes/inspection",
      "auction/@date",
      "listingAgent/email",
      "images/img/@url",
    ]);
    expect(problems.find((p) => p.path === "inspectionTimes/inspection")?.message).toBe(
      '"Saturday morning" is not an open-home time we can read. Write it as 21-Jan-2009 11:00am to 1:00pm.',
    );
    expect(listing.headline).toBe("Still here");
    expect(listing.agents).toEqual([{ position: 1, name: "Jo", email: null, phones: [] }]);
    expect(listing.images).toEqual([]);
    expect(listing.inspections).toEqual([]);
    for (const key of ["modTime", "propertyType", "bedrooms", "landArea", "energyRating", "auctionAt"])
      expect(key in listing).toBe(false);
  });

  it("uses the zone it is given for a listing without an address", async () => {
    const [entry] = await entriesOf(
      [
        '<propertyList><residential status="current" modTime="2026-11-20-09:00:00"><agentID>A</agentID><uniqueID>U</uniqueID></residential></propertyList>',
      ],
      { timeZone: "Australia/Perth" },
    );
    expect(listingOf(entry).listing.modTime).toBe("2026-11-20T01:00:00.000Z");
  });
});
