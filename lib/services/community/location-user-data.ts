import { z } from "zod";
import type { Viewer } from "../../auth/roles";
import type { ServiceContext } from "../context";
import { viewerFollows } from "../follows/follows";
import { getLocation } from "../locations/get-location";
import { getLocationByUri } from "../locations/location-places";
import { requireMember } from "../members/authorization";
import { badInput, fail, type Result } from "../result";
import { getMyLocationReview, type LocationReview } from "./location-reviews";

export const locationUserDataInput = z
  .object({
    locationUniqueUri: z
      .string({ message: "Say which place: locationUniqueUri, e.g. /vic/carlton-3053" })
      .trim()
      .min(1, "Say which place: locationUniqueUri, e.g. /vic/carlton-3053")
      .max(200, "That place's address is too long"),
  })
  .strict();

export interface LocationUserData {
  location: { id: number; uri: string; displayText: string };
  /** Whether the member follows the place. */
  following: boolean;
  /** The member's own review of it (to edit), or null. */
  review: LocationReview | null;
}

/**
 * GET /locations/location/overviewjsonuserdata?locationUniqueUri=: what a place's overview shows
 * the signed-in member only (the page itself is shared). Members only. The place is named by its
 * uniqueUri (`/vic/carlton-3053`) or, as our own pages name it, its slug.
 */
export async function getLocationUserData(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<LocationUserData>> {
  const member = requireMember(viewer);
  const parsed = locationUserDataInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const named = parsed.data.locationUniqueUri;
  const location = named.includes("/")
    ? await getLocationByUri(ctx, named.startsWith("/") ? named : `/${named}`)
    : await getLocation(ctx, named);
  if (!location) return fail("NOT_FOUND", "No place has that address.");
  const [following, review] = await Promise.all([
    viewerFollows(ctx, member, "location", String(location.id)),
    getMyLocationReview(ctx, member, location.id),
  ]);
  return {
    ok: true,
    location: { id: location.id, uri: location.uri, displayText: location.displayText },
    following,
    review,
  };
}
