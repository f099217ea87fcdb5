"use server";

import { headers } from "next/headers";
import { getViewer } from "@/lib/session/server/viewer";
import { serverEnv } from "@/lib/env";
import { ENQUIRY_REASON_KEYS, type EnquiryReason } from "@/lib/listings/enquiry-reasons";
import { requestContext } from "@/lib/services/request-context";
import { sendEnquiry, type EnquiryResult } from "@/lib/services/enquiries/send-enquiry";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";

/** What the form shows after a submission: the result plus what was typed (kept on errors). */
export type EnquiryFormState = (EnquiryResult & { values: Record<string, string | string[]> }) | null;

export async function submitEnquiry(_previous: EnquiryFormState, form: FormData): Promise<EnquiryFormState> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const reasons = form
    .getAll("reasons")
    .filter((r): r is EnquiryReason => typeof r === "string" && (ENQUIRY_REASON_KEYS as string[]).includes(r));
  const values = {
    name: field("name"),
    email: field("email"),
    phone: field("phone"),
    message: field("message"),
    reasons,
  };
  const [requestHeaders, viewer] = await Promise.all([headers(), getViewer()]);
  const result = await sendEnquiry(
    requestContext(),
    { listingId: field("listingId"), ...values, website: field("website") },
    {
      from: serverEnv.MAIL_FROM,
      turnstileSecret: serverEnv.TURNSTILE_SECRET_KEY,
      turnstileToken: field("cf-turnstile-response"),
      remoteIp: requestHeaders.get("cf-connecting-ip") ?? undefined,
      // The session decides whether a copy may be mailed (to the member's confirmed address only).
      memberId: viewer?.memberId,
    },
  );
  if (result.ok) deliverMailAfterResponse();
  return { ...result, values };
}
