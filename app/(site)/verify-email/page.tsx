import type { Metadata } from "next";
import { parseReturnTo } from "@/lib/auth/return-to";
import { VerifyEmailForm } from "./verify-email-form";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = {
  title: "Confirm your e-mail address",
  robots: { index: false },
  referrer: "no-referrer",
};

/**
 * The link opens this page; the token is spent only by the button (mail scanners open links).
 * A link from a sign-up that started on a page (a heart, an invitation) names that page, and
 * confirming leads back there; otherwise to the account page.
 */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token, returnTo } = await searchParams;
  return (
    <div className={styles.page}>
      <h1>Confirm your e-mail address</h1>
      <VerifyEmailForm
        token={typeof token === "string" ? token : ""}
        returnTo={parseReturnTo(returnTo) ?? "/account"}
      />
    </div>
  );
}
