"use client";

import type { AccountMember } from "../../services/members/member";
import { clearStoredMember, storeMember } from "./member-store";
import { shouldReportAuthFailure } from "../../observability/client-rules";
import { reportClientError } from "../../observability/browser-reports";
import { REQUEST_ID_HEADER } from "../../observability/request-id";

/** What a failed auth call said: the `errors[].message` of the response body, concatenated. */
export class AuthCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AuthCallError";
  }
}

interface ErrorBody {
  message?: string;
  errors?: { message?: string }[];
  fieldErrors?: Record<string, string>;
}

async function errorFrom(response: Response, fallback: string): Promise<AuthCallError> {
  const text = await response.text().catch(() => "");
  let body: ErrorBody = {};
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    // Not JSON: fall back to the text itself below.
  }
  const fromErrors = (body.errors ?? [])
    .map((e) => e.message)
    .filter(Boolean)
    .join(" ");
  const retry = Number(response.headers.get("retry-after") ?? "");
  return new AuthCallError(
    response.status,
    fromErrors || body.message || text || fallback,
    body.fieldErrors ?? {},
    Number.isFinite(retry) && retry > 0 ? retry : undefined,
  );
}

/**
 * The auth calls whose failures are reported: member fetch, sign-in, sign-out, sign-up and
 * forgot-password unless the server answered 4xx (a wrong password is not a fault); the social code
 * exchange and the session refresh whatever the answer. Others (reset, verification) are not.
 */
const REPORTED_AUTH_CALLS: Readonly<Record<string, { action: string; always: boolean }>> = {
  "/api/user/signin": { action: "sign-in", always: false },
  "/api/user/signout": { action: "sign-out", always: false },
  "/api/users": { action: "sign-up", always: false },
  "/api/user/forgotpassword": { action: "forgot-password", always: false },
  "/api/user/authenticatesocial": { action: "social exchange", always: true },
  "/api/user/authcookies": { action: "user refresh", always: true },
};

/** Reports a failed auth call by the rules above; the caller rethrows. */
function reportAuthFailure(path: string, error: unknown, status?: number, response?: Response): void {
  const call =
    REPORTED_AUTH_CALLS[path] ??
    (path.startsWith("/api/user/") ? { action: "member fetch", always: false } : undefined);
  if (!call || (!call.always && !shouldReportAuthFailure(status))) return;
  reportClientError(error, {
    action: call.action,
    requestId: response?.headers.get(REQUEST_ID_HEADER) ?? undefined,
    response: error instanceof AuthCallError ? `${status ?? ""} ${error.message}` : undefined,
  });
}

/** fetch for an auth call: a network failure is reported by the rules above and rethrown. */
async function fetchAuth(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    reportAuthFailure(path, error);
    throw error;
  }
}

/** POSTs JSON (or nothing) to an auth call; same-origin fetch sends Origin, which the server requires. */
export async function postAuth(
  path: string,
  body?: object,
  fallbackError = "Something went wrong. Please try again.",
): Promise<Response> {
  const response = await fetchAuth(path, {
    method: "POST",
    credentials: "same-origin",
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const error = await errorFrom(response, fallbackError);
    reportAuthFailure(path, error, response.status, response);
    throw error;
  }
  return response;
}

/**
 * After sign-in: the member comes from the response body; when a call only gives a Location
 * header the member is fetched from its last path segment.
 */
export async function memberFromSignIn(response: Response): Promise<AccountMember | null> {
  const body = (await response.json().catch(() => ({}))) as { member?: AccountMember };
  if (body.member) return body.member;
  const location = response.headers.get("location");
  if (!location) return null;
  const username = location.split("/").filter(Boolean).pop();
  return username ? fetchMember(username) : null;
}

/** The member (GET /api/user/{username}); null when there is none (4xx); a 5xx is reported and thrown. */
export async function fetchMember(username = "me"): Promise<AccountMember | null> {
  const path = `/api/user/${encodeURIComponent(username)}`;
  const response = await fetchAuth(path, { credentials: "same-origin", cache: "no-store" });
  if (response.ok) return (await response.json()) as AccountMember;
  if (!shouldReportAuthFailure(response.status)) return null;
  const error = await errorFrom(response, "The member could not be loaded.");
  reportAuthFailure(path, error, response.status, response);
  throw error;
}

/*
 * Sign-out against the page's own session requests. The header fetches the member on load and
 * refreshes the session every 5 minutes and on focus, so a person who comes back to the tab and
 * clicks "Sign out" starts a refresh and the sign-out together. Answers the server gave before
 * the sign-out can reach the page after it, and must not bring the member back:
 * - each sign-out starts a new generation; an answer to a request of an older one is dropped
 *   (nothing stored or cleared: the sign-out does that);
 * - a refresh answer also sets new session cookies, which the page cannot drop, so the sign-out
 *   request waits for a refresh already sent: it then carries those cookies (the server ends
 *   their family) and its cleared cookies are the last the browser gets;
 * - while signing out, no new session request starts.
 */
let generation = 0;
let signingOut: Promise<void> | null = null;
let refreshing: Promise<AccountMember | null | undefined> | null = null;

/**
 * The current member (GET /api/user/me), stored. Resolves to the member, null when the server
 * knows no session, or undefined when a sign-out began meanwhile (nothing to do then).
 */
export async function loadCurrentMember(): Promise<AccountMember | null | undefined> {
  if (signingOut) return undefined;
  const started = generation;
  const member = await fetchMember();
  if (started !== generation) return undefined;
  if (member) storeMember(member);
  return member;
}

/**
 * Refreshes the session (POST /api/user/authcookies). Only one runs at a time: callers during a
 * refresh share it. Resolves to the member, null when the session ended (cookies cleared by the
 * server, the stored member cleared here), or undefined when a sign-out began meanwhile.
 */
export function refreshSession(): Promise<AccountMember | null | undefined> {
  if (signingOut) return Promise.resolve(undefined);
  refreshing ??= (async () => {
    const started = generation;
    try {
      const response = await fetchAuth("/api/user/authcookies", { method: "POST", credentials: "same-origin" });
      if (started !== generation) return undefined;
      if (!response.ok) {
        reportAuthFailure(
          "/api/user/authcookies",
          await errorFrom(response, "Session refresh failed"),
          response.status,
          response,
        );
        clearStoredMember();
        return null;
      }
      const { member } = (await response.json()) as { member: AccountMember };
      if (started !== generation) return undefined;
      storeMember(member);
      return member;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Ends the session: the member is forgotten at once, the server's sign-out follows any refresh in flight. */
export function signOut(): Promise<void> {
  signingOut ??= (async () => {
    generation += 1;
    clearStoredMember();
    try {
      await refreshing?.catch(() => undefined);
      await postAuth("/api/user/signout");
    } finally {
      signingOut = null;
    }
  })();
  return signingOut;
}
