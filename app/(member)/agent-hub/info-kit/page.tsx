import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AGENT_TRANSACTIONS_PATH, INFO_KIT_SETTINGS_PATH, PERFORMANCE_HUB_PATH } from "@/lib/agents/hub-urls";
import { signInPathFor } from "@/lib/auth/member-only-paths";
import { getViewer } from "@/lib/session/server/viewer";
import { getMyInfoKit } from "@/lib/services/agents/info-kit";
import { requestContext } from "@/lib/services/request-context";
import { FeesEditor } from "./fees-editor";
import styles from "../agent-hub.module.css";

export const metadata: Metadata = { title: "Your information kit", robots: { index: false } };

/** Where a signed-in agent writes the fees their printable information kit shows. */
export default async function InfoKitSettingsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect(signInPathFor(INFO_KIT_SETTINGS_PATH));
  const kit = await getMyInfoKit(requestContext(), viewer);
  if (!kit.ok) {
    return (
      <div className={styles.page}>
        <h1>Your information kit</h1>
        <p role="alert">{kit.message}</p>
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="info-kit-settings">
      <h1>Your information kit</h1>
      <p>
        <Link href={kit.infoKitUrl}>Open your information kit</Link> ·{" "}
        <Link href={PERFORMANCE_HUB_PATH}>Your performance hub</Link> ·{" "}
        <Link href={AGENT_TRANSACTIONS_PATH}>Your sold and leased results</Link>
      </p>
      <p className={styles.muted}>
        Your kit shows your profile, your last 12 months, recent results and reviews, and the fees you write here.
        Owners print it or save it as a PDF.
      </p>
      <FeesEditor initialFees={kit.feesText ?? ""} infoKitUrl={kit.infoKitUrl} />
    </div>
  );
}
