import { NOT_ALLOWED, SIGN_IN_REQUIRED } from "../../auth/messages";
import type { Viewer } from "../../auth/roles";

/** Thrown by services when the viewer may not do something; transports map it to 401/403. */
export class AuthorizationError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = "AuthorizationError";
  }
}

/** Every member action starts here: visitors are refused whatever the route or middleware did. */
export function requireMember(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AuthorizationError(401, SIGN_IN_REQUIRED);
  return viewer;
}

/** The viewer acts on their own account, or is an admin. */
export function requireSelfOrAdmin(viewer: Viewer | null, memberId: string): Viewer {
  const member = requireMember(viewer);
  if (member.memberId !== memberId && member.role !== "admin") throw new AuthorizationError(403, NOT_ALLOWED);
  return member;
}
