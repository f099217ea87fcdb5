import { memberServiceConfig } from "@/lib/session/server/member-service-config";
import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/vendor-reviews";
import { requestVendorReview } from "@/lib/services/agents/vendor-reviews";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";

/** The signed-in agent asks a vendor for a review: the request and its e-mail in one batch. */
export const POST = restRoute(
  { operation: ops.requestVendorReview, auth: "session" },
  async ({ ctx, viewer, request, body }) => {
    const { siteUrl, mailFrom } = memberServiceConfig(request);
    const result = await requestVendorReview(ctx, viewer, body, { siteUrl, mailFrom });
    if (!result.ok) return result;
    deliverMailAfterResponse();
    return result.request;
  },
);
