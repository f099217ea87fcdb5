"use server";

import { headers } from "next/headers";
import { getViewer } from "@/lib/session/server/viewer";
import { serverEnv } from "@/lib/env";
import { requestContext } from "@/lib/services/request-context";
import { sendAgentsEnquiry, type AgentEnquiryResult } from "@/lib/services/enquiries/agent-enquiry";
import { deliverMailAfterResponse } from "@/lib/services/mail/deliver-after-response";

/** What the form shows after a submission: the result plus what was typed (kept on errors). */
export type AgentEnquiryFormState = (AgentEnquiryResult & { values: Record<string, string> }) | null;

/**
 * The profile's enquiry: the same message to one agent as the main API's /agents/enquiries, through
 * the same service (stored with its mail in one batch, the per-sender allowance reserved in SQL).
 */
export async function submitAgentEnquiry(
  _previous: AgentEnquiryFormState,
  form: FormData,
): Promise<AgentEnquiryFormState> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = { name: field("name"), email: field("email"), phone: field("phone"), message: field("message") };
  const [requestHeaders, viewer] = await Promise.all([headers(), getViewer()]);
  const result = await sendAgentsEnquiry(
    requestContext(),
    { agentIds: [field("agentId")], ...values, website: field("website") },
    {
      from: serverEnv.MAIL_FROM,
      turnstileSecret: serverEnv.TURNSTILE_SECRET_KEY,
      turnstileToken: field("cf-turnstile-response"),
      remoteIp: requestHeaders.get("cf-connecting-ip") ?? undefined,
      memberId: viewer?.memberId,
    },
  );
  if (result.ok) deliverMailAfterResponse();
  return { ...result, values };
}
