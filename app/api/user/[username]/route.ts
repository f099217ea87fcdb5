import { legacyRoute } from "@/lib/auth/http/legacy-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { SIGN_IN_REQUIRED } from "@/lib/auth/messages";
import * as ops from "@/lib/http/api/operations/legacy";
import { failWith } from "@/lib/http/failure-response";
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
    const member = await getCurrentMember(ctx, viewer);
    return member ? Response.json(member, { headers }) : failWith("UNAUTHENTICATED", SIGN_IN_REQUIRED, headers);
  }
  const profile = await getUserProfile(ctx, viewer, username.toLowerCase());
  if (!profile) return failWith("NOT_FOUND", "No such member", headers);
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
