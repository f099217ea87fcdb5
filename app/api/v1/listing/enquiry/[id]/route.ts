import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingEnquiryForm } from "@/lib/services/listings/listing-api";

export const GET = apiRoute(ops.getListingEnquiryForm, async ({ ctx, params }) => {
  const result = await listingEnquiryForm(ctx, params.id);
  return result.ok ? result.form : result;
});
