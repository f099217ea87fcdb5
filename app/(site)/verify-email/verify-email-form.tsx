"use client";

import { useRouter } from "next/navigation";
import { memberFromSignIn, postAuth } from "@/lib/session/client/auth-api";
import { completeSignIn } from "@/app/_components/auth-form/complete-sign-in";
import { useAuthSubmit } from "@/app/_components/auth-form/use-auth-submit";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export function VerifyEmailForm({ token, returnTo }: { token: string; returnTo: string }) {
  const router = useRouter();
  const { pending, message, onSubmit } = useAuthSubmit(async () => {
    const response = await postAuth("/api/user/tokenexchange", { type: "email-verification", token });
    const member = await memberFromSignIn(response);
    if (member) completeSignIn(member, { mode: "sign_up", type: "email", position: "verify-email" });
    router.replace(returnTo);
    router.refresh();
  });
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={pending}>
        {pending ? "Confirming…" : "Confirm my e-mail address"}
      </button>
    </form>
  );
}
