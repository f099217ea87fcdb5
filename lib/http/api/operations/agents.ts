import { z } from "zod";
import { AGENTS_PAGE_SIZE } from "../../../agents/ranking";
import { pagingSchema } from "../../../services/paging";
import { defineOperation } from "../operation";
import { agentReviewShape, agentShape, companyShape, listingStatsShape, locationShape, officeShape } from "./shapes";

/*
 * The agents' and agencies' calls. Their inputs are parsed in lib/services/agents and the API's
 * facade (app/api/v1/_facades/agents.ts), where the messages partners read live; the schemas here
 * state them for the document.
 */

/** An agent's reviews, paged: skip 0, take 5 (at most 50). */
export const AGENT_REVIEWS_PAGING = pagingSchema(AGENTS_PAGE_SIZE, 50);

const idParam = (what: string, example: string) =>
  z.object({ id: z.string().meta({ description: `The ${what} id (a number).`, example }) });
const TAG = "Agents";

export const getAgent = defineOperation({
  id: "getAgent",
  method: "GET",
  path: "/agent/{id}",
  tag: TAG,
  summary: "An agent with their office",
  access: "public",
  params: idParam("agent", "300001"),
  response: agentShape.extend({ office: officeShape }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "300001" } },
});

export const getAgentReviews = defineOperation({
  id: "getAgentReviews",
  method: "GET",
  path: "/agent/{id}/reviews",
  tag: TAG,
  summary: "An agent's reviews, newest first (skip 0, take 5)",
  access: "public",
  params: idParam("agent", "300001"),
  query: AGENT_REVIEWS_PAGING,
  response: z.array(agentReviewShape),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "300001" }, query: { take: "2" } },
});

export const getAgentReview = defineOperation({
  id: "getAgentReview",
  method: "GET",
  path: "/agent/review/{id}",
  tag: TAG,
  summary: "One review of an agent",
  access: "public",
  params: idParam("review", "1"),
  response: agentReviewShape,
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "1" } },
});

export const postAgentReview = defineOperation({
  id: "postAgentReview",
  method: "POST",
  path: "/agent/{id}/reviews",
  tag: TAG,
  summary: "The signed-in member reviews an agent",
  description:
    "A member's own words, written signed in: one review per member per agent. Never with an API key (a partner does not write reviews for somebody). The agent's rating follows at once.",
  access: "member",
  params: idParam("agent", "300050"),
  body: z.looseObject({
    // Optional here so a missing field gets the service's sentence, not the schema's.
    rating: z.unknown().optional().meta({ description: "1 to 5 stars (a whole number). Required." }),
    body: z
      .unknown()
      .optional()
      .meta({ description: "What the member says about the agent: 20 to 2,000 characters. Required." }),
  }),
  response: agentReviewShape,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "CONFLICT"],
  example: {
    params: { id: "300050" },
    body: { rating: 5, body: "Sold our unit in three weeks and kept us informed at every step." },
  },
});

export const importAgentReviews = defineOperation({
  id: "importAgentReviews",
  method: "POST",
  path: "/agent/reviews/imported",
  tag: TAG,
  summary: "The signed-in agent imports reviews their clients wrote on another site",
  description:
    "Up to 20 a call. Each is shown on the agent's profile as imported from the site named, with the day it was written there, and counts in the agent's rating. A review already imported (same site, reviewer and day) is skipped, so sending an import again adds nothing twice. Agents only (their member account).",
  access: "member",
  body: z.looseObject({
    // Optional here so a missing list gets the service's sentence, not the schema's.
    reviews: z.unknown().optional().meta({
      description:
        "1 to 20 reviews, each { authorName (2 to 100 characters), rating (1 to 5), body (20 to 2,000 characters), source (the site it was written on, 2 to 60 characters), writtenOn (YYYY-MM-DD, from 2000 to today) }. Required.",
    }),
  }),
  response: z
    .looseObject({
      imported: z.array(agentReviewShape),
      alreadyImported: z.number().int(),
    })
    .meta({ id: "ImportedAgentReviews" }),
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN"],
  example: {
    body: {
      reviews: [
        {
          authorName: "Sam Buyer",
          rating: 5,
          body: "Patient with every question we had about the contract.",
          source: "Google",
          writtenOn: "2026-03-14",
        },
      ],
    },
  },
});

