"use client";

import { useActionState, useEffect, useId } from "react";
import { ENQUIRY_REASONS } from "@/lib/listings/enquiry-reasons";
import { rememberListing } from "@/lib/listings/use-recent-list";
import { useStoredMember } from "@/lib/session/client/member-store";
import { submitEnquiry, type EnquiryFormState } from "../actions";
import styles from "../listing.module.css";
import { useIdleScript } from "@/app/_components/use-idle-script";
import { ContactFields } from "@/app/_components/contact-fields/contact-fields";

const TURNSTILE_SCRIPT_SRC = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/**
 * Enquiry to the listing's agent. A server action, so it works before hydration; on an error the
 * form comes back with every field as typed and the wrong ones marked. Turnstile's script loads
 * only when a site key is configured.
 */
export function EnquiryForm({
  listingId,
  agentName,
  turnstileSiteKey,
}: {
  listingId: string;
  agentName: string;
  turnstileSiteKey?: string;
}) {
  const id = useId();
  const [state, action, pending] = useActionState<EnquiryFormState, FormData>(submitEnquiry, null);
  const memberId = useStoredMember()?.id ?? null;
  // Turnstile renders into the .cf-turnstile element below once its script has loaded.
  useIdleScript("turnstile-script", turnstileSiteKey ? TURNSTILE_SCRIPT_SRC : null);

  useEffect(() => {
    if (state?.ok) rememberListing("enquired", memberId, listingId);
  }, [state, listingId, memberId]);

  if (state?.ok) {
    return (
      <p role="status" className={styles.success} data-testid="enquiry-sent">
        Thanks, your enquiry is on its way to {agentName}.{" "}
        {/* A copy is mailed only to a signed-in member's confirmed address, never to a typed one. */}
        {state.copiedTo
          ? `We have e-mailed a copy to ${state.copiedTo}.`
          : `They will reply to ${typeof state.values.email === "string" ? state.values.email : "the address you gave"}.`}
      </p>
    );
  }
  const errors = (state && !state.ok && state.fieldErrors) || {};
  const values = state?.values ?? {};
  const chosen = Array.isArray(values.reasons) ? values.reasons : [];
  // The key makes React re-create the inputs with the returned values after each submission.
  const key = state ? JSON.stringify(values) : "new";

  return (
    <form
      action={action}
      className={styles.form}
      noValidate
      key={key}
      data-testid="enquiry-form"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`}>Email agent</h2>
      {state && !state.ok && (
        <p role="alert" className={styles.formError} data-testid="enquiry-error">
          {state.message}
        </p>
      )}
      <input type="hidden" name="listingId" value={listingId} />
      <fieldset className={styles.reasons}>
        <legend>I would like to know about</legend>
        {ENQUIRY_REASONS.map((reason) => (
          <label key={reason.key} className={styles.reason}>
            <input type="checkbox" name="reasons" value={reason.key} defaultChecked={chosen.includes(reason.key)} />{" "}
            {reason.label}
          </label>
        ))}
      </fieldset>
      <ContactFields idPrefix={id} values={values} errors={errors} messageRequired={false} />
      {turnstileSiteKey && <div className="cf-turnstile" data-sitekey={turnstileSiteKey} />}
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Sending…" : "Send enquiry"}
      </button>
    </form>
  );
}
