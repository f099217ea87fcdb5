import { z } from "zod";
import { defineOperation } from "../operation";
import { locationShape } from "./shapes";

/* The location calls; inputs are parsed in the API's facade, app/api/v1/_facades/locations.ts. */

const TAG = "Locations";
const SYDNEY = "5713470";
const idParam = z.object({ id: z.string().meta({ description: "The location id (a number).", example: SYDNEY }) });

export const getLocation = defineOperation({
  id: "getLocation",
  method: "GET",
  path: "/location/{id}",
  tag: TAG,
  summary: "A location, and its nearest suburbs when includeSurrounding=true",
  access: "public",
  params: idParam,
  query: z.object({
    includeSurrounding: z
      .string()
      .optional()
      .meta({ description: "true or false: add the 5 nearest suburbs. Default false.", default: "false" }),
  }),
  response: z.object({ location: locationShape, surrounding: z.array(locationShape).optional() }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: SYDNEY }, query: { includeSurrounding: "true" } },
});

export const getLocationAtPoint = defineOperation({
  id: "getLocationAtPoint",
  method: "GET",
  path: "/location/{id}/{lat}/{long}",
  tag: TAG,
  summary: "The suburb of the location that holds a point",
  access: "public",
  params: z.object({
    id: z.string().meta({ example: SYDNEY }),
    lat: z.string().meta({ description: "Latitude, -90 to 90.", example: "-37.8141" }),
    long: z.string().meta({ description: "Longitude, -180 to 180.", example: "144.9561" }),
  }),
  response: z.object({ location: locationShape, suburb: locationShape }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: SYDNEY, lat: "-37.8141", long: "144.9561" } },
});

export const getLocationNearby = defineOperation({
  id: "getLocationNearby",
  method: "GET",
  path: "/location/{id}/nearby",
  tag: TAG,
  summary: "The nearest suburbs, nearest first (take 5)",
  access: "public",
  params: idParam,
  query: z.object({
    take: z.string().optional().meta({ description: "How many, 1 to 8. Default 5.", default: "5" }),
  }),
  response: z.array(locationShape),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: SYDNEY } },
});

export const getLocationSpatial = defineOperation({
  id: "getLocationSpatial",
  method: "GET",
  path: "/location/{id}/spatial",
  tag: TAG,
  summary: "A suburb's boundary as well-known text (null for other places)",
  access: "public",
  params: idParam,
  response: z.object({ id: z.number().int(), wellKnownText: z.string().nullable() }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: SYDNEY } },
});

export const getLocationSponsor = defineOperation({
  id: "getLocationSponsor",
  method: "GET",
  path: "/location/{id}/sponsor",
  tag: TAG,
  summary: "The agents who sold most in the place over the last 12 months",
  access: "public",
  params: idParam,
  query: z.object({
    take: z.string().optional().meta({ description: "How many agents, 1 to 10. Default 3.", default: "3" }),
  }),
  response: z.object({
    id: z.number().int(),
    agents: z.array(
      z.looseObject({ id: z.number().int(), name: z.string(), officeId: z.number().int(), sold: z.number().int() }),
    ),
  }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: SYDNEY } },
});

export const getLocationPros = defineOperation({
  id: "getLocationPros",
  method: "GET",
  path: "/location/{id}/pros",
  tag: TAG,
  summary: "What locals like: the factors its locals rate well, and what they love in their words",
  access: "public",
  params: idParam,
  response: z.object({
    id: z.number().int(),
    pros: z.array(z.object({ key: z.string(), label: z.string(), rating: z.number(), ratings: z.number().int() })),
    loves: z.array(z.object({ reviewId: z.number().int(), text: z.string() })),
  }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: SYDNEY } },
});

export const searchLocations = defineOperation({
  id: "searchLocations",
  method: "GET",
  path: "/search/locations",
  tag: "Search",
  summary: "Suburbs, regions and postcodes matching what was typed (take 8)",
  access: "public",
  query: z.object({
    q: z.string().optional().meta({ example: "bondi" }),
    take: z.string().optional().meta({ description: "How many, 1 to 20. Default 8.", default: "8" }),
  }),
  response: z.array(locationShape),
  errors: ["BAD_INPUT"],
  example: { query: { q: "bondi" } },
});

export const locationOperations = [
  getLocation,
  getLocationAtPoint,
  getLocationNearby,
  getLocationSpatial,
  getLocationSponsor,
  getLocationPros,
  searchLocations,
];
