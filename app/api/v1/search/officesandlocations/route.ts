import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { searchOfficesAndLocations } from "@/app/api/v1/_facades/agents";

export const GET = restRoute({ operation: ops.searchOfficesAndLocations }, async ({ ctx, query }) => {
  const result = await searchOfficesAndLocations(ctx, query.q ?? null);
  return result.ok ? { offices: result.offices, locations: result.locations } : result;
});
