import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { FEEDS_HUB_PATH, feedOfficePath } from "@/lib/agents/hub-urls";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { feedOfficesFor, searchFeedOffices } from "@/lib/services/feeds/office-feeds";
import { requestContext } from "@/lib/services/request-context";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { getViewer } from "@/lib/session/server/viewer";
import styles from "../agent-hub.module.css";

export const metadata: Metadata = { title: "Your office's listing feeds", robots: { index: false } };

/**
 * The hub's way into an office's listing feeds: an agent goes straight to their office's runs, a
 * principal to the office they run (keys too, once signed in as staff), an admin searches for any.
 */
export default async function FeedsHubPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const member = await getViewer();
  if (!member) redirect(signInPathFor(FEEDS_HUB_PATH));
  const staff = await getStaffViewer();
  const ctx = requestContext();
  const found = await feedOfficesFor(ctx, { member, staff });
  if (!found.ok) redirect(signInPathFor(FEEDS_HUB_PATH));
  const { offices, admin, staffSignInNeeded } = found;
  const only = offices.length === 1 ? offices[0] : undefined;
  if (only && !admin && !staffSignInNeeded) redirect(feedOfficePath(only.id));
  const q = (await searchParams).q;
  const term = typeof q === "string" ? q : "";
  const searched = admin && term ? await searchFeedOffices(ctx, staff, term) : null;

  return (
    <div className={styles.page}>
      <h1>Your office&apos;s listing feeds</h1>
      {staffSignInNeeded ? (
        <p role="note" data-testid="feeds-staff-sign-in">
          You run an office: to see its feeds and manage its feed keys, confirm it is you with your authenticator code
          at the <Link href="/admin/sign-in">staff sign-in</Link>, then come back here.
        </p>
      ) : null}
      {offices.length > 0 ? (
        <ul>
          {offices.map((office) => (
            <li key={office.id}>
              <Link href={feedOfficePath(office.id)}>{office.name}</Link>
            </li>
          ))}
        </ul>
      ) : !admin && !staffSignInNeeded ? (
        <p role="alert">
          Feed reports are for an office&apos;s agents and its principal. Your account is not linked to an agent
          profile: ask your office&apos;s principal to link it.
        </p>
      ) : null}
      {admin ? (
        <form action={FEEDS_HUB_PATH} method="get" role="search" className={styles.form}>
          <label className={styles.field}>
            Office name or id
            <input name="q" defaultValue={term} maxLength={80} required />
          </label>
          <div>
            <button type="submit" className={styles.button}>
              Find offices
            </button>
          </div>
        </form>
      ) : null}
      {searched ? (
        searched.ok ? (
          searched.offices.length === 0 ? (
            <p role="status">No office matches “{term}”.</p>
          ) : (
            <ul>
              {searched.offices.map((office) => (
                <li key={office.id}>
                  <Link href={feedOfficePath(office.id)}>{office.name}</Link> ({office.stateCode}, id {office.id})
                </li>
              ))}
            </ul>
          )
        ) : (
          <p role="alert" className={styles.error}>
            {searched.message}
          </p>
        )
      ) : null}
    </div>
  );
}
