import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { officesByFilter } from "@/lib/services/agents/agent-api";

export const GET = apiRoute(ops.getOffices, async ({ ctx, query }) => {
  const result = await officesByFilter(ctx, query.json ?? null);
  return result.ok ? result.offices : result;
});
