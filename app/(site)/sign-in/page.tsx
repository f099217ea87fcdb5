import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/server/viewer";
import { safeReturnTo } from "@/lib/auth/return-to";
import { configuredSocialProviders } from "@/lib/auth/social/providers";
import { SignInForm } from "./_components/sign-in-form";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const returnTo = safeReturnTo(one(params.returnTo));
  const handlingSocialCallback = Boolean(one(params.providerName));
  // Already signed in (and not finishing a social sign-in): go where they were heading.
  if (!handlingSocialCallback && (await getViewer())) redirect(returnTo);
  const providers = configuredSocialProviders().map(({ name, label }) => ({ name, label }));
  return (
    <div className={styles.page}>
      <h1>Sign in</h1>
      <SignInForm providers={providers} returnTo={returnTo} />
    </div>
  );
}
