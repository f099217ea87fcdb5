import Link from "next/link";
import type { ReactNode } from "react";
import { signOutAction } from "../actions";

/** Frame of every admin page: section links, who is signed in, and the outcome of the last action. */
export function AdminFrame({
  title,
  viewerName,
  outcome,
  children,
}: {
  title: string;
  viewerName?: string;
  outcome?: { error?: string; done?: string };
  children: ReactNode;
}) {
  return (
    <div className="admin" style={{ maxWidth: 1100, margin: "0 auto", padding: "1.5rem 1rem" }}>
      <nav aria-label="Admin" style={{ display: "flex", gap: "1rem", alignItems: "center", flexWrap: "wrap" }}>
        <Link href="/admin/experiments">Experiments</Link>
        <Link href="/admin/flags">Flags</Link>
        <Link href="/admin/audit">Audit trail</Link>
        <Link href="/admin/tracking">Tracking check</Link>
        <Link href="/admin/api-keys">API keys</Link>
        <Link href="/admin/moderation">Moderation</Link>
        {viewerName ? (
          <form action={signOutAction} style={{ marginLeft: "auto" }}>
            <span>Signed in as {viewerName} </span>
            <button type="submit">Sign out</button>
          </form>
        ) : null}
      </nav>
      <h1>{title}</h1>
      {outcome?.error ? (
        <p role="alert" data-testid="admin-error" style={{ color: "#a4161a" }}>
          {outcome.error}
        </p>
      ) : null}
      {outcome?.done ? (
        <p role="status" data-testid="admin-done">
          {outcome.done}
        </p>
      ) : null}
      {children}
    </div>
  );
}
