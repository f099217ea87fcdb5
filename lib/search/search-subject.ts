import type { PropertyFeature } from "@/lib/listings/features";
import { propertyTypeByApiName } from "@/lib/listings/property-types";
import { formatDollars } from "@/lib/format/money";
import { STUDIO_BEDROOMS } from "./bedrooms";
import type { SearchFilter } from "./filter";
import { isPriceMaximumValid } from "./price-maximum";
import { CONTEXT_DISPLAY_NAMES } from "./search-context";
import { locationDisplayText, nameFromLocationSlug } from "./search-location";

/** The phrases search text is built from: what is searched, with what, where. */

/** All property types, in full and in the short form used when a title is too long. */
export const ALL_TYPES_PHRASE = "Property And Real Estate";
export const ALL_TYPES_SHORT_PHRASE = "Properties";

/**
 * How many "with a …" / "under …" descriptors a title may carry: one is added only while fewer
 * than this many are there. Two keeps most titles within 70 characters and mirrors
 * the two canonical facets a URL path can hold.
 */
export const TITLE_DESCRIPTOR_LIMIT = 2;

/** Features that read as "with a …": the things a home has, not what it is. */
const WITH_A_NOUNS: Partial<Record<PropertyFeature, string>> = {
  pool: "Pool",
  gym: "Gym",
  openFirePlace: "Fireplace",
  study: "Study",
  balcony: "Balcony",
  courtyard: "Courtyard",
  deck: "Deck",
  shed: "Shed",
  workshop: "Workshop",
  tennisCourt: "Tennis Court",
};

/** Features that read as adjectives before the property type. */
const ADJECTIVES: Partial<Record<PropertyFeature, string>> = { furnished: "Furnished", petFriendly: "Pet Friendly" };

export interface PlaceContext {
  /** The selected location's key and listing total, for the price-maximum rule. */
  location?: { key: number; total: number };
}

function bedroomPrefix({ bedrooms }: SearchFilter): string | undefined {
  if (bedrooms.min === undefined && bedrooms.only.length === 1) {
    const count = bedrooms.only[0];
    return count === STUDIO_BEDROOMS ? "Studio" : `${count} Bedroom`;
  }
  if (bedrooms.min !== undefined && bedrooms.only.length === 0) return `${bedrooms.min}+ Bedroom`;
  return undefined;
}

/** "3 Bedroom Houses For Sale", "Sold Properties", "Property And Real Estate For Rent". */
export function subjectPhrase(filter: SearchFilter): string {
  const prefixes = [bedroomPrefix(filter), ...filter.propertyFeatures.map((feature) => ADJECTIVES[feature])].filter(
    (prefix): prefix is string => !!prefix,
  );
  const plurals = filter.propertyTypes.map((name) => propertyTypeByApiName(name)?.plural ?? name);
  const completed = filter.searchMode === "Sold" || filter.searchMode === "Leased";
  let types: string;
  if (plurals.length === 1 || plurals.length === 2) types = plurals.join(" And ");
  else types = completed || prefixes.length > 0 ? ALL_TYPES_SHORT_PHRASE : ALL_TYPES_PHRASE;
  const subject = [...prefixes, types].join(" ");
  switch (filter.searchMode) {
    case "Buy":
      return `${subject} For Sale`;
    case "Rent":
      return `${subject} For Rent`;
    case "Sold":
      return `Sold ${subject}`;
    case "Leased":
      return `Leased ${subject}`;
  }
}

/** " with a Pool and a Gym under $800,000", at most TITLE_DESCRIPTOR_LIMIT descriptors. */
export function descriptorPhrase(filter: SearchFilter, context: PlaceContext = {}): string {
  const nouns = filter.propertyFeatures
    .map((feature) => WITH_A_NOUNS[feature])
    .filter((noun): noun is string => !!noun);
  if (filter.carSpaces.min !== undefined && filter.carSpaces.min >= 1 && filter.carSpaces.only.length === 0)
    nouns.push("Garage");
  const descriptors: string[] = [];
  for (const noun of nouns) {
    if (descriptors.length >= TITLE_DESCRIPTOR_LIMIT) break;
    descriptors.push(descriptors.length === 0 ? `with a ${noun}` : `and a ${noun}`);
  }
  if (descriptors.length < TITLE_DESCRIPTOR_LIMIT && priceUnderApplies(filter, context)) {
    const perWeek = filter.searchMode === "Rent" || filter.searchMode === "Leased" ? " pw" : "";
    descriptors.push(`under ${formatDollars(filter.price.max ?? 0)}${perWeek}`);
  }
  return descriptors.map((descriptor) => ` ${descriptor}`).join("");
}

/** The price-under phrase appears only if the maximum price applies. */
export function priceUnderApplies(filter: SearchFilter, context: PlaceContext = {}): boolean {
  if (filter.price.min !== undefined) return false;
  return isPriceMaximumValid({
    priceMaximum: filter.price.max,
    searchMode: filter.searchMode,
    ...(context.location && { location: context.location }),
  });
}

/**
 * "in Bondi, NSW 2026", "in Bondi, NSW 2026 and 2 more", "in Mapped Area"; office pages name the
 * office in place of the location ("by Ray White Bondi"), or the agent when it is an agent's page
 * ("by Jane Citizen").
 */
export function placePhrase(filter: SearchFilter): string {
  if (filter.context === "Office") {
    const name = filter.office?.agentFullName ?? filter.office?.name;
    return name ? `by ${name}` : "";
  }
  const area = CONTEXT_DISPLAY_NAMES[filter.context];
  if (area) return `in ${area}`;
  const [first, ...others] = filter.locationSearchContext.searchLocations;
  if (!first) return "in Australia";
  const more = others.length > 0 ? ` and ${others.length} more` : "";
  return `in ${locationDisplayText(first)}${more}`;
}

/** Places named before "… more" in the surrounding-suburbs phrase. */
const NAMED_PLACES_WITH_SURROUNDING = 2;

/**
 * "in Bondi and surrounding suburbs", "in Bondi, Coogee, 2 more and surrounding suburbs": for a
 * search that added the places' neighbouring suburbs, so the count does not read as the place's
 * own. Names only: a postcode would describe the place, not the area counted.
 */
export function placeWithSurroundingPhrase(filter: SearchFilter): string {
  const names = filter.locationSearchContext.searchLocations.map(
    (location) => location.name ?? nameFromLocationSlug(location.slug),
  );
  if (names.length === 0) return placePhrase(filter);
  const named =
    names.length <= NAMED_PLACES_WITH_SURROUNDING + 1 ? names : names.slice(0, NAMED_PLACES_WITH_SURROUNDING);
  const more = names.length - named.length;
  return `in ${[...named, ...(more > 0 ? [`${more} more`] : [])].join(", ")} and surrounding suburbs`;
}
