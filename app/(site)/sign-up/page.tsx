import type { Metadata } from "next";
import { parseReturnTo } from "@/lib/auth/return-to";
import { parseSignInReason, signUpReasonText } from "@/lib/auth/sign-in-reason";
import { configuredSocialProviders } from "@/lib/auth/social/providers";
import { SignUpForm } from "./sign-up-form";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = { title: "Create an account", robots: { index: false } };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const returnTo = parseReturnTo(params.returnTo);
  const reason = parseSignInReason(params.reason);
  const providers = configuredSocialProviders().map(({ name, label }) => ({ name, label }));
  return (
    <div className={styles.page}>
      <h1>Create an account</h1>
      {reason && (
        <p className={styles.reason} data-testid="sign-up-reason">
          {signUpReasonText(reason)}
        </p>
      )}
      <p>Follow agents and suburbs, save searches as alerts and keep listings in collections.</p>
      <SignUpForm providers={providers} returnTo={returnTo} reason={reason} />
    </div>
  );
}
