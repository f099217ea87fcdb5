import "server-only";
import { connection } from "next/server";
import { serverEnv } from "@/lib/env";
import { BUILT_IN_APP_VERSION } from "./built-in-version";
import { presetEntries } from "./entries";
import { appVersionOf, evaluateFlags, type Flags, type FlagSources, type PageSettings } from "./evaluate";
import { presetFor } from "./presets";

/**
 * Page settings and experiments come from the environment (PAGE_FEATURES, PAGE_EXPERIMENTS,
 * APP_VERSION); the lookup list is the preset of APP_ENV. `connection()` makes the caller render
 * per request, so Cloudflare's runtime vars apply rather than whatever the build machine had.
 */
export async function getFlagSources(): Promise<FlagSources> {
  await connection();
  return {
    settings: pageSettings(),
    entries: presetEntries(presetFor(serverEnv.APP_ENV)),
    experiments: serverEnv.PAGE_EXPERIMENTS,
  };
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
