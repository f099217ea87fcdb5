"use client";

import { useActionState } from "react";
import { createApiKeyAction, type CreatedKeyState } from "./actions";

/** The new-key form; the key it creates is shown here once, for the admin to copy. */
export function ApiKeyForm() {
  const [state, create, pending] = useActionState<CreatedKeyState, FormData>(createApiKeyAction, null);
  return (
    <form action={create} style={{ display: "grid", gap: "0.75rem", maxWidth: 520 }}>
      <label>
        Who it is for <input name="name" required maxLength={80} />
      </label>
      <fieldset>
        <legend>Scope</legend>
        <label>
          <input type="radio" name="scope" value="read" defaultChecked /> read
        </label>{" "}
        <label>
          <input type="radio" name="scope" value="read-write" /> read-write (may send enquiries)
        </label>
      </fieldset>
      <label>
        Browser origins allowed by CORS (space separated, e.g. https://partner.example.com)
        <input name="allowedOrigins" />
      </label>
      <label>
        Requests per minute <input name="requestsPerMinute" inputMode="numeric" defaultValue="600" />
      </label>
      <button type="submit" disabled={pending}>
        {pending ? "Creating…" : "Create key"}
      </button>
      {state?.error ? (
        <p role="alert" data-testid="api-key-error" style={{ color: "#a4161a" }}>
          {state.error}
        </p>
      ) : null}
      {state?.key ? (
        <div role="status">
          <p>The key for {state.name}. Copy it now: it is not shown again, and only its first characters are kept.</p>
          <output data-testid="new-api-key">
            <code>{state.key}</code>
          </output>
        </div>
      ) : null}
    </form>
  );
}
