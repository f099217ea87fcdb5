"use client";

import { useRouter } from "next/navigation";
import { memberFromSignIn, postAuth } from "@/lib/session/client/auth-api";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { AuthField } from "@/app/_components/auth-form/auth-field";
import { completeSignIn } from "@/app/_components/auth-form/complete-sign-in";
import { useAuthSubmit } from "@/app/_components/auth-form/use-auth-submit";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { pending, message, fieldErrors, onSubmit } = useAuthSubmit(async (fields) => {
    const response = await postAuth("/api/user/resetpassword", { token, password: fields.password ?? "" });
    const member = await memberFromSignIn(response);
    if (member) completeSignIn(member, { mode: "login", type: "email", position: "reset-password" });
    router.replace("/account");
    router.refresh();
  });
  const error = message && fieldErrors.token ? fieldErrors.token : message;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <AuthField
        idPrefix="reset"
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong passphrase.`}
        error={fieldErrors.password}
      />
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Saving…" : "Save and sign in"}
      </button>
    </form>
  );
}
