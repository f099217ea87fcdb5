import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { locationFollowHandler } from "../follow/location-follow-route";

/** POST /locations/{slug}/unfollow: the signed-in member stops following the place. */
export const POST = legacyRoute(ops.legacyUnfollowLocation, locationFollowHandler(false));
