import { z } from "zod";
import { ENQUIRY_REASON_KEYS } from "../../../listings/enquiry-reasons";
import { pagingSchema } from "../../../services/paging";
import { DEFAULT_SCHOOLS_TAKE, MAX_SCHOOLS_TAKE } from "../../../services/schools/schools-near";
import { jsonObjectParam } from "../json-query";
import { defineOperation, type ApiOperation } from "../operation";
import { listingShape, mapMarkerShape, schoolShape } from "./shapes";

/*
 * Listings, their searches and enquiries; inputs are parsed in lib/services/{listings,search,enquiries}
 * and the API's facades (app/api/v1/_facades/{listings,search,enquiries}.ts).
 */

/** The schools call's take: 20 by default, as the product lists them; skip is not offered. */
export const SCHOOLS_QUERY = pagingSchema(DEFAULT_SCHOOLS_TAKE, MAX_SCHOOLS_TAKE).pick({ take: true });

const TAG = "Listings";
/** A seeded listing (the first the seed writes). */
const LISTING = "243661347";
const idParam = z.object({ id: z.string().meta({ description: "The listing id (a number).", example: LISTING }) });

export const getListing = defineOperation({
  id: "getListing",
  method: "GET",
  path: "/listing/{id}",
  tag: TAG,
  summary: "A listing: the price only as published, the street only when the address is disclosed",
  access: "public",
  params: idParam,
  response: listingShape,
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: LISTING } },
});

export const getListingSchools = defineOperation({
  id: "getListingSchools",
  method: "GET",
  path: "/listing/{id}/schools",
  tag: TAG,
  summary: "The nearest schools to a listing, nearest first (take 20)",
  access: "public",
  params: idParam,
  query: SCHOOLS_QUERY,
  response: z.array(schoolShape),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: LISTING }, query: { take: "3" } },
});

export const getListingEnquiryForm = defineOperation({
  id: "getListingEnquiryForm",
  method: "GET",
  path: "/listing/enquiry/{id}",
  tag: "Enquiries",
  summary: "What an enquiry about a listing shows: its agent and the reasons a buyer can tick",
  access: "public",
  params: idParam,
  response: z.object({
    listingId: z.number().int(),
    title: z.string(),
    displayAddress: z.string(),
    agent: z.looseObject({ id: z.number().int(), name: z.string() }).nullable(),
    reasons: z.array(z.object({ key: z.string(), label: z.string() })),
  }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: LISTING } },
});

const searchResult = z
  .looseObject({
    total: z.number().int(),
    listings: z.array(listingShape),
    pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int(), pageSize: z.number().int() }),
    warnings: z.array(z.string()),
  })
  .meta({ id: "SearchResult" });

const FILTER_HELP =
  "The search filter as JSON: searchMode (Buy, Rent, Sold, Leased), propertyTypes, price {min,max}, bedrooms, bathrooms, carSpaces, sortBy, paging {skip 0, take 25}, and the scope: locationSearchContext.searchLocations [{slug}] (location), shape [[lat,long]…] or map {latitude,longitude,zoom,bounds} (boundary), office {slug} (agent).";

const SCOPE_EXAMPLES = {
  location: '{"searchMode":"Buy","locationSearchContext":{"searchLocations":[{"slug":"bondi-beach-nsw-2026"}]}}',
  boundary:
    '{"searchMode":"Rent","map":{"latitude":-33.89,"longitude":151.27,"zoom":14,"bounds":{"north":-33.87,"south":-33.91,"east":151.29,"west":151.24}}}',
  agent: '{"searchMode":"Buy","office":{"slug":"allen-webb-chatswood"}}',
} as const;

