import type { LocationRow } from "../../db/queries/locations/locations";
import { locationDisplayText } from "../../search/search-location";
import { slugWithId } from "../../search/slug-with-id-url";
import { stateByCode } from "../../locations/states";
import { locationPath } from "../../locations/location-urls";

/** A location as the product sees it (never a raw row outside the services). */
export interface Location {
  id: number;
  name: string;
  type: LocationRow["type"];
  slug: string;
  uniqueUri: string;
  uri: string;
  stateCode: string;
  state: string;
  postcode: string | null;
  latLong: { latitude: number; longitude: number };
  medians: { salePrice: number | null; rentPrice: number | null };
  hierarchyIds: number[];
  slugWithId: string;
  displayText: string;
  listingCount: number;
}

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    slug: row.slug,
    uniqueUri: row.uniqueUri,
    uri: locationPath(row.slug),
    stateCode: row.stateCode,
    state: stateByCode(row.stateCode)?.name ?? row.stateCode,
    postcode: row.postcode,
    latLong: { latitude: row.latitude, longitude: row.longitude },
    medians: { salePrice: row.medianSalePrice, rentPrice: row.medianRentPrice },
    // State → region → area → suburb; the row itself is not its own ancestor.
    hierarchyIds: [row.stateId, row.regionId, row.areaId, row.suburbId].filter(
      (id): id is number => id != null && id !== row.id,
    ),
    slugWithId: slugWithId(row) ?? row.slug,
    displayText: locationDisplayText({ name: row.name, stateCode: row.stateCode, postcode: row.postcode ?? undefined }),
    listingCount: row.listingCount,
  };
}
