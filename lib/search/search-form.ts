import { FACETED_SEGMENTS, LOCATION_RESULTS_SEGMENTS, SEARCH_MODES, type SearchMode } from "./search-mode";
import { ALL_PROPERTY_TYPES_SLUG } from "../listings/property-types";
import { parseSearchUrl } from "./parse-search-url";
import { withResultsView } from "./results-view";

/**
 * The search form (filters panel, sort control, suburb chips) submits plain GET fields to
 * /search; this turns them into the canonical search URL. Field names are the search URL's own
 * query keys (bedrooms, priceminimum, features, sort, …), so the one URL parser does the reading
 * and every rule of it (limits, clamping, canonical order) applies to forms too.
 *
 * Fields of the form's own:
 * - `mode`: Buy | Rent | Sold | Leased
 * - `location`: a location slug, repeated for several (the first goes in the path);
 *   `remove-location` takes one out (the × on a place chip is a submit button)
 * - `office`: the office slug of an office search (its base path replaces the location)
 * - `surrounding-choice` + `include-surrounding`: the include-surrounding checkbox (a checkbox
 *   sends nothing when unticked, so the hidden choice field says the box was there)
 * - `land-min` / `land-max`: the two land-size selects, joined into `land-area`
 * Repeated keys (checkbox groups) are joined into the URL's comma lists.
 */
const FORM_ONLY_KEYS = new Set([
  "mode",
  "location",
  "remove-location",
  "office",
  "surrounding-choice",
  "include-surrounding",
  "land-min",
  "land-max",
  "view",
]);
const SLUG = /^[a-z0-9-]{2,120}$/;

export function searchUrlFromForm(form: URLSearchParams): string | null {
  const modeField = form.get("mode") ?? "Buy";
  const mode: SearchMode = (SEARCH_MODES as readonly string[]).includes(modeField) ? (modeField as SearchMode) : "Buy";
  const removed = new Set(form.getAll("remove-location"));
  const locations = [...new Set(form.getAll("location"))].filter((slug) => SLUG.test(slug) && !removed.has(slug));
  const office = form.get("office") ?? "";
  const [first, ...others] = SLUG.test(office) ? [undefined, ...locations] : locations;

  const query = new URLSearchParams();
  const keys = [...new Set(form.keys())].filter((key) => !FORM_ONLY_KEYS.has(key));
  for (const key of keys) {
    const values = form.getAll(key).filter((value) => value !== "" || key === "inspections" || key === "auctions");
    if (values.length > 0) query.set(key, values.join(","));
  }
  if (others.length > 0) query.set("suburbs", [query.get("suburbs"), ...others].filter(Boolean).join(","));
  if (form.get("surrounding-choice") === "shown" && !form.has("include-surrounding")) query.set("surrounding", "false");
  const landMin = form.get("land-min") ?? "";
  const landMax = form.get("land-max") ?? "";
  if (landMin || landMax) query.set("land-area", `${landMin}-${landMax}`);

  const base = SLUG.test(office)
    ? `/real-estate-agency/${office}/${FACETED_SEGMENTS[mode]}`
    : `/${LOCATION_RESULTS_SEGMENTS[mode]}${first ? `/${first}` : ""}`;
  const typeSegment = mode === "Buy" || mode === "Rent" ? `/${ALL_PROPERTY_TYPES_SLUG}` : "";
  const text = query.toString().replace(/%2C/gi, ",");
  const parsed = parseSearchUrl(`${base}${typeSegment}${text ? `?${text}` : ""}`);
  if (!parsed.ok) return null;
  const view = form.get("view");
  return view === "map" ? withResultsView(parsed.canonicalUrl, "map") : parsed.canonicalUrl;
}
