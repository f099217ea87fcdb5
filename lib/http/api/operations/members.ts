import { z } from "zod";
import { defineOperation, type ApiOperation } from "../operation";
import { accountMemberShape, memberShape } from "./shapes";

/* Members' calls; inputs are parsed in the API's facade, app/api/v1/_facades/members.ts. */

const TAG = "Members";
const idParam = z.object({
  id: z.string().meta({ description: "The member's id (me for the signed-in member's own calls).", example: "me" }),
});

export const getMember = defineOperation({
  id: "getMember",
  method: "GET",
  path: "/member/{id}",
  tag: TAG,
  summary: "A member's public card (name, role, avatar, member since)",
  access: "public",
  params: idParam,
  response: memberShape,
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "seed-member-1" } },
});

export const getMemberSettings = defineOperation({
  id: "getMemberSettings",
  method: "GET",
  path: "/member/{id}/settings",
  tag: TAG,
  summary: "The signed-in member's own record with their e-mail preferences",
  access: "member",
  params: idParam,
  response: accountMemberShape,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { id: "me" } },
});

export const getMemberFollowingSummary = defineOperation({
  id: "getMemberFollowingSummary",
  method: "GET",
  path: "/member/{id}/following/summary",
  tag: TAG,
  summary: "How many of each kind of thing the signed-in member follows",
  access: "member",
  params: idParam,
  response: z.object({ total: z.number().int(), byType: z.record(z.string(), z.number().int()) }),
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "NOT_FOUND"],
  example: { params: { id: "me" } },
});

const publicIdParam = z.object({
  id: z.string().meta({ description: "The member's id.", example: "seed-member-1" }),
});
const starCounts = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});

export const getMemberAgentReviewsSummary = defineOperation({
  id: "getMemberAgentReviewsSummary",
  method: "GET",
  path: "/member/{id}/agentreviews/summary",
  tag: TAG,
  summary:
    "The reviews of agents a member wrote (how many, average stars, per star), and as an agent what they received",
  access: "public",
  params: publicIdParam,
  response: z.object({
    memberId: z.string(),
    written: z.object({ total: z.number().int(), averageRating: z.number().nullable(), byRating: starCounts }),
    asAgent: z
      .object({ agentId: z.number().int(), reviewCount: z.number().int(), ratingAverage: z.number().nullable() })
      .nullable(),
  }),
  errors: ["BAD_INPUT", "NOT_FOUND"],
  example: { params: { id: "seed-member-1" } },
});

export const memberOperations: readonly ApiOperation[] = [
  getMember,
  getMemberSettings,
  getMemberAgentReviewsSummary,
  getMemberFollowingSummary,
];
