import { findMemberById, findMemberByUsername } from "../../db/queries/members/members";
import type { Viewer } from "../../auth/roles";
import { grantsOf } from "../../db/queries/staff/staff";
import { roleAllowing } from "../../staff/roles";
import type { ServiceContext } from "../context";
import { fail, type Result } from "../result";
import { requireMember } from "./authorization";
import { toAccountMember, toPublicMember, type AccountMember, type PublicMember } from "./member";

/** The profile data and the four switches the profile page renders from. */
export interface UserProfile {
  member: PublicMember;
  /** Present only for the member themselves and admins. */
  account: AccountMember | null;
  currentUserIsAdmin: boolean;
  viewingOwnProfile: boolean;
  /** Agents' profiles link to their agent page and show their agency details. */
  showAgentInformation: boolean;
  /** Reviews written by the member; agents are reviewed on their agent page instead. */
  showUserReviews: boolean;
}

export const NO_SUCH_MEMBER = "No such member";

/** The profile of the member with this username (lower case), as `viewer` may see it. */
export async function getUserProfile(
  ctx: ServiceContext,
  viewer: Viewer | null,
  username: string,
): Promise<Result<{ profile: UserProfile }>> {
  if (!/^[a-z0-9-]{1,40}$/.test(username)) return fail("NOT_FOUND", NO_SUCH_MEMBER);
  const row = await findMemberByUsername(ctx.db, username);
  if (!row) return fail("NOT_FOUND", NO_SUCH_MEMBER);
  const viewingOwnProfile = viewer?.memberId === row.id;
  // An admin (a staff role held now, read afresh) sees a member's account details on their profile.
  const currentUserIsAdmin =
    viewer !== null && !viewingOwnProfile && roleAllowing(await grantsOf(ctx.db, viewer.memberId), "staff") !== null;
  return {
    ok: true,
    profile: {
      member: toPublicMember(row),
      account: viewingOwnProfile || currentUserIsAdmin ? toAccountMember(row) : null,
      currentUserIsAdmin,
      viewingOwnProfile,
      showAgentInformation: row.role === "agent" && row.agentId !== null,
      showUserReviews: row.role !== "agent",
    },
  };
}

/**
 * The signed-in member's own record (the browser's stored member). NOT_FOUND when the account is
 * gone while its session token still verifies (deleted since the token was issued).
 */
export async function getCurrentMember(
  ctx: ServiceContext,
  viewer: Viewer | null,
): Promise<Result<{ member: AccountMember }>> {
  const member = requireMember(viewer);
  const row = await findMemberById(ctx.db, member.memberId);
  return row ? { ok: true, member: toAccountMember(row) } : fail("NOT_FOUND", "Your account no longer exists.");
}
