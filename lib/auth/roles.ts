/**
 * Visitors browse; members and agents are signed in. Staff roles (admin, moderator, agency
 * principal) are not account types: they are granted to accounts and checked per request
 * (lib/staff/roles.ts), so they never ride in a token that outlives their revocation.
 */
export const MEMBER_ROLES = ["member", "agent"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type Role = "visitor" | MemberRole;

/** The signed-in person as the access token describes them (verified; never from a plain header). */
export interface Viewer {
  memberId: string;
  username: string;
  name: string;
  role: MemberRole;
  /** The sign-in (refresh-token family) the access token came from. */
  sessionId: string;
}

export function roleOf(viewer: Viewer | null): Role {
  return viewer?.role ?? "visitor";
}
