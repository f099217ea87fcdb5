import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingById } from "@/app/api/v1/_facades/listings";

export const GET = restRoute({ operation: ops.getListing }, async ({ ctx, params }) => {
  const result = await listingById(ctx, params.id);
  return result.ok ? result.listing : result;
});
