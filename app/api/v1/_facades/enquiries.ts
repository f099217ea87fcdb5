import "server-only";
import type { Viewer } from "@/lib/auth/roles";
import { serverEnv } from "@/lib/env";
import type { ServiceContext } from "@/lib/services/context";
import { sendEnquiry, type EnquiryConfig, type EnquiryInput } from "@/lib/services/enquiries/send-enquiry";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";
import type { Result } from "@/lib/services/result";

/** An enquiry call as the route kit hands it over: the session's member (none for a keyed call) and the body. */
interface EnquiryCall {
  ctx: ServiceContext;
  request: Request;
  viewer: Viewer | null;
  body: Record<string, unknown>;
}

/**
 * How an enquiry sent through the API is sent: as from the site's forms, so the same checks,
 * per-sender allowance and mail. The session (when there is one) decides whether the sender gets
 * a copy; the spam check applies as on the page, its token in `cf-turnstile-response`.
 */
function enquiryConfig({ request, viewer, body }: EnquiryCall): EnquiryConfig {
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
export async function enquiryFromApi(call: EnquiryCall) {
  const result = await sendEnquiry(call.ctx, call.body as EnquiryInput, enquiryConfig(call));
  if (!result.ok) return result;
  deliverMailAfterResponse();
  return { listingId: result.listingId, copiedTo: result.copiedTo };
}

/** A seller's, property or agents' enquiry: the service, then the mail delivered after the answer. */
export async function agentEnquiryFromApi<T extends object>(
  send: (ctx: ServiceContext, raw: unknown, config: EnquiryConfig) => Promise<Result<T>>,
  call: EnquiryCall,
) {
  const result = await send(call.ctx, call.body, enquiryConfig(call));
  if (!result.ok) return result;
  deliverMailAfterResponse();
  const { ok: _ok, ...answer } = result;
  return answer;
}
