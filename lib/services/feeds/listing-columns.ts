import type { FeedListing } from "../../feeds/feed-listing";
import { fieldsSent } from "../../feeds/merge";
import { feedPriceColumns, type FeedStatusType } from "../../feeds/price-text";
import type { ListingInsert } from "../../db/queries/feeds/feed-listings";
import type { listings } from "../../db/schema";
import { timeZoneForState } from "../../format/dates";
import { featureMask } from "../../listings/features";
import { propertyTypeById } from "../../listings/property-types";
import type { FeedPlace } from "./feed-place";

type HeldListing = typeof listings.$inferSelect;

/** A REAXML date (`yyyy-MM-dd`) as an instant: midday on the east coast, the same day everywhere in Australia. */
function dayInstant(day: string): number {
  const [year, month, date] = day.split("-").map(Number);
  return Date.UTC(year!, month! - 1, date!, 2);
}

const instant = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

export function statusTypeOf(listing: Pick<FeedListing, "kind" | "status">): FeedStatusType {
  if (listing.status === "sold") return "sold";
  if (listing.status === "leased") return "leased";
  return listing.kind === "rental" ? "rent" : "buy";
}

function streetNumberOf(address: NonNullable<FeedListing["address"]>): string | null {
  if (address.hidden) return null;
  if (address.streetNumber)
    return address.subNumber ? `${address.subNumber}/${address.streetNumber}` : address.streetNumber;
  return address.lotNumber ? `Lot ${address.lotNumber}` : null;
}

export interface ListingFacts {
  id: number;
  /** The feed listing with every update merged; its address is known to be there. */
  listing: FeedListing & { address: NonNullable<FeedListing["address"]> };
  /** What this update carried: the fields the editor loses to the feed. */
  update: FeedListing;
  place: FeedPlace;
  agentId: number;
  officeId: number;
  held: HeldListing | undefined;
  now: number;
}

/** The `listings` row of a feed home: what search, cards and pages read. */
export function listingColumns(facts: ListingFacts): ListingInsert & { id: number } {
  const { listing, place, held, now } = facts;
  const { address } = listing;
  const statusType = statusTypeOf(listing);
  const timeZone = timeZoneForState(address.state);
  const changedAt = instant(listing.modTime) ?? now;
  const soldAt =
    statusType !== "sold" ? null : listing.sold?.soldOn ? dayInstant(listing.sold.soldOn) : (held?.soldAt ?? changedAt);
  const leasedAt = statusType !== "leased" ? null : (held?.leasedAt ?? changedAt);
  const propertyType = listing.propertyType
    ? (listing.propertyType.subtypeId ?? listing.propertyType.id)
    : listing.kind === "land"
      ? 15
      : listing.kind === "rural"
        ? 2
        : 0;
  const upcoming = (listing.inspections ?? []).map((slot) => Date.parse(slot.startsAt)).filter((at) => at >= now);
  const sent = new Set(fieldsSent(facts.update));
  const editorFields = held ? (JSON.parse(held.editorFields) as string[]).filter((field) => !sent.has(field)) : [];
  return {
    id: facts.id,
    statusType,
    propertyType,
    tierType: held?.tierType ?? "standard",
    isExclusive: held?.isExclusive ?? false,
    title: listing.headline ?? `${propertyTypeById(propertyType).name} in ${address.suburb}`,
    description: listing.description ?? "",
    suburbId: place.suburbId,
    stateCode: address.state,
    postcode: address.postcode,
    streetNumber: streetNumberOf(address),
    streetName: address.street ?? "",
    addressHidden: address.hidden,
    latitude: place.latitude,
    longitude: place.longitude,
    coordinatePrecision: place.precision,
    ...feedPriceColumns(listing, { statusType, soldAt, leasedAt, timeZone }),
    bedrooms: listing.bedrooms ?? 0,
    bathrooms: listing.bathrooms ?? 0,
    carSpaces: listing.carSpaces ?? 0,
    featureMask: featureMask(listing.features ?? []),
    landArea: listing.landArea == null ? null : Math.round(listing.landArea),
    frontage: listing.frontage ?? null,
    landDepthLeft: listing.depths?.left ?? null,
    landDepthRight: listing.depths?.right ?? null,
    estate: listing.estate ?? null,
    buildingArea: listing.buildingArea == null ? null : Math.round(listing.buildingArea),
    energyRating: listing.energyRating ?? null,
    isUnderOffer: statusType === "buy" && (listing.underOffer ?? false),
    listedAt: held?.listedAt ?? now,
    auctionAt: instant(listing.auctionAt),
    nextInspectionAt: upcoming.length > 0 ? Math.min(...upcoming) : null,
    soldAt,
    leasedAt,
    bond: listing.bond ?? null,
    availableAt: listing.availableOn ? dayInstant(listing.availableOn) : null,
    hasVideo: Boolean(listing.videoUrl),
    hasVirtualTour: held?.hasVirtualTour ?? false,
    photoCount: (listing.images ?? []).filter((image) => image.url !== null).length,
    artSeed: held?.artSeed ?? facts.id % 2_147_483_647,
    agentId: facts.agentId,
    officeId: facts.officeId,
    boost: held?.boost ?? 0,
    editorFields: JSON.stringify(editorFields),
  };
}

/** Open-home slots as stored, when the update sent its inspections (absent: keep the held ones). */
export function inspectionSlots(update: FeedListing): { startsAt: number; endsAt: number }[] | undefined {
  return update.inspections?.map((slot) => ({ startsAt: Date.parse(slot.startsAt), endsAt: Date.parse(slot.endsAt) }));
}
