import type { Metadata } from "next";
import { ForgotPasswordForm } from "./forgot-password-form";
import styles from "@/app/_components/auth-form/auth-form.module.css";

export const metadata: Metadata = { title: "Forgot your password?", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className={styles.page}>
      <h1>Forgot your password?</h1>
      <p>Tell us the e-mail address you signed up with and we will send you a link to choose a new one.</p>
      <ForgotPasswordForm />
    </div>
  );
}
