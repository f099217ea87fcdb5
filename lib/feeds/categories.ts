import { normalisePropertyTypeId, type PropertyTypeId } from "@/lib/listings/property-types";

/**
 * REAXML's categories mapped to the portal's property types and subtypes. A residential or
 * rental home names its `category` ("House", "DuplexSemi-detached", "AcreageSemi-rural"); land
 * names a `landCategory` (Residential, Commercial) and a rural property a `ruralCategory`
 * (Cropping, Dairy, …), which are our subtypes. Names are matched without case, spaces or
 * punctuation, since CRMs write "Semi-detached", "Block of Units" and "blockOfUnits".
 */
const RESIDENTIAL: Record<string, number> = {
  house: 7,
  unit: 14,
  townhouse: 13,
  villa: 16,
  apartment: 4,
  flat: 6,
  studio: 11,
  warehouse: 17,
  duplexsemidetached: 9,
  semidetached: 9,
  duplex: 9,
  alpine: 3,
  acreagesemirural: 1,
  acreage: 1,
  blockofunits: 5,
  terrace: 12,
  retirement: 8,
  servicedapartment: 10,
  other: 18,
};

const LAND: Record<string, number> = { residential: 19, commercial: 20 };

const RURAL: Record<string, number> = {
  cropping: 21,
  dairy: 22,
  farmlet: 23,
  horticulture: 24,
  lifestyle: 25,
  livestock: 26,
  mixedfarming: 27,
  viticulture: 28,
  other: 29,
  ruralother: 29,
  acreagesemirural: 30,
};

export interface FeedPropertyType {
  id: PropertyTypeId;
  subtypeId: number | null;
}

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/** A home's category ("House") → its property type; null for a name we do not know. */
export function residentialCategory(name: string): FeedPropertyType | null {
  const id = RESIDENTIAL[key(name)];
  return id === undefined ? null : { id: normalisePropertyTypeId(id), subtypeId: null };
}

/** Land's category → Land with its subtype; no category is plain Land. */
export function landCategory(name: string | null): FeedPropertyType | null {
  if (name === null || name.trim() === "") return { id: 15, subtypeId: null };
  const subtype = LAND[key(name)];
  return subtype === undefined ? null : { id: normalisePropertyTypeId(subtype), subtypeId: subtype };
}

/** A rural category → Rural with its subtype; no category is plain Rural. */
export function ruralCategory(name: string | null): FeedPropertyType | null {
  if (name === null || name.trim() === "") return { id: 2, subtypeId: null };
  const subtype = RURAL[key(name)];
  return subtype === undefined ? null : { id: normalisePropertyTypeId(subtype), subtypeId: subtype };
}

/** The category names a feed may use, for messages. */
export const RESIDENTIAL_CATEGORY_NAMES =
  "House, Unit, Townhouse, Villa, Apartment, Flat, Studio, Warehouse, DuplexSemi-detached, Alpine, AcreageSemi-rural, BlockOfUnits, Terrace, Retirement, ServicedApartment or Other";
export const LAND_CATEGORY_NAMES = "Residential or Commercial";
export const RURAL_CATEGORY_NAMES =
  "Cropping, Dairy, Farmlet, Horticulture, Lifestyle, Livestock, MixedFarming, Viticulture or Other";