export const getAgentListingStats = defineOperation({
  id: "getAgentListingStats",
  method: "GET",
  path: "/agent/{id}/listings/stats",
  tag: TAG,
  summary: "What an agent sold over the last 12 months, overall, by suburb and by property type",
  access: "public",
  params: idParam("agent", "300001"),
  response: listingStatsShape,
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "300001" } },
});

export const getAgents = defineOperation({
  id: "getAgents",
  method: "GET",
  path: "/agents",
  tag: TAG,
  summary: "Agents by id, in the order asked (json filter: userIds, skip 0, take 5)",
  access: "public",
  query: z.object({
    json: z
      .string()
      .optional()
      .meta({ description: 'A JSON object: {"userIds":[300001],"skip":0,"take":5}.', example: '{"userIds":[300001]}' }),
  }),
  response: z.array(agentShape),
  errors: ["BAD_INPUT"],
  example: { query: { json: '{"userIds":[300001,300002]}' } },
});

export const searchAgentsAndLocations = defineOperation({
  id: "searchAgentsAndLocations",
  method: "GET",
  path: "/search/agentsandlocations",
  tag: "Search",
  summary: "Agents and suburbs matching what was typed",
  access: "public",
  query: z.object({ q: z.string().optional().meta({ description: "The text typed.", example: "bondi" }) }),
  response: z.object({ agents: z.array(agentShape), locations: z.array(locationShape) }),
  errors: ["BAD_INPUT"],
  example: { query: { q: "bondi" } },
});

export const searchOfficesAndLocations = defineOperation({
  id: "searchOfficesAndLocations",
  method: "GET",
  path: "/search/officesandlocations",
  tag: "Search",
  summary: "Offices and suburbs matching what was typed",
  access: "public",
  query: z.object({ q: z.string().optional().meta({ description: "The text typed.", example: "bondi" }) }),
  response: z.object({ offices: z.array(officeShape), locations: z.array(locationShape) }),
  errors: ["BAD_INPUT"],
  example: { query: { q: "bondi" } },
});

export const listCompanies = defineOperation({
  id: "listCompanies",
  method: "GET",
  path: "/companies/list",
  tag: TAG,
  summary: "Every agency company, or those with an office in a state (stateId 1–8, ACT first)",
  access: "public",
  query: z.object({ stateId: z.string().optional().meta({ example: "2" }) }),
  response: z.array(companyShape),
  errors: ["BAD_INPUT"],
  example: { query: { stateId: "2" } },
});

export const listCompanyOffices = defineOperation({
  id: "listCompanyOffices",
  method: "GET",
  path: "/company/{id}/offices/list",
  tag: TAG,
  summary: "A company's offices",
  access: "public",
  params: idParam("company", "1001"),
  response: z.array(officeShape),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "1001" } },
});

export const getOffice = defineOperation({
  id: "getOffice",
  method: "GET",
  path: "/offices/{id}",
  tag: TAG,
  summary: "An office with its company and agents",
  access: "public",
  params: idParam("office", "20001"),
  response: officeShape.extend({ company: companyShape, agents: z.array(agentShape) }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "20001" } },
});

export const getOffices = defineOperation({
  id: "getOffices",
  method: "GET",
  path: "/offices",
  tag: TAG,
  summary: "Offices by id, in the order asked (json filter: officeIds, skip 0, take 5)",
  access: "public",
  query: z.object({
    json: z.string().optional().meta({
      description: 'A JSON object: {"officeIds":[20001],"skip":0,"take":5}.',
      example: '{"officeIds":[20001]}',
    }),
  }),
  response: z.array(officeShape),
  errors: ["BAD_INPUT"],
  example: { query: { json: '{"officeIds":[20001,20002]}' } },
});

export const agentOperations = [
  getAgent,
  getAgentReviews,
  getAgentReview,
  postAgentReview,
  importAgentReviews,
  getAgentListingStats,
  getAgents,
  searchAgentsAndLocations,
  searchOfficesAndLocations,
  listCompanies,
  listCompanyOffices,
  getOffices,
  getOffice,
];
