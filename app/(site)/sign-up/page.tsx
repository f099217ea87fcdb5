import type { Metadata } from "next";
import { safeReturnTo } from "@/lib/auth/return-to";
import { configuredSocialProviders } from "@/lib/auth/social/providers";
import { SignUpForm } from "./sign-up-form";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = { title: "Create an account", robots: { index: false } };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { returnTo } = await searchParams;
  const providers = configuredSocialProviders().map(({ name, label }) => ({ name, label }));
  return (
    <div className={styles.page}>
      <h1>Create an account</h1>
      <p>Follow agents and suburbs, save searches as alerts and keep listings in collections.</p>
      <SignUpForm providers={providers} returnTo={safeReturnTo(typeof returnTo === "string" ? returnTo : undefined)} />
    </div>
  );
}
