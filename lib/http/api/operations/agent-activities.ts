import { z } from "zod";
import { AGENT_ACTIVITY_TYPES } from "../../../agents/activity";
import { jsonObjectParam } from "../json-query";
import { defineOperation } from "../operation";

/* An agent's activities; the json filter is parsed in lib/services/agents/agent-activity.ts. */

const EXAMPLE = '{"userIds":[300001],"skip":0,"take":5}';

export const getAgentActivities = defineOperation({
  id: "getAgentActivities",
  method: "GET",
  path: "/agents/activities",
  tag: "Agents",
  summary: "What agents listed, sold or leased, reviews of and by them, and their questions and answers, newest first",
  access: "public",
  query: z.object({
    json: jsonObjectParam(
      EXAMPLE,
      `A JSON object: userIds (1 to 5 agent ids), optional types (${AGENT_ACTIVITY_TYPES.join(", ")}), skip (default 0, at most 500), take (default 5, at most 50).`,
    ),
  }),
  response: z
    .looseObject({
      activities: z.array(
        z.looseObject({
          type: z.enum(AGENT_ACTIVITY_TYPES),
          id: z.number().int(),
          agentId: z.number().int(),
          at: z.string(),
          headline: z.string(),
          excerpt: z.string(),
          uri: z.string(),
          rating: z.number().int().nullable(),
        }),
      ),
      hasMore: z.boolean(),
    })
    .meta({ id: "AgentActivities" }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { query: { json: EXAMPLE } },
});

export const agentActivityOperations = [getAgentActivities];