function searchOperations(scope: keyof typeof SCOPE_EXAMPLES) {
  const query = z.object({ json: jsonObjectParam(SCOPE_EXAMPLES[scope], FILTER_HELP) });
  const list = defineOperation({
    id: `search${scope[0]!.toUpperCase()}${scope.slice(1)}List`,
    method: "GET",
    path: `/listings/${scope}/list`,
    tag: "Listing searches",
    summary: `Listings of a ${scope} search, a page at a time, with the total, median price and facets`,
    access: "public",
    query,
    response: searchResult,
    errors: ["BAD_INPUT", "UNAVAILABLE"],
    example: { query: { json: SCOPE_EXAMPLES[scope] } },
  });
  const map = defineOperation({
    id: `search${scope[0]!.toUpperCase()}${scope.slice(1)}Map`,
    method: "GET",
    path: `/listings/${scope}/map`,
    tag: "Listing searches",
    summary: `Map markers of a ${scope} search (the first 500; a hidden address at its suburb)`,
    access: "public",
    query,
    response: z.array(mapMarkerShape),
    errors: ["BAD_INPUT"],
    example: { query: { json: SCOPE_EXAMPLES[scope] } },
  });
  return [list, map] as const;
}

/** The filter in a JSON body: the same filter the json parameter carries, read by the same service. */
const filterBody = (description: string) => z.record(z.string(), z.unknown()).meta({ description });

/**
 * The POST form of a listing search: the filter in the body instead of the json parameter (long
 * filters, drawn shapes), the same service and the same answers. It only reads, so a read key may
 * call it; not cached (POST answers are not kept by caches).
 */
function postForm(
  search: ApiOperation & { example: { query?: Record<string, string> } },
  id: string,
  path: string,
  description: string,
) {
  return defineOperation({
    id,
    method: "POST",
    path,
    tag: search.tag,
    summary: `${search.summary} (the filter in the body)`,
    access: "public",
    reads: true,
    body: filterBody(description),
    response: search.response,
    errors: search.errors,
    example: { body: JSON.parse(search.example.query!.json!) as unknown },
  });
}

export const [searchLocationList, searchLocationMap] = searchOperations("location");
export const [searchBoundaryList, searchBoundaryMap] = searchOperations("boundary");
export const [searchAgentList, searchAgentMap] = searchOperations("agent");

const IDS_EXAMPLE = '{"ids":[243661347,316485908],"skip":0,"take":25}';
const idsQuery = z.object({
  json: jsonObjectParam(IDS_EXAMPLE, "The listing ids as JSON: ids (at most 100), skip 0, take 25."),
});

export const listListingsByIds = defineOperation({
  id: "listListingsByIds",
  method: "GET",
  path: "/listings/ids",
  tag: "Listing searches",
  summary: "Listings by id, in the order asked; unknown ids are left out",
  access: "public",
  query: idsQuery,
  response: z.array(listingShape),
  errors: ["BAD_INPUT"],
  example: { query: { json: IDS_EXAMPLE } },
});

export const searchIdsList = defineOperation({
  ...listListingsByIds,
  id: "searchIdsList",
  path: "/listings/ids/list",
  summary: "Listings by id, a page at a time (skip 0, take 25)",
});

export const searchIdsMap = defineOperation({
  ...listListingsByIds,
  id: "searchIdsMap",
  path: "/listings/ids/map",
  summary: "Map markers of listings by id",
  response: z.array(mapMarkerShape),
});

export const searchProperties = defineOperation({
  id: "searchProperties",
  method: "GET",
  path: "/search/properties",
  tag: "Search",
  summary: "Homes by address as someone types it (a number and the start of the street; take 8, at most 20)",
  description: "Only disclosed addresses are searched: a home whose address is withheld is never found by its street.",
  access: "public",
  query: z.object({
    q: z
      .string()
      .optional()
      .meta({ description: "A street, or a number and a street: 12 Kookaburra.", example: "kookaburra" }),
    take: z.string().optional().meta({ description: "How many (default 8, at most 20)." }),
  }),
  response: z.array(listingShape),
  errors: ["BAD_INPUT"],
  example: { query: { q: "kookaburra", take: "3" } },
});

