import type { ListingMediaRow, ListingRow } from "../../db/queries/listings";
import type { LocationRow } from "../../db/queries/locations";
import { featuresFromMask, featureLabel } from "../../listings/features";
import { listingPath, listingSlug } from "../../listings/listing-url";
import { propertyTypeById } from "../../listings/property-types";

export const ADDRESS_ON_REQUEST = "Address available on request";

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
  priceDetails: { shortDescription: string; longDescription: string; price: number | null };
  address: {
    streetNumber: string | null;
    street: string | null;
    suburb: string;
    stateCode: string;
    postcode: string;
    latitude: number;
    longitude: number;
    isDisclosed: boolean;
    displayAddress: string;
  };
  features: { bedrooms: number; bathrooms: number; cars: number; tags: string[] };
  landFeatures: { area: number | null; frontage: number | null; depthLeft: number | null; depthRight: number | null; estate: string | null };
  buildingFeatures: { area: number | null; energyRating: number | null };
  hasVideo: boolean;
  hasVirtualTour: boolean;
  saleDetails: { auctionDate: string | null; isUnderOffer: boolean; listedDate: string; soldDate: string | null; soldPrice: number | null };
  rentalDetails: { bond: number | null; availableDate: string | null; leasedDate: string | null } | null;
  nextInspectionAt: string | null;
  photoCount: number;
  agentId: number;
  officeId: number;
  suburbId: number;
}

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

export function toListing(row: ListingRow, suburb: Pick<LocationRow, "name">): Listing {
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
    priceDetails: { shortDescription: row.priceText, longDescription: row.priceLongText, price: row.price },
    address: {
      streetNumber: isDisclosed ? row.streetNumber : null,
      street: isDisclosed ? row.streetName : null,
      suburb: suburb.name,
      stateCode: row.stateCode,
      postcode: row.postcode,
      latitude: row.latitude,
      longitude: row.longitude,
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
    rentalDetails: rental ? { bond: row.bond, availableDate: iso(row.availableAt), leasedDate: iso(row.leasedAt) } : null,
    nextInspectionAt: iso(row.nextInspectionAt),
    photoCount: row.photoCount,
    agentId: row.agentId,
    officeId: row.officeId,
    suburbId: row.suburbId,
  };
}

export function toMediaItem(row: ListingMediaRow): MediaItem {
  return { url: row.url, caption: row.caption, kind: row.kind };
}
