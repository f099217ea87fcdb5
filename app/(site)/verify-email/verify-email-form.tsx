"use client";

import { useRouter } from "next/navigation";
import { memberFromSignIn, postAuth } from "@/lib/auth/client/auth-api";
import { completeSignIn } from "../sign-in/_components/complete-sign-in";
import { useAuthSubmit } from "../sign-in/_components/use-auth-submit";
import styles from "../sign-in/_components/auth-form.module.css";

export function VerifyEmailForm({ token }: { token: string }) {
  const router = useRouter();
  const { pending, message, onSubmit } = useAuthSubmit(async () => {
    const response = await postAuth("/api/user/tokenexchange", { type: "email-verification", token });
    const member = await memberFromSignIn(response);
    if (member) completeSignIn(member, { mode: "sign_up", type: "email", position: "verify-email" });
    router.replace("/account");
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
