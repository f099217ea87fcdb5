import { findMemberById, findMemberByUsername } from "../../db/queries/members";
import type { Viewer } from "../../auth/roles";
import { grantsOf } from "../../db/queries/staff";
import { roleAllowing } from "../../staff/roles";
import type { ServiceContext } from "../context";
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

export async function getUserProfile(
  ctx: ServiceContext,
  viewer: Viewer | null,
  username: string,
): Promise<UserProfile | null> {
  if (!/^[a-z0-9-]{1,40}$/.test(username)) return null;
  const row = await findMemberByUsername(ctx.db, username);
  if (!row) return null;
  const viewingOwnProfile = viewer?.memberId === row.id;
  // An admin (a staff role held now, read afresh) sees a member's account details on their profile.
  const currentUserIsAdmin =
    viewer !== null && !viewingOwnProfile && roleAllowing(await grantsOf(ctx.db, viewer.memberId), "staff") !== null;
  return {
    member: toPublicMember(row),
    account: viewingOwnProfile || currentUserIsAdmin ? toAccountMember(row) : null,
    currentUserIsAdmin,
    viewingOwnProfile,
    showAgentInformation: row.role === "agent" && row.agentId !== null,
    showUserReviews: row.role !== "agent",
  };
}

/** The signed-in member's own record (the browser's stored member), or null when the account is gone. */
export async function getCurrentMember(ctx: ServiceContext, viewer: Viewer | null): Promise<AccountMember | null> {
  const member = requireMember(viewer);
  const row = await findMemberById(ctx.db, member.memberId);
  return row ? toAccountMember(row) : null;
}
