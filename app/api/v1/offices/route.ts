import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { officesByFilter } from "@/lib/services/agents/agents-by-filter";

export const GET = restRoute({ operation: ops.getOffices }, async ({ ctx, query }) => {
  const result = await officesByFilter(ctx, query.json ?? null);
  return result.ok ? result.offices : result;
});
