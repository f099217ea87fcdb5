import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { searchOfficesAndLocations } from "@/lib/services/agents/agent-api";

export const GET = apiRoute(ops.searchOfficesAndLocations, async ({ ctx, query }) => {
  const result = await searchOfficesAndLocations(ctx, query.q ?? null);
  return result.ok ? { offices: result.offices, locations: result.locations } : result;
});
