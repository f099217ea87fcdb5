import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/listings";
import { enquiryFromApi } from "../../../enquiry-from-api";

export const POST = apiRoute(ops.sendEnquiryForListing, async ({ ctx, request, params, body }) =>
  enquiryFromApi(ctx, request, { ...body, listingId: params.id }),
);
