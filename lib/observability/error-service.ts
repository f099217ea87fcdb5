import { createStackParser, createTransport, Scope, type Transport, type TransportRequest } from "@sentry/core";
import { nodeStackLineParser, ServerRuntimeClient } from "@sentry/core/server";
import { redact, redactText } from "./redact";
import type { RequestScope } from "./request-scope";

/**
 * The Worker's link to the error service (Sentry): one client per isolate and settings, built from
 * @sentry/core's server client and transport rather than @sentry/cloudflare's withSentry, which takes
 * its options synchronously from env (sentryTracking is a platform setting read from KV/D1), wraps
 * every binding call in tracing spans we do not use and brings OpenTelemetry into a Worker with
 * little room left (docs/observability.md). Errors we handle ourselves are captured explicitly
 * (reportUnexpected), so each is sent once.
 */
export interface ErrorServiceSettings {
  dsn: string;
  /** `homefront@<app version>` */
  release: string;
  environment: string;
}

type Event = Parameters<NonNullable<ConstructorParameters<typeof ServerRuntimeClient>[0]["beforeSend"]>>[0];

/** What leaves for the error service: no request headers or cookies, no e-mail addresses in text. */
export function scrubEvent(event: Event): Event {
  if (event.request) {
    delete event.request.cookies;
    delete event.request.headers;
    delete event.request.data;
    if (event.request.url) event.request.url = event.request.url.split("?")[0];
    delete event.request.query_string;
  }
  if (event.user) event.user = event.user.id ? { id: event.user.id } : {};
  if (event.message) event.message = redactText(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = redactText(exception.value);
  }
  if (event.extra) event.extra = redact(event.extra) as Record<string, unknown>;
  return event;
}

function fetchTransport(options: Parameters<typeof createTransport>[0] & { url: string }): Transport {
  return createTransport(options, async (request: TransportRequest) => {
    // The key travels in the URL (sentry_key), so no headers are needed.
    const response = await fetch(options.url, { method: "POST", body: request.body as BodyInit });
    await response.body?.cancel();
    return {
      statusCode: response.status,
      headers: {
        "x-sentry-rate-limits": response.headers.get("x-sentry-rate-limits"),
        "retry-after": response.headers.get("retry-after"),
      },
    };
  });
}

let cached: { key: string; client: ServerRuntimeClient } | undefined;

function clientFor(settings: ErrorServiceSettings): ServerRuntimeClient {
  const key = `${settings.dsn}|${settings.release}|${settings.environment}`;
  if (cached?.key === key) return cached.client;
  const client = new ServerRuntimeClient({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    transport: fetchTransport,
    sendDefaultPii: false,
    beforeSend: scrubEvent,
  });
  client.init();
  cached = { key, client };
  return client;
}

/**
 * The scope's `report`: one event per unexpected error, tagged with the request id and route, the
 * member by id only; sending finishes after the response (waitUntil), never delaying it.
 */
export function errorServiceReporter(
  settings: ErrorServiceSettings,
  waitUntil: (promise: Promise<unknown>) => void,
): NonNullable<RequestScope["report"]> {
  const client = clientFor(settings);
  return (error, scope) => {
    const eventScope = new Scope();
    eventScope.setTag("request_id", scope.requestId);
    eventScope.setTag("route", scope.route);
    if (scope.memberId) eventScope.setUser({ id: scope.memberId });
    client.captureException(error, undefined, eventScope);
    waitUntil(Promise.resolve(client.flush(5_000)));
  };
}
