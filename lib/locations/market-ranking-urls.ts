/**
 * Addresses of the market rankings: `/locations/rankings` (Australia) and
 * `/locations/rankings/{state or region slug}`, each with a best-value answer at `/best-value`
 * whose query is the buyer's question (`?type=houses&beds=3&max=900000&km=20`), so the answer is a
 * URL to share. The query is read here, by the page and by the edge page cache, which keeps only a
 * valid question in this canonical order.
 */
import { z } from "zod";
import { LOCATION_SLUG } from "./location-urls";

export const RANKINGS_PATH = "/locations/rankings";
const BEST_VALUE = "best-value";

/** The property types a buyer can ask about: the search slugs of the types most sold. */
export const BEST_VALUE_TYPES = [
  { slug: "houses", propertyType: 7, label: "house" },
  { slug: "townhouses", propertyType: 13, label: "townhouse" },
  { slug: "units", propertyType: 14, label: "unit" },
  { slug: "apartments", propertyType: 4, label: "apartment" },
] as const;
export type BestValueTypeSlug = (typeof BEST_VALUE_TYPES)[number]["slug"];

export const BEST_VALUE_MIN_PRICE = 100_000;
export const BEST_VALUE_MAX_PRICE = 20_000_000;
export const BEST_VALUE_MAX_KM = 100;
/** Bedroom choices; the last counts that many or more, as the stored medians do. */
export const BEST_VALUE_MAX_BEDROOMS = 5;

/** The example question the form starts from. */
export const DEFAULT_BEST_VALUE = { type: "houses", beds: 3, max: 900_000, km: 20 } as const;

const whole = (message: string, min: number, maxValue: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(maxValue, message));

/**
 * The buyer's question, from a page's query or the API's (`GET /api/v1/locations/rankings/…/best-value`):
 * strings in, a BestValueQuery out, the first problem a sentence a person can act on.
 */
export const bestValueQuerySchema = z.object({
  type: z.enum(BEST_VALUE_TYPES.map((type) => type.slug) as [BestValueTypeSlug, ...BestValueTypeSlug[]], {
    error: "Choose a property type: houses, townhouses, units or apartments.",
  }),
  beds: whole(`Choose from 1 to ${BEST_VALUE_MAX_BEDROOMS} bedrooms.`, 1, BEST_VALUE_MAX_BEDROOMS),
  max: whole(
    "Enter a budget from $100,000 to $20,000,000, in whole dollars.",
    BEST_VALUE_MIN_PRICE,
    BEST_VALUE_MAX_PRICE,
  ),
  km: z
    .union([
      z.literal(""),
      whole(
        `Enter a distance from 1 to ${BEST_VALUE_MAX_KM} km, or leave it empty for anywhere.`,
        1,
        BEST_VALUE_MAX_KM,
      ),
    ])
    .optional()
    .transform((km) => (km === "" ? undefined : km)),
});

export interface BestValueQuery {
  type: BestValueTypeSlug;
  beds: number;
  max: number;
  km?: number;
}

export type ParsedBestValueQuery = { ok: true; query: BestValueQuery } | { ok: false; message: string };

/** Reads a question from the page's query; the first problem is the message shown. */
export function parseBestValueQuery(params: URLSearchParams): ParsedBestValueQuery {
  const parsed = bestValueQuerySchema.safeParse({
    type: params.get("type") ?? undefined,
    beds: params.get("beds") ?? undefined,
    max: params.get("max") ?? undefined,
    km: params.get("km") ?? undefined,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Check your question." };
  return { ok: true, query: parsed.data };
}

/** The query parameters of a question, in the order its address writes them. */
export const BEST_VALUE_PARAMS = ["type", "beds", "max", "km"] as const;

/** Did the visitor ask anything (a best-value address without a parameter shows the example)? */
export function isBestValueAsked(params: URLSearchParams): boolean {
  return BEST_VALUE_PARAMS.some((key) => params.has(key));
}

/** What the form's fields hold, as strings: the field values a GET form sends. */
export type BestValueFormValues = Record<(typeof BEST_VALUE_PARAMS)[number], string>;

/**
 * What the best-value form shows: the question asked (its canonical values when valid; as typed
 * when not, so the visitor fixes the one field the message names rather than starting over), or
 * the example question when nothing was asked.
 */
export function bestValueFormValues(params: URLSearchParams): BestValueFormValues {
  if (!isBestValueAsked(params))
    return {
      type: DEFAULT_BEST_VALUE.type,
      beds: String(DEFAULT_BEST_VALUE.beds),
      max: String(DEFAULT_BEST_VALUE.max),
      km: String(DEFAULT_BEST_VALUE.km),
    };
  const parsed = parseBestValueQuery(params);
  if (parsed.ok) {
    const { type, beds, max, km } = parsed.query;
    return { type, beds: String(beds), max: String(max), km: km === undefined ? "" : String(km) };
  }
  return {
    type: params.get("type") ?? "",
    beds: params.get("beds") ?? "",
    max: params.get("max") ?? "",
    km: params.get("km") ?? "",
  };
}

export function bestValueType(slug: BestValueTypeSlug) {
  return BEST_VALUE_TYPES.find((type) => type.slug === slug)!;
}

/** A place's rankings page; without a slug, Australia's. */
export function marketRankingsPath(placeSlug?: string): string {
  return placeSlug ? `${RANKINGS_PATH}/${placeSlug}` : RANKINGS_PATH;
}

/** The best-value page of a place, with the question in canonical order when there is one. */
export function bestValuePath(placeSlug?: string, query?: BestValueQuery): string {
  const path = `${marketRankingsPath(placeSlug)}/${BEST_VALUE}`;
  if (!query) return path;
  const params = new URLSearchParams({ type: query.type, beds: String(query.beds), max: String(query.max) });
  if (query.km !== undefined) params.set("km", String(query.km));
  return `${path}?${params}`;
}

/** Is this a rankings address (a page or not)? */
export function isRankingsPath(pathname: string): boolean {
  return pathname === RANKINGS_PATH || pathname.startsWith(`${RANKINGS_PATH}/`);
}

/**
 * The address a rankings page is shared under (the edge page cache's key), or undefined when it
 * is not one or must not be kept: a best-value page without a valid question renders the form
 * with its message, and is never stored. Other parameters are dropped.
 */
export function sharedRankingsPath(url: URL): string | undefined {
  if (!isRankingsPath(url.pathname)) return undefined;
  const segments = url.pathname.slice(RANKINGS_PATH.length).split("/").filter(Boolean);
  if (segments.length > 2 || !segments.every((segment) => LOCATION_SLUG.test(segment))) return undefined;
  const bestValue = segments.at(-1) === BEST_VALUE;
  if (!bestValue) return segments.length <= 1 ? marketRankingsPath(segments[0]) : undefined;
  const parsed = parseBestValueQuery(url.searchParams);
  return parsed.ok ? bestValuePath(segments.length === 2 ? segments[0] : undefined, parsed.query) : undefined;
}

/** The question as a buyer would ask it: "a 3-bedroom house under $900,000 within 20 km of the CBD". */
export function bestValueQuestion(query: BestValueQuery): string {
  const beds = query.beds >= BEST_VALUE_MAX_BEDROOMS ? `${BEST_VALUE_MAX_BEDROOMS}+` : String(query.beds);
  const within = query.km === undefined ? "" : ` within ${query.km} km of the CBD`;
  const type = bestValueType(query.type).label;
  return `a ${beds}-bedroom ${type} under $${query.max.toLocaleString("en-AU")}${within}`;
}
