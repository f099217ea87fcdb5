import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/locations";
import { searchLocationsApi } from "@/lib/services/locations/location-api";

export const GET = apiRoute(ops.searchLocations, async ({ ctx, query }) => {
  const result = await searchLocationsApi(ctx, query);
  return result.ok ? result.locations : result;
});
