import { z } from "zod";
import { defineOperation } from "../operation";

/* An agent's followers and following; inputs are parsed in lib/services/agents/agent-followers.ts. */

const TAG = "Agents";
const params = z.object({ id: z.string().meta({ description: "The agent id (a number).", example: "300001" }) });
const paging = z.object({
  skip: z.string().optional().meta({ description: "How many to skip (default 0).", example: "0" }),
  take: z.string().optional().meta({ description: "How many to answer (default 5, at most 50).", example: "5" }),
});

export const getAgentFollowers = defineOperation({
  id: "getAgentFollowers",
  method: "GET",
  path: "/agent/{id}/followers",
  tag: TAG,
  summary: "The members who follow an agent, newest first (skip 0, take 5)",
  access: "public",
  params,
  query: paging,
  response: z
    .looseObject({
      total: z.number().int(),
      followers: z.array(z.looseObject({ username: z.string(), name: z.string(), followedAt: z.string() })),
    })
    .meta({ id: "AgentFollowers" }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "300001" } },
});

export const getAgentFollowing = defineOperation({
  id: "getAgentFollowing",
  method: "GET",
  path: "/agent/{id}/following",
  tag: TAG,
  summary: "What an agent follows (agents, places, questions), newest first (skip 0, take 5)",
  access: "public",
  params,
  query: paging,
  response: z
    .looseObject({
      total: z.number().int(),
      following: z.array(
        z.looseObject({
          targetType: z.enum(["agent", "location", "question"]),
          targetId: z.string(),
          followedAt: z.string(),
        }),
      ),
    })
    .meta({ id: "AgentFollowing" }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "300001" } },
});

export const agentFollowOperations = [getAgentFollowers, getAgentFollowing];
