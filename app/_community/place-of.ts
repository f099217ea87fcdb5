import "server-only";
import type { ServiceContext } from "@/lib/services/context";
import { getLocation } from "@/lib/services/locations/get-location";
import type { Location } from "@/lib/services/locations/location";
import { fail, FailureError } from "@/lib/services/result";

/** The place a legacy community route names by its slug; an unknown one is a 404 with a sentence. */
export async function placeOf(ctx: ServiceContext, slug: string): Promise<Location> {
  const location = await getLocation(ctx, slug);
  if (!location) throw new FailureError(fail("NOT_FOUND", "No place has that address."));
  return location;
}
