"use client";

import { useActionState, useId } from "react";
import { submitAgentEnquiry, type AgentEnquiryFormState } from "../agent/[username]/actions";
import styles from "../agency.module.css";
import { useIdleScript } from "@/app/_components/use-idle-script";
import { ContactFields } from "@/app/_components/contact-fields/contact-fields";

const TURNSTILE_SCRIPT_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/**
 * An enquiry to the agent from their profile. A server action, so it works before the page's
 * script has loaded, and the shared cached page holds nothing of the sender; on an error the form
 * comes back with the fields as typed and the wrong ones marked.
 */
export function AgentEnquiryForm({
  agentId,
  name,
  turnstileSiteKey,
}: {
  agentId: string;
  name: string;
  turnstileSiteKey?: string;
}) {
  const id = useId();
  const [state, action, pending] = useActionState<AgentEnquiryFormState, FormData>(submitAgentEnquiry, null);
  useIdleScript("turnstile-script", turnstileSiteKey ? TURNSTILE_SCRIPT_SRC : null);

  if (state?.ok) {
    return (
      <p role="status" data-testid="agent-enquiry-sent">
        Thanks, your enquiry is on its way to {name}. They will reply to {state.values.email}.
      </p>
    );
  }
  const errors: Record<string, string | undefined> = (state && !state.ok && state.fieldErrors) || {};
  const values = state?.values ?? {};
  const key = state ? JSON.stringify(values) : "new";

  return (
    <form
      action={action}
      className={styles.reviewForm}
      noValidate
      key={key}
      data-testid="agent-enquiry-form"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`}>Send {name} an enquiry</h3>
      {state && !state.ok && (
        <p role="alert" className={styles.fieldError} data-testid="agent-enquiry-error">
          {state.message}
        </p>
      )}
      <input type="hidden" name="agentId" value={agentId} />
      <ContactFields idPrefix={id} values={values} errors={errors} />
      {turnstileSiteKey && <div className="cf-turnstile" data-sitekey={turnstileSiteKey} />}
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Sending…" : "Send enquiry"}
      </button>
    </form>
  );
}
