import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingSchools } from "@/lib/services/listings/listing-api";

export const GET = apiRoute(ops.getListingSchools, async ({ ctx, params, query }) => {
  const result = await listingSchools(ctx, params.id, query.take);
  return result.ok ? result.schools : result;
});
