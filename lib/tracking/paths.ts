/** POST /tracking/listings and /tracking/agents. No imports: browser code uses it. */
export const TRACKING_PATHS = { listing: "/tracking/listings", agent: "/tracking/agents" } as const;
export type TrackingKind = keyof typeof TRACKING_PATHS;
