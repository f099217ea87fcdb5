import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingSchools } from "@/app/api/v1/_facades/listings";

export const GET = restRoute({ operation: ops.getListingSchools }, async ({ ctx, params, query }) => {
  const result = await listingSchools(ctx, params.id, query.take);
  return result.ok ? result.schools : result;
});
