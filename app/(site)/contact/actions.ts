"use server";

import { serverEnv } from "@/lib/env";
import { requestContext } from "@/lib/services/request-context";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";
import { sendSupportMessage, type SupportMessageResult } from "@/lib/services/mail/support-message";

export type ContactFormState = SupportMessageResult | null;

export async function submitContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = await sendSupportMessage(
    requestContext(),
    { name: field("name"), email: field("email"), message: field("message"), website: field("website") },
    { supportEmail: serverEnv.SUPPORT_EMAIL, from: serverEnv.MAIL_FROM },
  );
  if (result.ok) deliverMailAfterResponse();
  return result;
}
