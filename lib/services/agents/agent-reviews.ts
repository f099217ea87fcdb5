import { z } from "zod";
import { plainText } from "../free-text";
import type { Viewer } from "../../auth/roles";
import { insertAgentReview, refreshAgentRating } from "../../db/queries/agent-reviews";
import { findAgentIdOfMember } from "../../db/queries/agent-transactions";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { toAgentReview, type AgentReview } from "./agent-profile";
import { getAgents } from "./get-agents";

export const MIN_REVIEW_LENGTH = 20;
export const MAX_REVIEW_LENGTH = 2_000;

export const agentReviewInput = z
  .object({
    agentId: z.coerce
      .number({ message: "Choose the agent to review" })
      .int("Choose the agent to review")
      .positive("Choose the agent to review"),
    rating: z
      .number({ message: "Give a rating from 1 to 5 stars" })
      .int("Give a rating from 1 to 5 stars")
      .min(1, "Give a rating from 1 to 5 stars")
      .max(5, "Give a rating from 1 to 5 stars"),
    body: plainText(
      z
        .string({ message: "Write a few words about the agent" })
        .trim()
        .min(MIN_REVIEW_LENGTH, `Write at least ${MIN_REVIEW_LENGTH} characters about the agent`)
        .max(MAX_REVIEW_LENGTH, `Keep your review under ${MAX_REVIEW_LENGTH.toLocaleString("en-AU")} characters`),
      "Your review",
      { multiline: true },
    ),
  })
  .strict();

/** Reviews come from the people an agent worked for, so an agent's own account may not write one. */
export const OWN_REVIEW_MESSAGE = "You can't review yourself: reviews come from the people an agent has worked for.";
export const colleagueReviewMessage = (agentName: string) =>
  `You can't review ${agentName}: they work in your office, and reviews come from the people an agent has worked for.`;

/**
 * A member reviews an agent: once per agent (the unique index refuses a second, also when two are
 * sent at once), and the agent's rating summary follows. An agent's own member account may not
 * review that agent nor anyone in the same office: a review is meant to be a client's word. The
 * text is stored as typed and always rendered as text.
 */
export async function reviewAgent(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ review: AgentReview; pageUri: string }>> {
  const member = requireMember(viewer);
  const parsed = agentReviewInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { agentId, rating, body } = parsed.data;
  const ownAgentId = await findAgentIdOfMember(ctx.db, member.memberId);
  const found = await getAgents(ctx, ownAgentId === undefined ? [agentId] : [agentId, ownAgentId]);
  const agent = found.find((one) => one.id === agentId);
  const ownAgent = found.find((one) => one.id === ownAgentId);
  if (!agent) return fail("NOT_FOUND", "No agent has that id.");
  if (ownAgentId === agentId) return fail("FORBIDDEN", OWN_REVIEW_MESSAGE);
  if (ownAgent && ownAgent.officeId === agent.officeId) return fail("FORBIDDEN", colleagueReviewMessage(agent.name));
  const row = await insertAgentReview(ctx.db, {
    agentId,
    memberId: member.memberId,
    authorName: member.name,
    rating,
    body,
    createdAt: ctx.now,
  });
  if (!row) return fail("CONFLICT", `You have already reviewed ${agent.name}`);
  await refreshAgentRating(ctx.db, agentId);
  // The profile shows the review: its shared copy is purged by the caller (pageUri).
  return { ok: true, review: toAgentReview(row), pageUri: agent.profileUrl };
}
