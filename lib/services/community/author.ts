import type { Viewer } from "../../auth/roles";
import { findMemberById } from "../../db/queries/members/members";
import { COMMUNITY_RATE_LIMITS, NEW_MEMBER_MS } from "../../community/limits";
import { linksAllowedFor } from "../../community/post-text";
import type { ServiceContext } from "../context";
import { reserveAttempt } from "../members/rate-limit";
import { fail, type Failure } from "../result";

export const POSTING_TOO_FAST = "You are posting very quickly. Please wait a moment and try again.";
export const VOTING_TOO_FAST = "You are voting very quickly. Please wait a moment and try again.";

/**
 * Takes one post from the member's allowance (per minute and per day) before anything is written:
 * one conditional INSERT, so parallel posts cannot all slip under the limit. Null when allowed.
 */
export async function reservePost(ctx: ServiceContext, member: Viewer): Promise<Failure | null> {
  const reserved = await reserveAttempt(ctx, [
    { key: `community-post:minute:${member.memberId}`, ...COMMUNITY_RATE_LIMITS.postsPerMinute },
    { key: `community-post:day:${member.memberId}`, ...COMMUNITY_RATE_LIMITS.postsPerDay },
  ]);
  return reserved.ok ? null : fail("RATE_LIMITED", POSTING_TOO_FAST, { retryAfterSeconds: reserved.retryAfterSeconds });
}

/** The same for votes and helpful marks (a separate, larger allowance). */
export async function reserveVote(ctx: ServiceContext, member: Viewer): Promise<Failure | null> {
  const reserved = await reserveAttempt(ctx, [
    { key: `community-vote:minute:${member.memberId}`, ...COMMUNITY_RATE_LIMITS.votesPerMinute },
  ]);
  return reserved.ok ? null : fail("RATE_LIMITED", VOTING_TOO_FAST, { retryAfterSeconds: reserved.retryAfterSeconds });
}

/** Whether the member's posts may carry links now (members of less than a week: no). */
export async function authorLinksAllowed(ctx: ServiceContext, member: Viewer): Promise<boolean> {
  const row = await findMemberById(ctx.db, member.memberId);
  return row ? linksAllowedFor(row.createdAt, ctx.now, NEW_MEMBER_MS) : false;
}
