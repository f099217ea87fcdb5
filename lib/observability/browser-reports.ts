import { truncateResponse } from "./client-rules";

/**
 * The browser's error reports. Every failure is logged to the console; when the page says reporting
 * is on (the root layout writes the settings into a JSON script only while sentryTracking is on and
 * a DSN is set), it is also sent to the error service with Sentry's browser SDK, which is imported
 * only then: a page whose scripts never fail never downloads it, so it adds nothing to first load.
 */
export const REPORTING_SETTINGS_ID = "error-reporting";

export interface BrowserReportingSettings {
  dsn: string;
  /** `homefront@<app version>`, the same release as the Worker's reports. */
  release: string;
  environment: string;
}

export interface ClientReportDetails {
  /** The request id of the failed call (its x-request-id); the page's own otherwise. */
  requestId?: string;
  /** The failed call's answer; cut to 512 characters here. */
  response?: string;
  /** What was being done: "sign-in", "graphql", "render". */
  action?: string;
}

type SentryBrowser = typeof import("@sentry/browser");

let memberIdSource: () => string | undefined = () => undefined;
let sdk: Promise<SentryBrowser | undefined> | undefined;
/** Errors already reported: a reported and rethrown error that nobody catches reaches the page's
 * unhandled-rejection listener too, and must not be reported twice. */
const reported = new WeakSet<object>();

/** Who is signed in, by id only (the member store registers itself from the page shell). */
export function identifyReportingMember(source: () => string | undefined): void {
  memberIdSource = source;
}

function settingsOfPage(): BrowserReportingSettings | undefined {
  const text = document.getElementById(REPORTING_SETTINGS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<BrowserReportingSettings>;
    return value.dsn && value.release && value.environment
      ? { dsn: value.dsn, release: value.release, environment: value.environment }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The id of the request that served this page, from its Server-Timing (set by the Worker's entry). */
export function pageRequestId(): string | undefined {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((entry) => entry.name === "rid")?.description || undefined;
}

function loadSdk(settings: BrowserReportingSettings): Promise<SentryBrowser | undefined> {
  // The condition is a constant to the bundler, so the server's copy of this module (client modules
  // are rendered on the server too) has no import of the SDK: it stayed out of the Worker, where
  // every route would otherwise have carried its own copy.
  if (typeof window === "undefined") return Promise.resolve(undefined);
  sdk ??= import("@sentry/browser").then(
    (Sentry) => {
      Sentry.init({
        dsn: settings.dsn,
        release: settings.release,
        environment: settings.environment,
        // Only what we report: no global handlers (the shell has its own), no breadcrumbs of the
        // visitor's clicks and requests.
        defaultIntegrations: false,
        integrations: [],
      });
      return Sentry;
    },
    () => undefined,
  );
  return sdk;
}

/** Logs a failure and, when reporting is on, sends it to the error service once. */
export function reportClientError(error: unknown, details: ClientReportDetails = {}): void {
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const response = details.response === undefined ? undefined : truncateResponse(details.response);
  console.error(details.action ? `${details.action} failed` : "Unexpected error", error, response ?? "");
  const settings = typeof document === "undefined" ? undefined : settingsOfPage();
  if (!settings) return;
  const pageId = pageRequestId();
  const memberId = memberIdSource();
  void loadSdk(settings).then((Sentry) =>
    Sentry?.withScope((scope) => {
      const requestId = details.requestId ?? pageId;
      if (requestId) scope.setTag("request_id", requestId);
      if (pageId) scope.setTag("page_request_id", pageId);
      if (details.action) scope.setTag("action", details.action);
      if (memberId) scope.setUser({ id: memberId });
      if (response !== undefined) scope.setContext("response", { body: response });
      Sentry.captureException(error);
    }),
  );
}

/**
 * A rendering error the error view caught. One the server threw arrives with only a digest (the
 * Worker reported it already, with the request id), so it is logged here, not reported again.
 */
export function reportRenderError(error: unknown): void {
  const digest = (error as { digest?: unknown } | null)?.digest;
  if (typeof digest === "string" && digest) console.error("Server rendering error", digest);
  else reportClientError(error, { action: "render" });
}
