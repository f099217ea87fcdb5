import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/locations";
import { locationById } from "@/lib/services/locations/location-api";

export const GET = apiRoute(ops.getLocation, async ({ ctx, params, query }) => {
  const result = await locationById(ctx, params.id, query);
  if (!result.ok) return result;
  const { ok: _ok, ...body } = result;
  return body;
});
