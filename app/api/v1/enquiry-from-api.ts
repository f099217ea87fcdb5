import "server-only";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { serverEnv } from "@/lib/env";
import type { ServiceContext } from "@/lib/services/context";
import { sendEnquiry, type EnquiryConfig, type EnquiryInput } from "@/lib/services/enquiries/send-enquiry";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";
import type { Result } from "@/lib/services/result";

/**
 * How an enquiry sent through the API is sent: as from the site's forms, so the same checks,
 * per-sender allowance and mail. The session (when there is one) decides whether the sender gets
 * a copy; the spam check applies as on the page, its token in `cf-turnstile-response`.
 */
async function enquiryConfig(request: Request, body: Record<string, unknown>): Promise<EnquiryConfig> {
  const viewer = await viewerFromRequest(request);
  const token = body["cf-turnstile-response"];
  return {
    from: serverEnv.MAIL_FROM,
    turnstileSecret: serverEnv.TURNSTILE_SECRET_KEY,
    turnstileToken: typeof token === "string" ? token : "",
    remoteIp: request.headers.get("cf-connecting-ip") ?? undefined,
    memberId: viewer?.memberId,
  };
}

/** An enquiry to a listing's agent, through the listing page's service. */
export async function enquiryFromApi(ctx: ServiceContext, request: Request, body: Record<string, unknown>) {
  const result = await sendEnquiry(ctx, body as EnquiryInput, await enquiryConfig(request, body));
  if (!result.ok) return result;
  deliverMailAfterResponse();
  return { listingId: result.listingId, copiedTo: result.copiedTo };
}

/** A seller's, property or agents' enquiry: the service, then the mail delivered after the answer. */
export async function agentEnquiryFromApi<T extends object>(
  send: (ctx: ServiceContext, raw: unknown, config: EnquiryConfig) => Promise<Result<T>>,
  ctx: ServiceContext,
  request: Request,
  body: Record<string, unknown>,
) {
  const result = await send(ctx, body, await enquiryConfig(request, body));
  if (!result.ok) return result;
  deliverMailAfterResponse();
  const { ok: _ok, ...answer } = result;
  return answer;
}
