"use client";

import { useActionState, useId } from "react";
import { submitAgentEnquiry, type AgentEnquiryFormState } from "../agent/[username]/actions";
import styles from "../agency.module.css";
import { useIdleScript } from "@/app/_components/use-idle-script";

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

  const field = (fieldName: string, label: string, type: string, autoComplete: string, required = true) => (
    <div className={styles.formField}>
      <label htmlFor={`${id}-${fieldName}`}>
        {label}
        {!required && <span className={styles.muted}> (optional)</span>}
      </label>
      <input
        id={`${id}-${fieldName}`}
        name={fieldName}
        type={type}
        autoComplete={autoComplete}
        required={required}
        defaultValue={values[fieldName] ?? ""}
        aria-invalid={errors[fieldName] ? true : undefined}
        aria-describedby={errors[fieldName] ? `${id}-${fieldName}-error` : undefined}
      />
      {errors[fieldName] && (
        <p id={`${id}-${fieldName}-error`} className={styles.fieldError}>
          {errors[fieldName]}
        </p>
      )}
    </div>
  );

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
      {field("name", "Your name", "text", "name")}
      {field("email", "E-mail", "email", "email")}
      {field("phone", "Phone", "tel", "tel", false)}
      <div className={styles.formField}>
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          defaultValue={values.message ?? ""}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
        />
        {errors.message && (
          <p id={`${id}-message-error`} className={styles.fieldError}>
            {errors.message}
          </p>
        )}
      </div>
      {/* Honeypot: hidden from people and assistive technology, tempting to bots. */}
      <div className={styles.visuallyHidden} aria-hidden="true">
        <label>
          Website <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {turnstileSiteKey && <div className="cf-turnstile" data-sitekey={turnstileSiteKey} />}
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Sending…" : "Send enquiry"}
      </button>
    </form>
  );
}
