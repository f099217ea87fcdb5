import { enquiryFromApi } from "@/app/api/v1/_facades/enquiries";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/listings";

export const POST = restRoute({ operation: ops.sendEnquiryForListing, auth: "session" }, async (call) =>
  enquiryFromApi({ ...call, body: { ...call.body, listingId: call.params.id } }),
);
