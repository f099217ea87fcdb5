import type { Viewer } from "../../auth/roles";
import type { ServiceContext } from "../context";
import { getLocation } from "../locations/get-location";
import { requireMember } from "../members/authorization";
import { fail } from "../result";
import { follow, unfollow, type FollowResult } from "./follows";

/**
 * Follow or stop following a place named by its page's slug or its id (the legacy client's
 * `/{location}/follow` and `/{location}/unfollow`). Members only: a visitor is refused before the
 * place is looked up, so the answer does not tell them which places exist.
 */
export async function setLocationFollow(
  ctx: ServiceContext,
  viewer: Viewer | null,
  identifier: string,
  following: boolean,
): Promise<FollowResult> {
  requireMember(viewer);
  const location = await getLocation(ctx, identifier);
  if (!location) return fail("NOT_FOUND", "There is no such place to follow");
  const target = { targetType: "location", targetId: String(location.id) };
  return following ? follow(ctx, viewer, target) : unfollow(ctx, viewer, target);
}
