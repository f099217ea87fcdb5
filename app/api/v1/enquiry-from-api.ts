import "server-only";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { serverEnv } from "@/lib/env";
import type { ServiceContext } from "@/lib/services/context";
import { sendEnquiry, type EnquiryInput } from "@/lib/services/enquiries/send-enquiry";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";

/**
 * An enquiry sent through the API: the same service as the listing page's form, so the same
 * checks, per-sender limit and mail. The session (when there is one) decides whether the sender
 * gets a copy; the spam check applies as on the page, its token in `cf-turnstile-response`.
 */
export async function enquiryFromApi(ctx: ServiceContext, request: Request, body: Record<string, unknown>) {
  const viewer = await viewerFromRequest(request);
  const token = body["cf-turnstile-response"];
  const result = await sendEnquiry(ctx, body as EnquiryInput, {
    from: serverEnv.MAIL_FROM,
    turnstileSecret: serverEnv.TURNSTILE_SECRET_KEY,
    turnstileToken: typeof token === "string" ? token : "",
    remoteIp: request.headers.get("cf-connecting-ip") ?? undefined,
    memberId: viewer?.memberId,
  });
  if (!result.ok) return result;
  deliverMailAfterResponse();
  return { listingId: result.listingId, copiedTo: result.copiedTo };
}
