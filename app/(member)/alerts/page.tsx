import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { getViewer } from "@/lib/session/server/viewer";
import { vapidKeys } from "@/lib/services/alerts/alert-mail-config";
import { AlertsManager } from "./alerts-manager";
import styles from "./alerts.module.css";

export const metadata: Metadata = { title: "Your alerts", robots: { index: false } };

/** The member's alerts. Middleware already sends visitors to sign in; this checks again. */
export default async function AlertsPage() {
  if (!(await getViewer())) redirect(signInPathFor("/alerts"));
  return (
    <div className={styles.page} data-testid="alerts-page">
      <h1>Your alerts</h1>
      <p>
        Save a buy or rent search from its results page and we will tell you about every new home that fits: as it is
        listed, in a morning digest or once a week.
      </p>
      {/* The public key travels with the page, so turning notifications on needs no extra request. */}
      <AlertsManager pushKey={vapidKeys()?.publicKey ?? null} />
    </div>
  );
}
