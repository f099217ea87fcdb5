import type { ListingMediaRow, ListingRow } from "../../db/queries/listings/listings";
import type { LocationRow } from "../../db/queries/locations/locations";
import { disclosedPrice } from "../../listings/disclosed-price";
import { featuresFromMask, featureLabel } from "../../listings/features";
import { ADDRESS_ON_REQUEST } from "../../listings/hidden-address";
import { listingPath, listingSlug } from "../../listings/listing-url";
import { propertyTypeById } from "../../listings/property-types";

export interface MediaItem {
  url: string;
  caption: string | null;
  kind: ListingMediaRow["kind"];
}

/** A listing as pages and the API see it. Related agents/office/suburb are loaded on demand. */
export interface Listing {
  id: number;
  canonicalUri: string;
  uri: string;
  title: string;
  description: string;
  statusType: ListingRow["statusType"];
  listingType: "sale" | "rental";
  propertyType: string;
  propertyTypeName: string;
  propertyTypeId: number;
  tierType: string;
  isExclusiveList: boolean;
  /**
   * Only what the agent published: `price` is the price or a range's lower bound, `priceTo` a
   * range's upper bound. There is deliberately no field for the stored guide of an "Auction" or
   * "Contact agent" listing, so no page, GraphQL response or payload can carry it.
   */
  priceDetails: { shortDescription: string; longDescription: string; price: number | null; priceTo: number | null };
  address: {
    streetNumber: string | null;
    street: string | null;
    suburb: string;
    stateCode: string;
    postcode: string;
    /** The home's point, or the suburb's when the address is hidden (the street is the secret too). */
    latitude: number;
    longitude: number;
    isDisclosed: boolean;
    displayAddress: string;
  };
  features: { bedrooms: number; bathrooms: number; cars: number; tags: string[] };
  landFeatures: {
    area: number | null;
    frontage: number | null;
    depthLeft: number | null;
    depthRight: number | null;
    estate: string | null;
  };
  buildingFeatures: { area: number | null; energyRating: number | null };
  hasVideo: boolean;
  hasVirtualTour: boolean;
  saleDetails: {
    auctionDate: string | null;
    isUnderOffer: boolean;
    listedDate: string;
    soldDate: string | null;
    soldPrice: number | null;
  };
  rentalDetails: { bond: number | null; availableDate: string | null; leasedDate: string | null } | null;
  nextInspectionAt: string | null;
  photoCount: number;
  agentId: number;
  officeId: number;
  suburbId: number;
}

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

/**
 * A listing row without its `price` column: that column may hold a figure the agent withholds
 * (data written before it held only published figures), so the mapper never receives it.
 */
export type ListingFields = Omit<ListingRow, "price">;

/** The suburb a listing is in: its name, and its centre for listings that hide their address. */
export type ListingSuburb = Pick<LocationRow, "name"> & Partial<Pick<LocationRow, "latitude" | "longitude">>;

/** Two decimals (about a kilometre) when no suburb centre is at hand: near, never the street. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100;

/** Where a listing may be shown on a map: exactly, or at its suburb when the address is hidden. */
export function publicPoint(row: Pick<ListingRow, "addressHidden" | "latitude" | "longitude">, suburb: ListingSuburb) {
  if (!row.addressHidden) return { latitude: row.latitude, longitude: row.longitude };
  if (suburb.latitude != null && suburb.longitude != null)
    return { latitude: suburb.latitude, longitude: suburb.longitude };
  return { latitude: roughly(row.latitude), longitude: roughly(row.longitude) };
}

export function toListing(row: ListingFields, suburb: ListingSuburb): Listing {
  const isDisclosed = !row.addressHidden;
  const slug = listingSlug({ ...row, suburbName: suburb.name });
  const path = listingPath(slug, row.id);
  const street = [row.streetNumber, row.streetName].filter(Boolean).join(" ");
  const type = propertyTypeById(row.propertyType);
  const rental = row.statusType === "rent" || row.statusType === "leased";
  return {
    id: row.id,
    canonicalUri: path,
    uri: path,
    title: row.title,
    description: row.description,
    statusType: row.statusType,
    listingType: rental ? "rental" : "sale",
    propertyType: type.apiName ?? "other",
    propertyTypeName: type.name,
    propertyTypeId: type.id,
    tierType: row.tierType,
    isExclusiveList: row.isExclusive,
    priceDetails: publishedPriceDetails(row),
    address: {
      streetNumber: isDisclosed ? row.streetNumber : null,
      street: isDisclosed ? row.streetName : null,
      suburb: suburb.name,
      stateCode: row.stateCode,
      postcode: row.postcode,
      ...publicPoint(row, suburb),
      isDisclosed,
      displayAddress: isDisclosed ? `${street}, ${suburb.name} ${row.stateCode} ${row.postcode}` : ADDRESS_ON_REQUEST,
    },
    features: {
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      cars: row.carSpaces,
      tags: featuresFromMask(row.featureMask).map(featureLabel),
    },
    landFeatures: {
      area: row.landArea,
      frontage: row.frontage,
      depthLeft: row.landDepthLeft,
      depthRight: row.landDepthRight,
      estate: row.estate,
    },
    buildingFeatures: { area: row.buildingArea, energyRating: row.energyRating },
    hasVideo: row.hasVideo,
    hasVirtualTour: row.hasVirtualTour,
    saleDetails: {
      auctionDate: iso(row.auctionAt),
      isUnderOffer: row.isUnderOffer,
      listedDate: new Date(row.listedAt).toISOString(),
      soldDate: iso(row.soldAt),
      soldPrice: row.soldPrice,
    },
    rentalDetails: rental
      ? { bond: row.bond, availableDate: iso(row.availableAt), leasedDate: iso(row.leasedAt) }
      : null,
    nextInspectionAt: iso(row.nextInspectionAt),
    photoCount: row.photoCount,
    agentId: row.agentId,
    officeId: row.officeId,
    suburbId: row.suburbId,
  };
}

/** Figures come from the published text only; a sold price the vendor withheld is null there too. */
function publishedPriceDetails(row: Pick<ListingRow, "priceText" | "priceLongText">): Listing["priceDetails"] {
  const published = disclosedPrice(row.priceText);
  return {
    shortDescription: row.priceText,
    longDescription: row.priceLongText,
    price: published?.from ?? null,
    priceTo: published?.to ?? null,
  };
}

export function toMediaItem(row: ListingMediaRow): MediaItem {
  return { url: row.url, caption: row.caption, kind: row.kind };
}
