import { parseServerEnv, type ServerEnv } from "../env";
// The package version, as lib/flags/built-in-version.ts reads it; that module is server-only (a
// throwing import outside Next's server bundles), and this runs in the Worker's own entry.
import packageJson from "../../package.json";
import { appVersionOf } from "../flags/evaluate";
import { isAppEnvironment, presetFor } from "../flags/presets";
import { formatVersionHeader } from "../flags/version-check";
import { errorServiceReporter } from "../observability/error-service";
import { log } from "../observability/log";
import type { RequestScope } from "../observability/request-scope";
import { settingsSourceFor } from "../services/platform/platform-settings";
import { readPlatformSettings } from "../services/platform/settings";

/** The settings parsed once per isolate (the Worker's env object lives as long as it does). */
let parsed: { env: CloudflareEnv; settings: ServerEnv } | undefined;

function serverEnvOf(env: CloudflareEnv): ServerEnv {
  if (parsed?.env !== env) parsed = { env, settings: parseServerEnv(env as unknown as Record<string, string>) };
  return parsed.settings;
}

/**
 * Whether sentryTracking is on for this Worker: "true" in PAGE_FEATURES forces it, else what admins
 * stored for the environment, else the environment's preset (off). Settings that cannot be read
 * fall back to the preset, as every other flag does.
 */
async function sentryTrackingOn(env: CloudflareEnv, settings: ServerEnv): Promise<boolean> {
  const forced = settings.PAGE_FEATURES.sentryTracking;
  if (forced !== undefined) return forced === "true";
  const environment = settings.APP_ENV;
  if (!isAppEnvironment(environment)) return false;
  try {
    const platform = await readPlatformSettings(settingsSourceFor(env, environment));
    return platform.flags.sentryTracking ?? presetFor(environment).sentryTracking;
  } catch (error) {
    log.warn("error reporting: settings unreadable; using the preset", { error });
    return presetFor(environment).sentryTracking;
  }
}

/**
 * The `report` of one request, cron run or queue batch: the error service when a DSN is set and
 * sentryTracking is on, else none (reportUnexpected's log line is then the report).
 */
export async function errorReportingFor(
  env: CloudflareEnv,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<RequestScope["report"]> {
  if (!env.SENTRY_DSN) return undefined;
  let settings: ServerEnv;
  try {
    settings = serverEnvOf(env);
  } catch {
    return undefined; // Next reports the bad setting on the first page; nothing to report to here.
  }
  if (!settings.SENTRY_DSN || !(await sentryTrackingOn(env, settings))) return undefined;
  const version = appVersionOf(
    { features: settings.PAGE_FEATURES, appVersion: settings.APP_VERSION },
    packageJson.version,
  );
  return errorServiceReporter(
    {
      dsn: settings.SENTRY_DSN,
      release: formatVersionHeader(settings.APP_NAME, version),
      environment: settings.APP_ENV,
    },
    waitUntil,
  );
}
