import { legacyRoute } from "@/lib/auth/http/legacy-route";
import * as ops from "@/lib/http/api/operations/legacy";
import { locationFollowHandler } from "./location-follow-route";

/** POST /locations/{slug}/follow: the signed-in member follows the place. */
export const POST = legacyRoute(ops.legacyFollowLocation, locationFollowHandler(true));
