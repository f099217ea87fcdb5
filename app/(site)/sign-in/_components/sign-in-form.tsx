"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useMemo } from "react";
import { memberFromSignIn, postAuth } from "@/lib/session/client/auth-api";
import { storeAuthIntent } from "@/lib/session/client/auth-intent";
import type { AccountMember } from "@/lib/services/members/member";
import { signUpPathFor } from "@/lib/auth/member-only-paths";
import { safeReturnTo } from "@/lib/auth/return-to";
import type { SignInReason } from "@/lib/auth/sign-in-reason";
import { AuthField } from "@/app/_components/auth-form/auth-field";
import { completeSignIn } from "@/app/_components/auth-form/complete-sign-in";
import { SocialButtons, type ProviderLink } from "@/app/_components/auth-form/social-buttons";
import { useAuthSubmit } from "@/app/_components/auth-form/use-auth-submit";
import { useSocialCallback } from "./social-callback";
import styles from "@/app/_components/auth-form/auth-form.module.css";

/**
 * `returnTo` is the page the person came from (null: none given, the home page follows); it also
 * rides along to sign-up and into a fresh confirmation link if the address is not confirmed yet.
 */
export function SignInForm({
  providers,
  returnTo,
  reason,
}: {
  providers: readonly ProviderLink[];
  returnTo: string | null;
  reason: SignInReason | null;
}) {
  const router = useRouter();
  const labels = useMemo(() => Object.fromEntries(providers.map((p) => [p.name, p.label])), [providers]);
  const goOn = useCallback(
    (to: string) => {
      router.replace(safeReturnTo(to));
      router.refresh();
    },
    [router],
  );
  const onSocialMember = useCallback(
    (member: AccountMember, created: boolean, provider: string, to: string) => {
      completeSignIn(
        member,
        { mode: created ? "sign_up" : "login", type: provider, position: "sign-in-page" },
        created,
      );
      goOn(to);
    },
    [goOn],
  );
  const socialError = useSocialCallback(onSocialMember, labels);
  const { pending, message, fieldErrors, onSubmit } = useAuthSubmit(async (fields) => {
    storeAuthIntent({ mode: "login", type: "email", position: "sign-in-page" });
    const response = await postAuth("/api/user/signin", {
      email: fields.email ?? "",
      password: fields.password ?? "",
      ...(returnTo === null ? {} : { returnTo }),
    });
    const member = await memberFromSignIn(response);
    if (member) completeSignIn(member, { mode: "login", type: "email", position: "sign-in-page" });
    goOn(returnTo ?? "/");
  });
  const shown = message ?? socialError;

  return (
    <>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-describedby={shown ? "sign-in-error" : undefined}
      >
        {shown && (
          <p id="sign-in-error" role="alert" className={styles.error}>
            {shown}
          </p>
        )}
        <AuthField
          idPrefix="sign-in"
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <AuthField
          idPrefix="sign-in"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <button type="submit" className={styles.button} disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <SocialButtons providers={providers} returnTo={returnTo ?? "/"} mode="login" />
      <p className={styles.links}>
        <Link href="/forgot-password">Forgot your password?</Link>
        <Link href={signUpPathFor(returnTo, reason)}>Create an account</Link>
      </p>
    </>
  );
}
