import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/locations";
import { prosById } from "@/app/api/v1/_facades/locations";

/** What locals like: the factors a place's locals rate well and what they love (their words). */
export const GET = restRoute({ operation: ops.getLocationPros }, async ({ ctx, params }) => {
  const result = await prosById(ctx, params.id);
  if (!result.ok) return result;
  return { id: result.id, pros: result.pros, loves: result.loves };
});
