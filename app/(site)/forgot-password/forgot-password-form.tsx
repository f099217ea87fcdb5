"use client";

import { useState } from "react";
import { postAuth } from "@/lib/session/client/auth-api";
import { AuthField } from "@/app/_components/auth-form/auth-field";
import { useAuthSubmit } from "@/app/_components/auth-form/use-auth-submit";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export function ForgotPasswordForm() {
  const [accepted, setAccepted] = useState<string | null>(null);
  const { pending, message, fieldErrors, onSubmit } = useAuthSubmit(async (fields) => {
    const response = await postAuth("/api/user/forgotpassword", { email: fields.email ?? "" });
    setAccepted(((await response.json()) as { message: string }).message);
  });
  if (accepted) {
    return (
      <p role="status" className={styles.success} data-testid="forgot-password-accepted">
        {accepted}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <AuthField
        idPrefix="forgot"
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={fieldErrors.email}
      />
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Sending…" : "Send me a link"}
      </button>
    </form>
  );
}
