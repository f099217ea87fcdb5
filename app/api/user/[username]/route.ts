import { legacyRoute } from "@/lib/auth/http/legacy-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { SIGN_IN_REQUIRED } from "@/lib/auth/messages";
import * as ops from "@/lib/http/api/operations/legacy";
import { failureResponse, failWith } from "@/lib/http/failure-response";
import { getCurrentMember, getUserProfile } from "@/lib/services/members/profile";

/**
 * GET /api/user/{username}: the member's profile data. `me` is the signed-in
 * member's own record (what the browser stores under auth-member). Private fields (e-mail,
 * preferences) appear only for the member themselves and admins.
 */
export const GET = legacyRoute(ops.legacyGetUser, async ({ ctx, request, params: { username } }) => {
  const viewer = await viewerFromRequest(request);
  const headers = { "cache-control": "private, no-store", vary: "cookie" };
  if (username === "me") {
    if (!viewer) return failWith("UNAUTHENTICATED", SIGN_IN_REQUIRED, headers);
    const current = await getCurrentMember(ctx, viewer);
    // An account deleted under a live session: the browser signs in again.
    return current.ok
      ? Response.json(current.member, { headers })
      : failWith("UNAUTHENTICATED", SIGN_IN_REQUIRED, headers);
  }
  const found = await getUserProfile(ctx, viewer, username.toLowerCase());
  if (!found.ok) return failureResponse(found, headers);
  const { profile } = found;
  return Response.json(
    {
      ...profile.member,
      ...(profile.account ?? {}),
      currentUserIsAdmin: profile.currentUserIsAdmin,
      viewingOwnProfile: profile.viewingOwnProfile,
      showAgentInformation: profile.showAgentInformation,
      showUserReviews: profile.showUserReviews,
    },
    { headers },
  );
});
