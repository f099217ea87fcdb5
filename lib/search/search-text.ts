import { COUNT_DISPLAY_CAP, formatArea, formatCount, formatLength, formatRange } from "@/lib/format/numbers";
import { formatPriceRange } from "@/lib/format/price";
import { pageNumber, type SearchFilter } from "./filter";
import { MAX_PAGE, PAGE_SIZE } from "./limits";
import { propertyTypeByApiName } from "@/lib/listings/property-types";
import {
  ALL_TYPES_PHRASE,
  ALL_TYPES_SHORT_PHRASE,
  descriptorPhrase,
  placePhrase,
  placeWithSurroundingPhrase,
  subjectPhrase,
  type PlaceContext,
} from "./search-subject";

/** Meta title maximum 70 characters. */
export const TITLE_MAX_LENGTH = 70;

/** What a results page (and the API) says when the search itself failed. */
export const SEARCH_FAILED_MESSAGE = "Sorry, we're having a problem searching. Please try again";

/** Appended to the summary when nothing matched. */
export const NO_RESULTS_SUFFIX = " found, change your filters or zoom out.";

export interface SearchTextInput extends PlaceContext {
  filter: SearchFilter;
  /** Number of results, when the search has run (a failed search has none: see SEARCH_FAILED_MESSAGE). */
  total?: number;
  /** Number of result pages; derived from total when left out. */
  totalPages?: number;
  /** The search added the places' surrounding suburbs (the result's `isSurroundSearch`). */
  surroundingSuburbs?: boolean;
}

export interface SearchText {
  title: string;
  heading: string;
  metaDescription: string;
  summary: string;
}

function pagesFor(input: SearchTextInput): number | undefined {
  if (input.totalPages !== undefined) return input.totalPages;
  if (input.total === undefined) return undefined;
  return Math.min(Math.ceil(Math.min(input.total, COUNT_DISPLAY_CAP) / PAGE_SIZE), MAX_PAGE);
}

/** "3 Bedroom Houses For Sale with a Pool in Bondi, NSW 2026": the page's h1. */
export function searchHeading(input: SearchTextInput): string {
  const place = placePhrase(input.filter);
  return `${subjectPhrase(input.filter)}${descriptorPhrase(input.filter, input)}${place ? ` ${place}` : ""}`;
}

/**
 * The document title: the heading, then " - Page N of M" after the first page. Over 70
 * characters, "Property And Real Estate" shortens to "Properties".
 */
export function searchTitle(input: SearchTextInput): string {
  const page = pageNumber(input.filter);
  const pages = pagesFor(input);
  const pageSuffix = page > 1 ? ` - Page ${page}${pages ? ` of ${pages}` : ""}` : "";
  const title = `${searchHeading(input)}${pageSuffix}`;
  return title.length > TITLE_MAX_LENGTH ? title.replace(ALL_TYPES_PHRASE, ALL_TYPES_SHORT_PHRASE) : title;
}

/** Price, land and frontage as sentences for the meta description. */
function rangeFacts(filter: SearchFilter): string[] {
  const perWeek = filter.searchMode === "Rent" || filter.searchMode === "Leased";
  const price = formatPriceRange(filter.price.min, filter.price.max, { perWeek });
  const land = formatRange(filter.landSize.min, filter.landSize.max, formatArea);
  const frontage = formatRange(filter.frontageSize.min, filter.frontageSize.max, formatLength);
  return [price && `Price ${price}.`, land && `Land ${land}.`, frontage && `Frontage ${frontage}.`].filter(
    (fact): fact is string => !!fact,
  );
}

export function searchMetaDescription(input: SearchTextInput): string {
  const count = input.total !== undefined ? `${formatCount(input.total)} ` : "";
  const facts = rangeFacts(input.filter);
  return [
    `Browse ${count}${searchHeading(input)}.`,
    ...facts,
    "See photos, prices, inspection times and auction dates, and save this search as an alert.",
  ].join(" ");
}

/**
 * "1,234 Houses For Sale in Bondi, NSW 2026", or "… in Bondi and surrounding suburbs" when the
 * search added its neighbours; a search that found nothing says so.
 */
export function searchResultsSummary(input: SearchTextInput): string {
  const total = input.total ?? 0;
  const { filter } = input;
  const only = filter.propertyTypes.length === 1 ? propertyTypeByApiName(filter.propertyTypes[0] ?? "") : undefined;
  const noun = only ? (total === 1 ? only.name : only.plural) : total === 1 ? "Property" : "Properties";
  const modeNoun =
    filter.searchMode === "Buy"
      ? `${noun} For Sale`
      : filter.searchMode === "Rent"
        ? `${noun} For Rent`
        : `${filter.searchMode} ${noun}`;
  const place = input.surroundingSuburbs ? placeWithSurroundingPhrase(filter) : placePhrase(filter);
  const summary = `${formatCount(total)} ${modeNoun}${place ? ` ${place}` : ""}`;
  return total === 0 ? `${summary}${NO_RESULTS_SUFFIX}` : summary;
}

/** All four texts at once, as a search page's generateMetadata and body need them. */
export function searchText(input: SearchTextInput): SearchText {
  return {
    title: searchTitle(input),
    heading: searchHeading(input),
    metaDescription: searchMetaDescription(input),
    summary: searchResultsSummary(input),
  };
}
