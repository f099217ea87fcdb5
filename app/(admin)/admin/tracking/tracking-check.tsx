"use client";

import { trackAgentView, trackListingView } from "@/lib/tracking/client";

const SAMPLE = {
  agentId: 1,
  listingId: 1,
  listingTier: "standard",
  officeId: 1,
  propertyType: "House",
  listingType: "Buy",
  estimatePrice: 950000,
  numBeds: 3,
  locationId: 5713470,
  userId: null,
};

export function TrackingCheck() {
  return (
    <p style={{ display: "flex", gap: "1rem" }}>
      <button type="button" onClick={() => trackListingView(SAMPLE)}>
        Send a listing view
      </button>
      <button type="button" onClick={() => trackAgentView(SAMPLE)}>
        Send an agent view
      </button>
    </p>
  );
}
