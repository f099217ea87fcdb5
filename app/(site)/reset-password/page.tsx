import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "./reset-password-form";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false }, referrer: "no-referrer" };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <div className={styles.page}>
      <h1>Choose a new password</h1>
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className={styles.error}>
          This link is incomplete. <Link href="/forgot-password">Ask for a new one</Link>.
        </p>
      )}
    </div>
  );
}
