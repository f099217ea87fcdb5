import { z } from "zod";
import { defineOperation, type ApiOperation } from "../operation";
import { memberShape } from "./shapes";

/* Members' calls; inputs are parsed in lib/services/members/member-api.ts. */

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
  response: memberShape.extend({
    email: z.string(),
    emailVerified: z.boolean(),
    emailPreferences: z.object({ alerts: z.boolean(), followUpdates: z.boolean(), newsletter: z.boolean() }),
  }),
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

export const memberOperations: readonly ApiOperation[] = [getMember, getMemberSettings, getMemberFollowingSummary];
