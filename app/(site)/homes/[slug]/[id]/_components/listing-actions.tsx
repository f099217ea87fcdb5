"use client";

import { useEffect, useState } from "react";
import { useFlag } from "@/lib/flags/react";
import { rememberListing } from "@/lib/listings/use-recent-list";
import { useStoredMember } from "@/lib/session/client/member-store";
import styles from "../listing.module.css";

/** The analytics payload of a listing view. */
export interface ListingTrackingPayload {
  agentId: string;
  listingId: string;
  listingTier: string;
  officeId: string;
  propertyType: string;
  listingType: string;
  estimatePrice: number | null;
  numBeds: number;
  locationId: string;
  userId: string | null;
}

const TRACKING_URL = "/tracking/listings";

function track(payload: ListingTrackingPayload) {
  const body = JSON.stringify(payload);
  // sendBeacon survives the visitor leaving; fetch keepalive where it refuses (size, support).
  const sent =
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(TRACKING_URL, new Blob([body], { type: "application/json" }));
  if (!sent)
    void fetch(TRACKING_URL, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    }).catch(() => {});
}

/**
 * Share and print, plus what a view does once: the listing goes to the viewed list, and when the
 * `tracking` flag is on its analytics payload is posted (fire and forget).
 */
export function ListingActions({
  title,
  url,
  tracking,
}: {
  title: string;
  url: string;
  tracking: ListingTrackingPayload;
}) {
  const trackingOn = useFlag("tracking");
  const [status, setStatus] = useState("");

  // The signed-in member's own list (the server renders without knowing the browser's member).
  const userId = useStoredMember()?.id ?? tracking.userId;
  useEffect(() => {
    rememberListing("viewed", userId, tracking.listingId);
  }, [tracking.listingId, userId]);

  useEffect(() => {
    if (trackingOn) track(tracking);
    // One post per listing view, not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trackingOn, tracking.listingId]);

  const share = async () => {
    const absolute = new URL(url, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: absolute });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the person cancelled
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
      setStatus("Link copied");
    } catch {
      setStatus(`Copy this link: ${absolute}`);
    }
  };

  return (
    <div className={styles.actions} data-print="hide">
      <button type="button" className={styles.linkButton} onClick={share} data-testid="share">
        Share
      </button>
      <button type="button" className={styles.linkButton} onClick={() => window.print()}>
        Print
      </button>
      <p role="status" className={styles.muted}>
        {status}
      </p>
    </div>
  );
}
