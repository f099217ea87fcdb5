import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/locations";
import { prosById } from "@/lib/services/locations/location-api";

/** What locals like: the factors a place's locals rate well and what they love (their words). */
export const GET = apiRoute(ops.getLocationPros, async ({ ctx, params }) => {
  const result = await prosById(ctx, params.id);
  if (!result.ok) return result;
  return { id: result.id, pros: result.pros, loves: result.loves };
});
