"use client";

import { useActionState } from "react";
import { staffCodeAction, type StaffCodeState } from "../actions";

/** The authenticator code; a wrong or reused code is explained next to the field. */
export function StaffCodeForm() {
  const [state, submit, pending] = useActionState<StaffCodeState, FormData>(staffCodeAction, null);
  return (
    <form action={submit} style={{ display: "grid", gap: "0.75rem", maxWidth: 360 }}>
      <label>
        Code from your authenticator app
        <input
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          aria-invalid={state?.error ? true : undefined}
          aria-describedby={state?.error ? "staff-code-error" : undefined}
        />
      </label>
      {state?.error ? (
        <p id="staff-code-error" role="alert" data-testid="admin-error" style={{ color: "#a4161a" }}>
          {state.error}
        </p>
      ) : null}
      <button type="submit" disabled={pending}>
        {pending ? "Checking…" : "Sign in to the admin site"}
      </button>
    </form>
  );
}
