import { PROPERTY_FEATURES } from "@/lib/listings/features";
import { ALL_PROPERTY_TYPES_SLUG, propertyTypeBySlug } from "@/lib/listings/property-types";
import { STUDIO_BEDROOMS } from "./bedrooms";
import { isoDaySchema, mapBoundsSchema, type MapBounds, type NumberRange } from "./filter";
import { addDate, addRoomCount, type FilterDraft } from "./filter-draft";
import { MAX_DATE_ENTRIES, MAX_FRONTAGE, MAX_LAND_AREA, MAX_PAGE, MAX_PRICE, MAX_SEARCH_LOCATIONS } from "./limits";
import { decodeShape } from "./polyline";
import { SEARCH_QUERY_KEYS, type SearchQueryKey } from "./query-params";
import { parseRoomCountToken, type RoomCountFilter } from "./room-count";
import { parseLocationSlug } from "./search-location";
import { defaultSortOrder, parseSortOrder } from "./sort";

/**
 * Reading the query string of a search URL. Lenient by design: every value is checked, and
 * anything unusable is dropped with a warning instead of failing the page.
 */
/** Longest value read for any one parameter; longer values are rejected unread. */
const MAX_VALUE_LENGTH = 6000;

function readWhole(value: string, max: number): number | undefined {
  if (!/^\d{1,12}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
}

function readDecimal(value: string, min: number, max: number): number | undefined {
  if (value.length > 32 || !/^-?\d+(\.\d+)?(e-?\d+)?$/i.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

function readRange(value: string, max: number): NumberRange | undefined {
  const match = /^(\d*)-(\d*)$/.exec(value);
  if (!match || (!match[1] && !match[2])) return undefined;
  const min = match[1] ? readWhole(match[1], max) : undefined;
  const top = match[2] ? readWhole(match[2], max) : undefined;
  if ((match[1] && min === undefined) || (match[2] && top === undefined)) return undefined;
  return { ...(min !== undefined && { min }), ...(top !== undefined && { max: top }) };
}

function readDates(value: string): string[] | undefined {
  const dates = value.split(",", MAX_DATE_ENTRIES + 1);
  if (dates.length > MAX_DATE_ENTRIES) return undefined;
  return dates.every((date) => date === "" || isoDaySchema.safeParse(date).success) ? dates : undefined;
}

function readBounds(value: string): MapBounds | undefined {
  if (value.length > 300) return undefined;
  try {
    const parsed = mapBoundsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a comma list of counts. A list that cannot be read at all is refused whole; an exact
 * count below `lowest` (a 0 among bedrooms, where studios are their own parameter) is dropped on
 * its own, so `bedrooms=0,2` still searches 2 bedrooms. Answers the dropped tokens.
 */
function readRoomCounts(
  value: string,
  into: RoomCountFilter,
  lowest: number,
): { ok: false } | { ok: true; dropped: string[] } {
  const tokens = value.split(",", 8);
  const counts = tokens.map(parseRoomCountToken);
  if (tokens.length > 7 || counts.some((count) => !count)) return { ok: false };
  const dropped: string[] = [];
  counts.forEach((count, i) => {
    if (!count) return;
    if ("only" in count && count.only < lowest) dropped.push(tokens[i] ?? "");
    else addRoomCount(into, count);
  });
  return { ok: true, dropped };
}

/** Reads a room-count parameter, warning about a list it refused or the counts it dropped. */
function applyRoomCounts(
  value: string,
  into: RoomCountFilter,
  lowest: number,
  reject: Reject,
  refused: string,
  droppedWhy: string,
): void {
  const read = readRoomCounts(value, into, lowest);
  if (!read.ok) reject(refused);
  else if (read.dropped.length > 0) reject(droppedWhy, read.dropped.join(","));
}

const formatAmount = (max: number) => max.toLocaleString("en-AU");

type QueryReader = (key: SearchQueryKey) => string | undefined;
/** Drops a value (or only `part` of it) with the reason, as a warning. */
type Reject = (why: string, part?: string) => void;

/** Reads every known query parameter into the draft; anything unusable is dropped with a warning. */
export function applyQuery(read: QueryReader, draft: FilterDraft, warnings: string[]): void {
  const ignore = (key: string, value: string, why: string) => {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    warnings.push(`Ignored ${key} '${shown}': ${why}`);
  };
  for (const key of SEARCH_QUERY_KEYS) {
    const value = read(key);
    if (value === undefined) continue;
    if (value.length > MAX_VALUE_LENGTH) {
      ignore(key, value, "the value is too long");
      continue;
    }
    applyQueryValue(key, value, draft, (why, part) => ignore(key, part ?? value, why));
  }
}

function applyQueryValue(key: SearchQueryKey, value: string, draft: FilterDraft, reject: Reject): void {
  switch (key) {
    case "propertytype": {
      for (const slug of value.toLowerCase().split(",", 40)) {
        if (slug === ALL_PROPERTY_TYPES_SLUG || slug === "") continue;
        const type = propertyTypeBySlug(slug);
        if (type?.apiName) draft.propertyTypes.push(type.apiName);
        else reject(`'${slug}' is not a property type`);
      }
      return;
    }
    case "bedrooms":
      applyRoomCounts(
        value,
        draft.bedrooms,
        1,
        reject,
        "bedrooms are a comma list like 1,2,5-plus",
        "studios are chosen with studios=true",
      );
      return;
    case "studios":
      if (value === "true") addRoomCount(draft.bedrooms, { only: STUDIO_BEDROOMS });
      else if (value !== "false") reject("studios is true or false");
      return;
    case "bathrooms":
      applyRoomCounts(value, draft.bathrooms, 1, reject, "bathrooms are a comma list like 2-plus", "counts start at 1");
      return;
    case "carspaces":
      applyRoomCounts(
        value,
        draft.carSpaces,
        1,
        reject,
        "car spaces are a comma list like 1-plus",
        "counts start at 1",
      );
      return;
    case "suburbs": {
      const room = MAX_SEARCH_LOCATIONS - draft.locations.length;
      const slugs = value
        .toLowerCase()
        .split(",", MAX_SEARCH_LOCATIONS + 1)
        .filter((slug) => slug);
      if (slugs.length > room) reject(`at most ${MAX_SEARCH_LOCATIONS} locations can be searched at once`);
      for (const slug of slugs.slice(0, Math.max(room, 0))) {
        const location = parseLocationSlug(slug);
        if (location) draft.locations.push(location);
        else reject(`'${slug}' is not a location`);
      }
      return;
    }
    case "surrounding":
      if (value === "false") draft.includeSurroundingSuburbs = false;
      else if (value !== "true") reject("surrounding is true or false");
      return;
    case "priceminimum":
    case "pricemaximum": {
      const amount = readWhole(value, MAX_PRICE);
      if (amount === undefined)
        return reject(`a price is a whole number of dollars from 0 to ${formatAmount(MAX_PRICE)}`);
      draft.price[key === "priceminimum" ? "min" : "max"] = amount;
      return;
    }
    case "land-area":
    case "frontage": {
      const max = key === "land-area" ? MAX_LAND_AREA : MAX_FRONTAGE;
      const range = readRange(value, max);
      if (!range) return reject(`expected min-max in whole metres, each at most ${formatAmount(max)}`);
      if (key === "land-area") draft.landSize = range;
      else draft.frontageSize = range;
      return;
    }
    case "features": {
      for (const name of value.toLowerCase().split(",", PROPERTY_FEATURES.length + 10)) {
        if (name === "") continue;
        const feature = PROPERTY_FEATURES.find((candidate) => candidate.toLowerCase() === name);
        if (feature) draft.propertyFeatures.push(feature);
        else reject(`'${name}' is not a property feature`);
      }
      return;
    }
    case "inspections":
    case "auctions": {
      const dates = readDates(value);
      if (!dates)
        return reject(
          `expected up to ${MAX_DATE_ENTRIES} days as yyyy-MM-dd, comma separated (empty means forthcoming)`,
        );
      if (key === "inspections") draft.inspectionDates = dates.reduce(addDate, draft.inspectionDates);
      else draft.auctionDates = dates.reduce(addDate, draft.auctionDates);
      return;
    }
    case "agent": {
      // One agent's listings within an office's: only office pages read it.
      const agentId = readWhole(value, Number.MAX_SAFE_INTEGER);
      if (draft.context !== "Office") reject("only an office's listings can be narrowed to one of its agents");
      else if (agentId === undefined || agentId < 1) reject("agent is an agent's id (a whole number)");
      else draft.agentId = agentId;
      return;
    }
    case "isUnderOffer":
      if (value === "false") draft.isUnderOffer = false;
      else reject("only isUnderOffer=false is supported");
      return;
    case "sort": {
      const sort = parseSortOrder(value);
      if (sort) draft.sortBy = sort;
      else reject(`unknown sort; the default (${defaultSortOrder(draft.searchMode, draft.context)}) is used`);
      return;
    }
    case "context": {
      const context = value.toLowerCase();
      if (context === "map" || context === "draw") draft.requestedContext = context;
      else if (context !== "location") reject("context is map or draw");
      return;
    }
    case "lat":
      draft.latitude = readDecimal(value, -90, 90);
      if (draft.latitude === undefined) reject("latitude is a number from -90 to 90");
      return;
    case "lng":
      draft.longitude = readDecimal(value, -180, 180);
      if (draft.longitude === undefined) reject("longitude is a number from -180 to 180");
      return;
    case "zoom":
      draft.zoom = readDecimal(value, 0, 22);
      if (draft.zoom === undefined) reject("zoom is a number from 0 to 22");
      return;
    case "bounds":
      draft.bounds = readBounds(value);
      if (!draft.bounds) reject('bounds is JSON like {"north":-33.8,"south":-33.9,"east":151.3,"west":151.2}');
      return;
    case "shape": {
      const shape = decodeShape(value);
      if (shape.ok) draft.shape = shape.points;
      else reject(shape.error);
      return;
    }
    case "page": {
      const page = readWhole(value, Number.MAX_SAFE_INTEGER);
      if (page === undefined || page < 1) return reject("page is a whole number from 1");
      if (page > MAX_PAGE) reject(`pages stop at ${MAX_PAGE}`);
      draft.page = Math.min(page, MAX_PAGE);
      return;
    }
  }
}
