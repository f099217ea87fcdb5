import { z } from "zod";
import type { Viewer } from "../../auth/roles";
import { insertAgentReview, refreshAgentRating } from "../../db/queries/agent-reviews";
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
    body: z
      .string({ message: "Write a few words about the agent" })
      .trim()
      .min(MIN_REVIEW_LENGTH, `Write at least ${MIN_REVIEW_LENGTH} characters about the agent`)
      .max(MAX_REVIEW_LENGTH, `Keep your review under ${MAX_REVIEW_LENGTH.toLocaleString("en-AU")} characters`),
  })
  .strict();

/**
 * A member reviews an agent: once per agent (the unique index refuses a second, also when two are
 * sent at once), and the agent's rating summary follows. The text is stored as typed and always
 * rendered as text.
 */
export async function reviewAgent(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ review: AgentReview }>> {
  const member = requireMember(viewer);
  const parsed = agentReviewInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { agentId, rating, body } = parsed.data;
  const [agent] = await getAgents(ctx, [agentId]);
  if (!agent) return fail("NOT_FOUND", "No agent has that id.");
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
  return { ok: true, review: toAgentReview(row) };
}
