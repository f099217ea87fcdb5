import { locationFollowRoute } from "./location-follow-route";

/** POST /locations/{slug}/follow: the signed-in member follows the place. */
export const POST = locationFollowRoute(true);
