import { z } from "zod";
import { LOCATION_SLUG } from "../../../locations/location-urls";
import { bestValueQuerySchema } from "../../../locations/market-ranking-urls";
import { defineOperation } from "../operation";
import { locationShape } from "./shapes";

/*
 * The market rankings as the pages show them (/locations/rankings/…): the most viewed and
 * fastest-selling suburbs of Australia, a state or a region, and the best-value answer to a buyer's
 * question, whose query is parsed by the same schema as the page's.
 */

const TAG = "Locations";
const placeParams = z.object({
  place: z
    .string()
    .regex(LOCATION_SLUG, "A place is a state or region slug, e.g. vic or melbourne-inner.")
    .meta({ description: "A state or region slug (a place page's last segment).", example: "vic" }),
});

const rankingShape = z.object({
  key: z.enum(["most-viewed", "fastest-selling"]),
  title: z.string(),
  suburbs: z.array(
    z.object({
      rank: z.number().int(),
      suburbId: z.number().int(),
      value: z.number().meta({ description: "Views over the last 30 days, or median days on market." }),
      sample: z.number().int().meta({ description: "What the value rests on: views, or sales." }),
      location: locationShape,
    }),
  ),
});

const rankingsResponse = z.object({
  place: locationShape.nullable().meta({ description: "The state or region; null for Australia." }),
  computedAt: z.number().int().nullable().meta({ description: "When the rankings were computed (epoch ms)." }),
  rankings: z.array(rankingShape),
  within: z.array(locationShape).meta({ description: "Places to rank within: Australia's states, a state's regions." }),
});

const shape = bestValueQuerySchema.shape;
const bestValueQuery = z.object({
  type: shape.type.meta({ description: "houses, townhouses, units or apartments.", example: "houses" }),
  beds: shape.beds.meta({ description: "Bedrooms, 1 to 5 (5 counts 5 or more).", example: "3" }),
  max: shape.max.meta({ description: "The budget in whole dollars, 100000 to 20000000.", example: "900000" }),
  km: shape.km.meta({ description: "Within this many km (1 to 100) of the state capital's CBD; empty for anywhere." }),
});

const bestValueResponse = z.object({
  place: locationShape.nullable(),
  query: z.object({ type: z.string(), beds: z.number().int(), max: z.number().int(), km: z.number().int().optional() }),
  question: z.string().meta({ example: "a 3-bedroom house under $900,000 within 20 km of the CBD" }),
  suburbs: z.array(
    z.object({
      rank: z.number().int(),
      suburbId: z.number().int(),
      medianPrice: z.number().int().meta({ description: "The 12-month median sold price for the type and bedrooms." }),
      sales: z.number().int(),
      distanceKm: z.number(),
      location: locationShape,
    }),
  ),
});

const BEST_VALUE_EXAMPLE = { type: "houses", beds: "3", max: "900000", km: "20" };

export const getMarketRankings = defineOperation({
  id: "getMarketRankings",
  method: "GET",
  path: "/locations/rankings",
  tag: TAG,
  summary: "Australia's most viewed and fastest-selling suburbs (20 each)",
  access: "public",
  response: rankingsResponse,
  errors: [],
  example: {},
});

export const getPlaceMarketRankings = defineOperation({
  id: "getPlaceMarketRankings",
  method: "GET",
  path: "/locations/rankings/{place}",
  tag: TAG,
  summary: "A state's or region's most viewed and fastest-selling suburbs (20 each)",
  access: "public",
  params: placeParams,
  response: rankingsResponse,
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { place: "vic" } },
});

export const getBestValue = defineOperation({
  id: "getBestValue",
  method: "GET",
  path: "/locations/rankings/best-value",
  tag: TAG,
  summary: "Where in Australia a budget buys a home: suburbs whose median fits, closest to the CBD first",
  access: "public",
  query: bestValueQuery,
  response: bestValueResponse,
  errors: ["BAD_INPUT"],
  example: { query: BEST_VALUE_EXAMPLE },
});

export const getPlaceBestValue = defineOperation({
  id: "getPlaceBestValue",
  method: "GET",
  path: "/locations/rankings/{place}/best-value",
  tag: TAG,
  summary: "Where in a state or region a budget buys a home, closest to the CBD first",
  access: "public",
  params: placeParams,
  query: bestValueQuery,
  response: bestValueResponse,
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { place: "vic" }, query: BEST_VALUE_EXAMPLE },
});

export const marketRankingOperations = [getMarketRankings, getPlaceMarketRankings, getBestValue, getPlaceBestValue];
