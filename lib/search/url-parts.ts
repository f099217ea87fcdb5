import { ALL_PROPERTY_TYPES_SLUG, propertyTypeByApiName } from "@/lib/listings/property-types";
import { searchFilterSchema, type SearchFilter } from "./filter";
import { normaliseFilter } from "./normalise";
import { isCompletedMode } from "./search-mode";

/** Pieces both URL builders share. */

/** Validates and normalises anything handed to a builder; builders never throw on bad input. */
export function readFilterForUrl(input: unknown): { ok: true; filter: SearchFilter } | { ok: false; error: string } {
  const parsed = searchFilterSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
    return { ok: false, error: `Invalid search filter${where}: ${issue?.message ?? "unknown problem"}` };
  }
  return { ok: true, filter: normaliseFilter(parsed.data) };
}

/**
 * The property-type path segment: the type's slug for one type; `real-estate` (all types) for
 * buy and rent; nothing for sold and leased, whose results omit `/real-estate`.
 * Several types are a query filter, so the segment is then the "all types" one.
 */
export function propertyTypeSegment(filter: SearchFilter): string | undefined {
  const only = filter.propertyTypes.length === 1 ? filter.propertyTypes[0] : undefined;
  const slug = only ? propertyTypeByApiName(only)?.slug : undefined;
  if (slug) return slug;
  return isCompletedMode(filter.searchMode) ? undefined : ALL_PROPERTY_TYPES_SLUG;
}

/** The filter without the single property type the path already carries. */
export function withoutPathPropertyType(filter: SearchFilter): SearchFilter {
  return filter.propertyTypes.length === 1 ? { ...filter, propertyTypes: [] } : filter;
}

/** Office searches live under the office's own page. */
export const OFFICE_SEARCH_ROOT = "real-estate-agency";

export function joinPath(segments: ReadonlyArray<string | undefined>): string {
  return `/${segments.filter((segment): segment is string => !!segment).join("/")}`;
}
