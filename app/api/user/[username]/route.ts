import { SIGN_IN_REQUIRED } from "@/lib/auth/messages";
import * as ops from "@/lib/http/api/operations/legacy";
import { restRoute } from "@/lib/http/route/rest-route";
import { getCurrentMember, getUserProfile } from "@/lib/services/members/profile";
import { fail } from "@/lib/services/result";

/**
 * GET /api/user/{username}: the member's profile data. `me` is the signed-in
 * member's own record (what the browser stores under auth-member). Private fields (e-mail,
 * preferences) appear only for the member themselves and admins. About one member: never kept by
 * a shared cache.
 */
export const GET = restRoute(
  { operation: ops.legacyGetUser, auth: "session", cache: "private" },
  async ({ ctx, viewer, params: { username } }) => {
    if (username === "me") {
      const current = viewer ? await getCurrentMember(ctx, viewer) : null;
      // An account deleted under a live session: the browser signs in again.
      return current?.ok ? current.member : fail("UNAUTHENTICATED", SIGN_IN_REQUIRED);
    }
    const found = await getUserProfile(ctx, viewer, username.toLowerCase());
    if (!found.ok) return found;
    const { profile } = found;
    return {
      ...profile.member,
      ...(profile.account ?? {}),
      currentUserIsAdmin: profile.currentUserIsAdmin,
      viewingOwnProfile: profile.viewingOwnProfile,
      showAgentInformation: profile.showAgentInformation,
      showUserReviews: profile.showUserReviews,
    };
  },
);
