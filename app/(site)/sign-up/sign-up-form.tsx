"use client";

import Link from "next/link";
import { useState } from "react";
import { postAuth } from "@/lib/session/client/auth-api";
import { storeAuthIntent } from "@/lib/session/client/auth-intent";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import type { SignInReason } from "@/lib/auth/sign-in-reason";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { AuthField } from "@/app/_components/auth-form/auth-field";
import { SocialButtons, type ProviderLink } from "@/app/_components/auth-form/social-buttons";
import { useAuthSubmit } from "@/app/_components/auth-form/use-auth-submit";
import styles from "@/app/_components/auth-form/auth-form.module.css";

/**
 * Sign-up answers the same for every address (so it cannot tell who has an account): the
 * confirmation link in the e-mail finishes it, signs the member in and leads back to `returnTo`,
 * the page they started from (null: none given, the account page follows).
 */
export function SignUpForm({
  providers,
  returnTo,
  reason,
}: {
  providers: readonly ProviderLink[];
  returnTo: string | null;
  reason: SignInReason | null;
}) {
  const [accepted, setAccepted] = useState<string | null>(null);
  const { pending, message, fieldErrors, onSubmit } = useAuthSubmit(async (fields) => {
    storeAuthIntent({ mode: "sign_up", type: "email", position: "sign-up-page" });
    const response = await postAuth("/api/users", {
      name: fields.name ?? "",
      email: fields.email ?? "",
      password: fields.password ?? "",
      ...(returnTo === null ? {} : { returnTo }),
    });
    const body = (await response.json()) as { message: string };
    setAccepted(body.message);
  });
  if (accepted) {
    return (
      <p role="status" className={styles.success} data-testid="sign-up-accepted">
        {accepted}
      </p>
    );
  }
  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {message && (
          <p role="alert" className={styles.error}>
            {message}
          </p>
        )}
        <AuthField
          idPrefix="sign-up"
          name="name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={100}
          error={fieldErrors.name}
        />
        <AuthField
          idPrefix="sign-up"
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <AuthField
          idPrefix="sign-up"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable passphrase.`}
          error={fieldErrors.password}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? "Creating your account…" : "Create account"}
        </button>
      </form>
      <SocialButtons providers={providers} returnTo={returnTo ?? "/"} mode="sign_up" />
      <p className={styles.links}>
        <Link href={signInPathFor(returnTo, reason)}>Already a member? Sign in</Link>
      </p>
    </>
  );
}
