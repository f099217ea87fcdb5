import Link from "next/link";
import type { ReactNode } from "react";
import { areasOf, STAFF_ROLE_LABELS, type StaffArea, type StaffViewer } from "@/lib/staff/roles";
import { signOutAction } from "../actions";

/** Each area's screens, in the order the navigation lists them. */
const AREA_LINKS: Record<StaffArea, { href: string; label: string }[]> = {
  platform: [
    { href: "/admin/experiments", label: "Experiments" },
    { href: "/admin/flags", label: "Flags" },
    { href: "/admin/audit", label: "Audit trail" },
    { href: "/admin/tracking", label: "Tracking check" },
    { href: "/admin/api-keys", label: "API keys" },
  ],
  moderation: [{ href: "/admin/moderation", label: "Moderation" }],
  staff: [{ href: "/admin/staff", label: "Staff and roles" }],
  office: [
    { href: "/admin/office", label: "Your office" },
    { href: "/admin/feeds", label: "Feed keys" },
  ],
};

/** The screens a person's roles open, first one first (where /admin sends them). */
export function staffLinks(viewer: StaffViewer): { href: string; label: string }[] {
  return areasOf(viewer.grants).flatMap((area) => AREA_LINKS[area]);
}

function rolesText(viewer: StaffViewer): string {
  return [...new Set(viewer.grants.map((grant) => STAFF_ROLE_LABELS[grant.role]))].join(", ");
}

/**
 * Frame of every admin page: the screens this person's roles open (and no others), who is signed
 * in and as what, and the outcome of the last action.
 */
export function AdminFrame({
  title,
  viewer,
  outcome,
  children,
}: {
  title: string;
  viewer?: StaffViewer;
  outcome?: { error?: string; done?: string };
  children: ReactNode;
}) {
  return (
    <div className="admin" style={{ maxWidth: 1100, margin: "0 auto", padding: "1.5rem 1rem" }}>
      <nav aria-label="Admin" style={{ display: "flex", gap: "1rem", alignItems: "center", flexWrap: "wrap" }}>
        {viewer
          ? staffLinks(viewer).map((link) => (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            ))
          : null}
        {viewer ? (
          <form action={signOutAction} style={{ marginLeft: "auto" }}>
            <span data-testid="staff-who">
              Signed in as {viewer.name} ({rolesText(viewer)}){" "}
            </span>
            <button type="submit">Leave the admin site</button>
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
