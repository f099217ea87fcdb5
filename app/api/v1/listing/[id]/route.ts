import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingById } from "@/lib/services/listings/listing-api";

export const GET = apiRoute(ops.getListing, async ({ ctx, params }) => {
  const result = await listingById(ctx, params.id);
  return result.ok ? result.listing : result;
});
