/**
 * Property types: numeric ids, API names, URL slugs,
 * display names and plurals. Pure data; shared by search, seed, GraphQL and UI.
 */
export const PROPERTY_TYPES = [
  { id: 0, key: "unknown", apiName: null, slug: null, name: "Property", plural: "Properties" },
  { id: 1, key: "acreage", apiName: "acreage", slug: "acreages", name: "Acreage", plural: "Acreages" },
  {
    id: 2,
    key: "rural",
    apiName: "rural",
    slug: "rural-properties",
    name: "Rural Property",
    plural: "Rural Properties",
  },
  { id: 3, key: "alpine", apiName: "alpine", slug: "alpines", name: "Alpine", plural: "Alpines" },
  { id: 4, key: "apartment", apiName: "apartment", slug: "apartments", name: "Apartment", plural: "Apartments" },
  {
    id: 5,
    key: "blockOfUnits",
    apiName: "blockOfUnits",
    slug: "block-of-units",
    name: "Block of Units",
    plural: "Blocks of Units",
  },
  { id: 6, key: "flat", apiName: "flat", slug: "flats", name: "Flat", plural: "Flats" },
  { id: 7, key: "house", apiName: "house", slug: "houses", name: "House", plural: "Houses" },
  { id: 8, key: "retirement", apiName: "retirement", slug: "retirement", name: "Retirement", plural: "Retirement" },
  {
    id: 9,
    key: "semiDetached",
    apiName: "semiDetached",
    slug: "semi-detached",
    name: "Semi-detached",
    plural: "Semi-detached",
  },
  {
    id: 10,
    key: "servicedApartment",
    apiName: "servicedApartment",
    slug: "serviced-apartments",
    name: "Serviced Apartment",
    plural: "Serviced Apartments",
  },
  { id: 11, key: "studio", apiName: "studio", slug: "studios", name: "Studio", plural: "Studio Apartments" },
  { id: 12, key: "terrace", apiName: "terrace", slug: "terraces", name: "Terrace", plural: "Terraces" },
  { id: 13, key: "townhouse", apiName: "townhouse", slug: "townhouses", name: "Townhouse", plural: "Townhouses" },
  { id: 14, key: "unit", apiName: "unit", slug: "units", name: "Unit", plural: "Units" },
  { id: 15, key: "land", apiName: "land", slug: "land", name: "Land", plural: "Blocks of Land" },
  { id: 16, key: "villa", apiName: "villa", slug: "villas", name: "Villa", plural: "Villas" },
  { id: 17, key: "warehouse", apiName: "warehouse", slug: "warehouses", name: "Warehouse", plural: "Warehouses" },
  { id: 18, key: "other", apiName: "other", slug: "other", name: "Other", plural: "Other" },
] as const;

export type PropertyTypeEntry = (typeof PROPERTY_TYPES)[number];
export type PropertyTypeId = PropertyTypeEntry["id"];
export type PropertyTypeName = NonNullable<PropertyTypeEntry["apiName"]>;

/** The slug for "all property types" in search URLs. */
export const ALL_PROPERTY_TYPES_SLUG = "real-estate";

/** Land and rural subtypes fold into their parent type. */
const SUBTYPE_PARENT: Record<number, PropertyTypeId> = {
  19: 15,
  20: 15,
  21: 2,
  22: 2,
  23: 2,
  24: 2,
  25: 2,
  26: 2,
  27: 2,
  28: 2,
  29: 2,
  30: 2,
};

export function normalisePropertyTypeId(id: number): PropertyTypeId {
  const parent = SUBTYPE_PARENT[id];
  if (parent !== undefined) return parent;
  const entry = PROPERTY_TYPES.find((t) => t.id === id);
  return entry ? entry.id : 0;
}

export function propertyTypeById(id: number): PropertyTypeEntry {
  return PROPERTY_TYPES[normalisePropertyTypeId(id)]!;
}

export function propertyTypeByApiName(name: string): PropertyTypeEntry | undefined {
  return PROPERTY_TYPES.find((t) => t.apiName === name);
}

export function propertyTypeBySlug(slug: string): PropertyTypeEntry | undefined {
  return PROPERTY_TYPES.find((t) => t.slug === slug);
}
