import "server-only";
import { connection } from "next/server";
import { headers } from "next/headers";
import { serverEnv } from "@/lib/env";
import { EXPERIMENTS_HEADER, parseAssignments } from "@/lib/experiments/assignment";
import { pageExperimentsFor } from "@/lib/experiments/page-experiments";
import { BUILT_IN_APP_VERSION } from "@/lib/flags/built-in-version";
import { presetEntries } from "@/lib/flags/entries";
import { appVersionOf, evaluateFlags, type Flags, type FlagSources, type PageSettings } from "@/lib/flags/evaluate";
import { presetFor } from "@/lib/flags/presets";
import { getPlatformSettings } from "./platform-settings";
import type { PlatformSettings } from "./settings";
import { log } from "@/lib/observability/log";

// This file joins the flag layers of one request. It sits in services, above lib/flags (pure
// names, presets, evaluation), lib/experiments and lib/env.ts, so none of those imports another
// in a loop: flags ← experiments, flags ← env, and this reads all three.

/**
 * The flag sources of this request, in layers:
 * - the lookup list: the APP_ENV preset, overridden per flag by what admins set in D1;
 * - page settings: PAGE_FEATURES (env) — "true" there forces a flag on whatever D1 says;
 * - page experiments: PAGE_EXPERIMENTS (env) plus the running D1 experiments whose variant, as
 *   middleware assigned it, sees the feature.
 * D1 settings arrive through the isolate memo and the cache (a change shows within a minute); if
 * they cannot be read the env layer alone decides. `connection()` makes the caller render per
 * request, so Cloudflare's runtime vars and the visitor's variants apply.
 */
export async function getFlagSources(): Promise<FlagSources> {
  await connection();
  const [platform, requestHeaders] = await Promise.all([platformSettingsOrNone(), headers()]);
  const assignments = parseAssignments(requestHeaders.get(EXPERIMENTS_HEADER));
  return {
    settings: pageSettings(),
    entries: presetEntries({ ...presetFor(serverEnv.APP_ENV), ...platform?.flags }),
    experiments: [...serverEnv.PAGE_EXPERIMENTS, ...pageExperimentsFor(platform?.experiments ?? [], assignments)],
  };
}

async function platformSettingsOrNone(): Promise<PlatformSettings | undefined> {
  try {
    return await getPlatformSettings();
  } catch (error) {
    log.warn("flags: platform settings unavailable; using the environment's", { error });
    return undefined;
  }
}

/**
 * Flags for a request. Pass the page's URL (or path) so experiments with a targetUrl can match;
 * without one only untargeted experiments apply. Read one flag with `flagEnabled(flags, name)`.
 */
export async function getRequestFlags(url = ""): Promise<Flags> {
  return evaluateFlags(await getFlagSources(), url);
}

/** The version this server reports and renders into pages: page settings, else the built-in one. */
export function getAppVersion(): string {
  return appVersionOf(pageSettings(), BUILT_IN_APP_VERSION);
}

function pageSettings(): PageSettings {
  return { features: serverEnv.PAGE_FEATURES, appVersion: serverEnv.APP_VERSION };
}
