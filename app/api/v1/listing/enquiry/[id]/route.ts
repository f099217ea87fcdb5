import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";
import { listingEnquiryForm } from "@/app/api/v1/_facades/listings";

export const GET = restRoute({ operation: ops.getListingEnquiryForm }, async ({ ctx, params }) => {
  const result = await listingEnquiryForm(ctx, params.id);
  return result.ok ? result.form : result;
});
