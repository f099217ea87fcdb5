import type { Metadata } from "next";
import { signInAction } from "../actions";
import { AdminFrame } from "../_components/admin-frame";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";

export const metadata: Metadata = { title: "Admin sign-in", robots: { index: false } };

export default async function AdminSignIn({ searchParams }: { searchParams: AdminSearchParams }) {
  return (
    <AdminFrame title="Admin sign-in" outcome={await outcomeOf(searchParams)}>
      <form action={signInAction} style={{ display: "grid", gap: "0.75rem", maxWidth: 360 }}>
        <label>
          Your name (recorded with every change)
          <input name="name" required minLength={2} maxLength={60} autoComplete="name" />
        </label>
        <label>
          Admin secret
          <input name="secret" type="password" required autoComplete="current-password" />
        </label>
        <button type="submit">Sign in</button>
      </form>
    </AdminFrame>
  );
}
