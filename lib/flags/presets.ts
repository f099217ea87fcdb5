import type { FlagPreset } from "./entries";

/** The environments the product runs in (APP_ENV). */
export const APP_ENVIRONMENTS = ["development", "preview", "production"] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

export function isAppEnvironment(value: unknown): value is AppEnvironment {
  return (APP_ENVIRONMENTS as readonly unknown[]).includes(value);
}

/**
 * The dev/QA configuration: chat off; facetLevel2 on; facetLevel3 and 4 off; tracking,
 * advancedMapClustering, systemNotifications, performanceHub, awardWinners and thirdPartyScripts
 * on; version reload and its logging on. The tracking logs and Sentry stay at their default, off.
 */
export const DEV_QA_PRESET: FlagPreset = {
  tracking: true,
  listingTrackingLog: false,
  agentTrackingLog: false,
  sentryTracking: false,
  gtmTrackingLog: false,
  advancedMapClustering: true,
  systemNotifications: true,
  performanceHub: true,
  awardWinners: true,
  thirdPartyScripts: true,
  chat: false,
  facetLevel2: true,
  facetLevel3: false,
  facetLevel4: false,
  versionReload: true,
  versionReloadLogging: true,
};

/** Production is the dev/QA configuration with advancedMapClustering, systemNotifications and performanceHub off. */
export const PRODUCTION_PRESET: FlagPreset = {
  ...DEV_QA_PRESET,
  advancedMapClustering: false,
  systemNotifications: false,
  performanceHub: false,
};

/** Preview deployments are QA environments, so they get the dev/QA configuration. */
export function presetFor(environment: AppEnvironment): FlagPreset {
  return environment === "production" ? PRODUCTION_PRESET : DEV_QA_PRESET;
}
