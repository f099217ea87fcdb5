import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/locations";
import { locationById } from "@/app/api/v1/_facades/locations";

export const GET = restRoute({ operation: ops.getLocation }, async ({ ctx, params, query }) => {
  const result = await locationById(ctx, params.id, query);
  if (!result.ok) return result;
  const { ok: _ok, ...body } = result;
  return body;
});
