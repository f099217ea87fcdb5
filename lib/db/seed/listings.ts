/**
 * One listing at a time, from its serial alone: listing i is the same whatever the total size
 * (its random stream is seeded by SEED and its serial), so `--listings 100` is a prefix of the
 * default set, and tests can check any listing without generating the others.
 */
import type { listingAgents, listings } from "@/lib/db/schema";
import { disclosedPriceFrom } from "@/lib/listings/disclosed-price";
import { listingArtSeed } from "@/lib/media/listing-photo";
import { createRandom, seedOf, type Random } from "@/lib/media/prng";
import { BUY_SHARE, DAY_MS, SEED, SOLD_SHARE } from "./config";
import { pastTime } from "./calendar";
import { categoryOf, pickFeatures, pickLand, pickPropertyType, pickRooms } from "./dwellings";
import type { Suburb } from "./hierarchy";
import { currentListingSerial, historyListingSerial, listingIdOf } from "./ids";
import { AUCTION_SHARE, pickAuction, pickInspections, type InspectionInsert } from "./inspections";
import { listingDescription, listingTitle } from "./listing-text";
import { mediaRows, planMedia, type MediaInsert } from "./media";
import { leasedPriceTexts, rentPriceTexts, salePriceTexts, soldPriceTexts, type PriceTexts } from "./price-text";
import { marketValue, weeklyRent } from "./prices";
import { kmToDegrees } from "./geo";
import { round6, type StreetSlot } from "./streets";
import type { World } from "./world";

export type ListingInsert = typeof listings.$inferInsert & { id: number; price: number | null };
export type ListingAgentInsert = typeof listingAgents.$inferInsert;
type Status = "buy" | "rent" | "sold" | "leased";

export interface GeneratedListing {
  listing: ListingInsert;
  media: MediaInsert[];
  inspections: InspectionInsert[];
  coAgents: ListingAgentInsert[];
  suburb: Suburb;
  street: StreetSlot;
}

/** Yearly price growth, used to make older sales a little cheaper. */
const ANNUAL_GROWTH = 0.06;
const AUCTION_TYPES = new Set([7, 12, 9, 13, 4, 14]);

export function currentListing(world: World, index: number): GeneratedListing {
  return generate(world, currentListingSerial(index), true);
}

export function historicalListing(world: World, index: number): GeneratedListing {
  return generate(world, historyListingSerial(index), false);
}

