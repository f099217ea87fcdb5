/** Visitors browse; members, agents and admins are signed in. */
export const MEMBER_ROLES = ["member", "agent", "admin"] as const;
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

export function isAdmin(viewer: Viewer | null): boolean {
  return viewer?.role === "admin";
}
