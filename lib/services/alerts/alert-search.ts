import { placesBySlug } from "../../db/queries/alerts/alerts";
import { alertFilterFromSearch, alertName, type AlertFilter, type AlertSource } from "../../alerts/alert-filter";
import { MAX_ALERT_LOCATIONS, tooManyLocationsMessage } from "../../alerts/alert-rules";
import { parseSearchUrl } from "../../search/parse-search-url";
import type { SearchFilter } from "../../search/filter";
import type { ServiceContext } from "../context";
import { fail, type Failure } from "../result";

/** What an alert keeps of the search it was saved from: enough to compare, describe and link back. */
export type AlertSearch = AlertSource &
  Pick<SearchFilter, "context"> & {
    /** The search's canonical URL: "see all" links and the alerts page's link go here. */
    url: string;
  };

export interface ReadAlertSearch {
  ok: true;
  search: AlertSearch;
  filter: AlertFilter;
  defaultName: string;
  stateCode: string | undefined;
}

/**
 * Turns the results page's URL into the alert's search and filter. The URL parser is the one the
 * results page uses, so an alert follows exactly what the member was looking at; location slugs
 * become the ids matching works with.
 */
export async function readAlertSearch(ctx: ServiceContext, url: string): Promise<ReadAlertSearch | Failure> {
  const parsed = parseSearchUrl(url);
  if (!parsed.ok)
    return fail("BAD_INPUT", "That page is not a search that can be saved", {
      fieldErrors: { searchUrl: parsed.error },
    });
  const { filter } = parsed;
  if (filter.searchMode !== "Buy" && filter.searchMode !== "Rent") {
    return fail("BAD_INPUT", "Only buy and rent searches can be saved as alerts", {
      fieldErrors: { searchUrl: "Sold and leased homes have no new listings to alert you to" },
    });
  }
  if (filter.context !== "Location") {
    return fail("BAD_INPUT", "Only searches by location can be saved as alerts", {
      fieldErrors: { searchUrl: "Choose suburbs, areas or a state instead of a map area" },
    });
  }
  const wanted = filter.locationSearchContext.searchLocations;
  if (wanted.length > MAX_ALERT_LOCATIONS) {
    return fail("BAD_INPUT", tooManyLocationsMessage(), { fieldErrors: { searchUrl: tooManyLocationsMessage() } });
  }
  const places = new Map(
    (
      await placesBySlug(
        ctx.db,
        wanted.map((location) => location.slug),
      )
    ).map((place) => [place.slug, place]),
  );
  const searchLocations = [];
  for (const location of wanted) {
    const place = places.get(location.slug);
    if (!place)
      return fail("BAD_INPUT", "One of the search's locations no longer exists", {
        fieldErrors: { searchUrl: location.slug },
      });
    searchLocations.push({
      id: place.id,
      slug: place.slug,
      name: place.name,
      stateCode: place.stateCode,
      ...(place.postcode ? { postcode: place.postcode } : {}),
    });
  }
  const search: AlertSearch = {
    url: parsed.canonicalUrl,
    context: filter.context,
    searchMode: filter.searchMode,
    propertyTypes: [...filter.propertyTypes],
    price: { ...filter.price },
    bedrooms: { ...filter.bedrooms },
    bathrooms: { ...filter.bathrooms },
    carSpaces: { ...filter.carSpaces },
    locationSearchContext: {
      includeSurroundingSuburbs: filter.locationSearchContext.includeSurroundingSuburbs,
      searchLocations,
    },
  };
  return {
    ok: true,
    search,
    filter: alertFilterFromSearch(search),
    defaultName: alertName(search),
    stateCode: searchLocations[0]?.stateCode,
  };
}