function generate(world: World, serial: number, current: boolean): GeneratedListing {
  const rng = createRandom(seedOf(SEED, serial));
  const id = listingIdOf(serial);
  // `drawn` decides what the home is like, what it costs and who lists it; `suburb` is where it
  // is. They differ only when the draw lands on a locality nobody lives in: the home then sits in
  // its residential stand-in and is otherwise the listing it always was (same stream, same agent).
  const { drawn, suburb } = world.drawSuburb(rng.next());
  const status: Status = current
    ? rng.chance(BUY_SHARE)
      ? "buy"
      : "rent"
    : rng.chance(SOLD_SHARE)
      ? "sold"
      : "leased";
  const forRent = status === "rent" || status === "leased";
  const propertyType = pickPropertyType(drawn.urbanity, drawn.postcode, forRent, rng);
  const rooms = pickRooms(propertyType, drawn.urbanity, rng);
  const land = pickLand(propertyType, drawn.urbanity, drawn.stateCode, rooms.bedrooms, rng);
  const featureMask = pickFeatures(propertyType, drawn.stateCode, forRent, rng);
  const street = rng.pick(world.streetsOf(suburb));
  const tierType = rng.chance(0.07) ? "elite" : rng.chance(0.25) ? "premium" : "standard";
  const value = marketValue({ ...drawn, propertyType, bedrooms: rooms.bedrooms, landArea: land.landArea }, rng);

  const { agentId, officeId, coAgents } = pickAgents(world, drawn, forRent, id, rng);
  const terms = current
    ? currentTerms(world, drawn, status, propertyType, value, rng)
    : pastTerms(world, drawn, status, propertyType, value, rng);

  const facts = {
    ...rooms,
    propertyType,
    landArea: land.landArea,
    featureMask,
    suburb: suburb.name,
    street: street.name,
    forRent,
  };
  const plan = planMedia(propertyType, tierType, current, rng);
  const addressHidden = rng.chance(0.1);
  const isApartment = categoryOf(propertyType) === "apartment";
  const houseNumber = String(rng.int(1, 240));
  const streetNumber = addressHidden ? null : isApartment ? `${rng.int(1, 60)}/${houseNumber}` : houseNumber;
  const jitter = kmToDegrees(0.12, street.latitude);

  const listing: ListingInsert = {
    id,
    statusType: status,
    propertyType,
    tierType,
    isExclusive: rng.chance(0.04),
    title: listingTitle(facts, rng),
    description: listingDescription(facts, current, rng),
    suburbId: suburb.id,
    stateCode: suburb.stateCode,
    postcode: suburb.postcode,
    streetNumber,
    streetName: street.name,
    addressHidden,
    latitude: round6(street.latitude + (addressHidden ? 0 : rng.range(-1, 1) * jitter.lat)),
    longitude: round6(street.longitude + (addressHidden ? 0 : rng.range(-1, 1) * jitter.lng)),
    ...rooms,
    featureMask,
    ...land,
    estate: propertyType === 15 && rng.chance(0.35) ? estateName(rng) : null,
    ...terms.listing,
    hasVideo: plan.hasVideo,
    hasVirtualTour: plan.hasVirtualTour,
    photoCount: plan.photoCount,
    artSeed: listingArtSeed(id),
    agentId,
    officeId,
    boost: (tierType === "elite" ? 1000 : tierType === "premium" ? 500 : 0) + rng.int(0, 100),
  };
  return {
    listing,
    media: mediaRows(id, propertyType, rooms.bedrooms, plan),
    inspections: terms.inspections.map(([startsAt, endsAt]) => ({ listingId: id, startsAt, endsAt })),
    coAgents,
    suburb,
    street,
  };
}

interface Terms {
  listing: Pick<
    ListingInsert,
    | "price"
    | "priceText"
    | "priceLongText"
    | "isUnderOffer"
    | "listedAt"
    | "auctionAt"
    | "nextInspectionAt"
    | "soldAt"
    | "soldPrice"
    | "leasedAt"
    | "bond"
    | "availableAt"
  >;
  inspections: [number, number][];
}

const NO_DATES = {
  auctionAt: null,
  nextInspectionAt: null,
  soldAt: null,
  soldPrice: null,
  leasedAt: null,
  bond: null,
  availableAt: null,
};

function currentTerms(
  world: World,
  suburb: Suburb,
  status: Status,
  propertyType: number,
  value: number,
  rng: Random,
): Terms {
  const { calendar } = world;
  // Most listings are fresh: exponential age with a three-week mean, capped at four months.
  const listedAt = pastTime(calendar, Math.min(120, Math.floor(-Math.log(1 - rng.next()) * 21)), rng.int(7, 18));
  const underOffer = status === "buy" && rng.chance(0.05);
  const inspections = rng.chance(underOffer ? 0.3 : 0.85)
    ? pickInspections(calendar, suburb.stateCode, status === "rent", rng)
    : [];
  const nextInspectionAt = inspections[0]?.[0] ?? null;
  if (status === "rent") {
    const rent = weeklyRent(value, propertyType, suburb.urbanity, rng);
    const bond = rent * 4;
    const availableAt = calendar.referenceMs + rng.int(-7, 42) * DAY_MS;
    return {
      listing: {
        ...NO_DATES,
        price: rent,
        ...rentPriceTexts(rent, bond, rng),
        isUnderOffer: false,
        listedAt,
        nextInspectionAt,
        bond,
        availableAt,
      },
      inspections,
    };
  }
  const auctionOdds = AUCTION_TYPES.has(propertyType)
    ? AUCTION_SHARE[suburb.stateCode] *
      (suburb.urbanity === "regional" || suburb.urbanity === "remote" ? 0.4 : 1) *
      (propertyType === 4 || propertyType === 14 ? 0.5 : 1)
    : 0.01;
  const auctionAt = !underOffer && rng.chance(auctionOdds) ? pickAuction(calendar, suburb.stateCode, rng) : null;
  const texts: PriceTexts = salePriceTexts(value, auctionAt, suburb.stateCode, rng);
  // Filters and sorts read `price`, so it holds only what the agent published (a range's lower
  // bound); a guide kept behind "Auction" or "Contact agent" is never stored where it could surface.
  return {
    listing: {
      ...NO_DATES,
      price: disclosedPriceFrom(texts.priceText),
      ...texts,
      isUnderOffer: underOffer,
      listedAt,
      auctionAt,
      nextInspectionAt,
    },
    inspections,
  };
}

