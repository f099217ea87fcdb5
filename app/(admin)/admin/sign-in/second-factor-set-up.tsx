"use client";

import { useActionState } from "react";
import { beginSecondFactorAction, type SecondFactorSetUp } from "../actions";
import { StaffCodeForm } from "./staff-code-form";

/**
 * First staff sign-in: set up an authenticator app. The secret is shown once, as a QR code and as
 * text; the first code typed confirms it and signs in.
 */
export function SecondFactorSetUpForm() {
  const [state, begin, pending] = useActionState<SecondFactorSetUp, FormData>(beginSecondFactorAction, null);
  if (!state?.secret) {
    return (
      <form action={begin} style={{ display: "grid", gap: "0.75rem", maxWidth: 420 }}>
        <p>
          Staff accounts use a second factor. Set up an authenticator app (such as 1Password, Google Authenticator or
          Authy) to continue.
        </p>
        {state?.error ? (
          <p role="alert" data-testid="admin-error" style={{ color: "#a4161a" }}>
            {state.error}
          </p>
        ) : null}
        <button type="submit" disabled={pending}>
          {pending ? "Preparing…" : "Set up authenticator app"}
        </button>
      </form>
    );
  }
  return (
    <div style={{ display: "grid", gap: "0.75rem", maxWidth: 420 }}>
      <p>Scan this code with your authenticator app, or type the key below into it. It is shown only now.</p>
      <img src={state.qr} alt="QR code of your authenticator key" width={200} height={200} />
      <p>
        Key: <code data-testid="totp-secret">{state.secret}</code>
      </p>
      <StaffCodeForm />
    </div>
  );
}
