import { locationFollowRoute } from "../follow/location-follow-route";

/** POST /locations/{slug}/unfollow: the signed-in member stops following the place. */
export const POST = locationFollowRoute(false);
