import { NOT_ALLOWED, SIGN_IN_REQUIRED } from "../../auth/messages";
import type { Viewer } from "../../auth/roles";
import { fail, FailureError } from "../result";

/**
 * Every member action starts here: visitors are refused whatever the route or middleware did.
 * A guard throws its Failure (see FailureError) so each service can use the viewer directly.
 */
export function requireMember(viewer: Viewer | null): Viewer {
  if (!viewer) throw new FailureError(fail("UNAUTHENTICATED", SIGN_IN_REQUIRED));
  return viewer;
}

/** The viewer acts on their own account (staff change other people's through the admin site). */
export function requireSelf(viewer: Viewer | null, memberId: string): Viewer {
  const member = requireMember(viewer);
  if (member.memberId !== memberId) throw new FailureError(fail("FORBIDDEN", NOT_ALLOWED));
  return member;
}
