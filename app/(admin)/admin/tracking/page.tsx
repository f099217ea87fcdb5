import type { Metadata } from "next";
import { AdminFrame } from "../_components/admin-frame";
import { requireStaffPage } from "../require-staff";
import { TrackingCheck } from "./tracking-check";

export const metadata: Metadata = { title: "Tracking check", robots: { index: false } };

/** QA: send a sample event from this environment and see the console logs the flags switch on. */
export default async function AdminTracking() {
  const viewer = await requireStaffPage("platform");
  return (
    <AdminFrame title="Tracking check" viewer={viewer}>
      <p>
        Sends a sample listing view and agent view. With gtmTrackingLog, listingTrackingLog or agentTrackingLog on, they
        are printed in the browser console.
      </p>
      <TrackingCheck />
    </AdminFrame>
  );
}