function pastTerms(
  world: World,
  suburb: Suburb,
  status: Status,
  propertyType: number,
  value: number,
  rng: Random,
): Terms {
  const daysAgo = rng.int(1, 730);
  const then = value * (1 - (ANNUAL_GROWTH * daysAgo) / 365);
  if (status === "leased") {
    const rent = weeklyRent(then, propertyType, suburb.urbanity, rng);
    const leasedAt = pastTime(world.calendar, daysAgo, rng.int(9, 17));
    const listedAt = leasedAt - rng.int(5, 40) * DAY_MS;
    return {
      listing: {
        ...NO_DATES,
        price: rent,
        ...leasedPriceTexts(rent, leasedAt),
        isUnderOffer: false,
        listedAt,
        leasedAt,
        bond: rent * 4,
        availableAt: leasedAt + rng.int(0, 14) * DAY_MS,
      },
      inspections: [],
    };
  }
  const atAuction = AUCTION_TYPES.has(propertyType) && rng.chance(AUCTION_SHARE[suburb.stateCode]);
  const soldAt = pastTime(world.calendar, daysAgo, atAuction ? 11 : rng.int(9, 17));
  const soldPrice = rng.chance(0.12) ? null : Math.round((then * Math.exp(0.05 * rng.gauss())) / 1000) * 1000;
  const listedAt = soldAt - rng.int(14, 120) * DAY_MS;
  return {
    listing: {
      ...NO_DATES,
      price: soldPrice,
      ...soldPriceTexts(soldPrice, soldAt, atAuction),
      isUnderOffer: false,
      listedAt,
      auctionAt: atAuction ? soldAt : null,
      soldAt,
      soldPrice,
    },
    inspections: [],
  };
}

function pickAgents(world: World, suburb: Suburb, forRent: boolean, listingId: number, rng: Random) {
  const near = world.officesNear(suburb);
  const officeIndex = near[rng.chance(0.7) ? 0 : rng.chance(0.65) ? 1 : 2] ?? near[0] ?? 0;
  const office = world.agencies.offices[officeIndex];
  const pool = (forRent ? world.agencies.rentalAgentsByOffice : world.agencies.salesAgentsByOffice)[officeIndex] ?? [];
  const agentId = pool.length > 0 ? rng.pick(pool) : (world.agencies.agents[0]?.id ?? 0);
  const coAgents: ListingAgentInsert[] = [];
  if (pool.length > 1 && rng.chance(0.2)) {
    const other = pool[(pool.indexOf(agentId) + rng.int(1, pool.length - 1)) % pool.length];
    if (other !== undefined) coAgents.push({ listingId, agentId: other, position: 1 });
  }
  return { agentId, officeId: office?.id ?? 0, coAgents };
}

const ESTATES = [
  "Harmony",
  "Riverstone Rise",
  "Banksia Grove",
  "Wattle Park",
  "Sandhurst",
  "Ironbark Ridge",
  "Parkview",
  "Highlands",
  "Seachange",
  "The Meadows",
];

function estateName(rng: Random): string {
  return `${rng.pick(ESTATES)} Estate`;
}
