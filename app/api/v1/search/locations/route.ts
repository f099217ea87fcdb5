import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/locations";
import { searchLocationsApi } from "@/app/api/v1/_facades/locations";

export const GET = restRoute({ operation: ops.searchLocations }, async ({ ctx, query }) => {
  const result = await searchLocationsApi(ctx, query);
  return result.ok ? result.locations : result;
});