export const postSearchLocationList = postForm(
  searchLocationList,
  "postSearchLocationList",
  "/listings/location/list",
  FILTER_HELP,
);
export const postSearchLocationMap = postForm(
  searchLocationMap,
  "postSearchLocationMap",
  "/listings/location/map",
  FILTER_HELP,
);
export const postSearchBoundaryList = postForm(
  searchBoundaryList,
  "postSearchBoundaryList",
  "/listings/boundary/list",
  FILTER_HELP,
);
export const postSearchBoundaryMap = postForm(
  searchBoundaryMap,
  "postSearchBoundaryMap",
  "/listings/boundary/map",
  FILTER_HELP,
);
export const postSearchAgentList = postForm(
  searchAgentList,
  "postSearchAgentList",
  "/listings/agent/list",
  FILTER_HELP,
);
export const postSearchAgentMap = postForm(searchAgentMap, "postSearchAgentMap", "/listings/agent/map", FILTER_HELP);
/** The product's POST /listings/agent: an office's listings, a page at a time (the agent list search). */
export const postSearchAgent = postForm(searchAgentList, "postSearchAgent", "/listings/agent", FILTER_HELP);
export const postListingsByIds = postForm(
  listListingsByIds,
  "postListingsByIds",
  "/listings/ids",
  "The listing ids as JSON: ids (at most 100), skip 0, take 25.",
);

export const enquiryBody = z
  .looseObject({
    name: z.string().meta({ example: "Sam Buyer" }),
    email: z.string().meta({ example: "sam@example.com" }),
    phone: z.string().optional(),
    message: z.string().optional(),
    reasons: z.array(z.enum(ENQUIRY_REASON_KEYS)).optional(),
  })
  .meta({ id: "Enquiry" });

const ENQUIRY_EXAMPLE = {
  name: "Sam Buyer",
  email: "sam@example.com",
  reasons: ["inspection"],
  message: "Could I see it on Saturday?",
};
const sent = z.object({ listingId: z.number().int(), copiedTo: z.string().nullable() });

export const sendListingEnquiry = defineOperation({
  id: "sendListingEnquiry",
  method: "POST",
  path: "/listing/enquiry",
  tag: "Enquiries",
  summary: "Sends an enquiry to a listing's agent (listingId in the body)",
  access: "partner",
  body: enquiryBody.extend({ listingId: z.union([z.number(), z.string()]).meta({ example: 243661347 }) }),
  response: sent,
  errors: ["BAD_INPUT", "NOT_FOUND", "RATE_LIMITED"],
  example: { body: { ...ENQUIRY_EXAMPLE, listingId: Number(LISTING) } },
});

export const sendEnquiryForListing = defineOperation({
  id: "sendEnquiryForListing",
  method: "POST",
  path: "/listing/{id}/enquiries",
  tag: "Enquiries",
  summary: "Sends an enquiry to the agent of the listing in the path",
  access: "partner",
  params: idParam,
  body: enquiryBody,
  response: sent,
  errors: ["BAD_INPUT", "NOT_FOUND", "RATE_LIMITED"],
  example: { params: { id: LISTING }, body: ENQUIRY_EXAMPLE },
});

export const listingOperations: readonly ApiOperation[] = [
  getListing,
  getListingSchools,
  getListingEnquiryForm,
  searchLocationList,
  searchLocationMap,
  searchBoundaryList,
  searchBoundaryMap,
  searchAgentList,
  searchAgentMap,
  listListingsByIds,
  searchIdsList,
  searchIdsMap,
  searchProperties,
  postSearchLocationList,
  postSearchLocationMap,
  postSearchBoundaryList,
  postSearchBoundaryMap,
  postSearchAgentList,
  postSearchAgentMap,
  postSearchAgent,
  postListingsByIds,
  sendListingEnquiry,
  sendEnquiryForListing,
];
