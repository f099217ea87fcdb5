import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/session/server/viewer";
import { parseReturnTo } from "@/lib/auth/return-to";
import { parseSignInReason, signInReasonText } from "@/lib/auth/sign-in-reason";
import { configuredSocialProviders } from "@/lib/auth/social/providers";
import { SignInForm } from "./_components/sign-in-form";
import { firstParam } from "@/lib/ui/search-params";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = parseReturnTo(params.returnTo);
  const reason = parseSignInReason(params.reason);
  const handlingSocialCallback = Boolean(firstParam(params.providerName, 40));
  // Already signed in (and not finishing a social sign-in): go where they were heading.
  if (!handlingSocialCallback && (await getViewer())) redirect(returnTo ?? "/");
  const providers = configuredSocialProviders().map(({ name, label }) => ({ name, label }));
  return (
    <div className={styles.page}>
      <h1>Sign in</h1>
      {reason && (
        <p className={styles.reason} data-testid="sign-in-reason">
          {signInReasonText(reason)}
        </p>
      )}
      <SignInForm providers={providers} returnTo={returnTo} reason={reason} />
    </div>
  );
}
