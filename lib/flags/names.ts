/**
 * Every flag name the product knows. A name outside this list is a type error where it is
 * written and a runtime error where it arrives as a string (configuration, query, client input).
 */

/** The product's ten feature flags: entries {key, label, enabled}, all off by default. */
export const FEATURE_FLAG_KEYS = [
  "tracking",
  "listingTrackingLog",
  "agentTrackingLog",
  "sentryTracking",
  "gtmTrackingLog",
  "advancedMapClustering",
  "systemNotifications",
  "performanceHub",
  "awardWinners",
  "thirdPartyScripts",
] as const;

/** Further switches the environment presets set (chat, facet levels, version reload). */
export const CONFIG_FLAG_KEYS = [
  "chat",
  "facetLevel2",
  "facetLevel3",
  "facetLevel4",
  "versionReload",
  "versionReloadLogging",
] as const;

export const FLAG_NAMES = [...FEATURE_FLAG_KEYS, ...CONFIG_FLAG_KEYS] as const;

export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];
export type FlagName = (typeof FLAG_NAMES)[number];

export const FLAG_LABELS: Readonly<Record<FlagName, string>> = {
  tracking: "Tracking",
  listingTrackingLog: "Listing tracking log",
  agentTrackingLog: "Agent tracking log",
  sentryTracking: "Sentry tracking",
  gtmTrackingLog: "GTM tracking log",
  advancedMapClustering: "Advanced map clustering",
  systemNotifications: "System notifications",
  performanceHub: "Performance hub",
  awardWinners: "Award winners",
  thirdPartyScripts: "Third-party scripts",
  chat: "Chat",
  facetLevel2: "Facet level 2",
  facetLevel3: "Facet level 3",
  facetLevel4: "Facet level 4",
  versionReload: "Version reload",
  versionReloadLogging: "Version reload logging",
};

export function isFlagName(value: string): value is FlagName {
  return (FLAG_NAMES as readonly string[]).includes(value);
}

/** Throws for a name that is not a flag, so a typo fails loudly instead of reading as "off". */
export function assertFlagName(value: string): asserts value is FlagName {
  if (!isFlagName(value)) throw new Error(`Unknown feature flag: ${value}`);
}
