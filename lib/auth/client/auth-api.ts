"use client";

import type { AccountMember } from "../../services/members/member";
import { clearStoredMember, storeMember } from "./member-store";

/** What a failed auth call said: the spec's clients concatenate `errors[].message`. */
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
  const fromErrors = (body.errors ?? []).map((e) => e.message).filter(Boolean).join(" ");
  const retry = Number(response.headers.get("retry-after") ?? "");
  return new AuthCallError(response.status, fromErrors || body.message || text || fallback, body.fieldErrors ?? {}, Number.isFinite(retry) && retry > 0 ? retry : undefined);
}

/** POSTs JSON (or nothing) to an auth call; same-origin fetch sends Origin, which the server requires. */
export async function postAuth(path: string, body?: object, fallbackError = "Something went wrong. Please try again."): Promise<Response> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await errorFrom(response, fallbackError);
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

export async function fetchMember(username = "me"): Promise<AccountMember | null> {
  const response = await fetch(`/api/user/${encodeURIComponent(username)}`, { credentials: "same-origin", cache: "no-store" });
  return response.ok ? ((await response.json()) as AccountMember) : null;
}

let refreshing: Promise<AccountMember | null> | null = null;

/**
 * Refreshes the session (POST /api/user/authcookies). Only one runs at a time: callers during a
 * refresh share it. Resolves to the member, or null when the session ended (cookies cleared by
 * the server, the stored member cleared here).
 */
export function refreshSession(): Promise<AccountMember | null> {
  refreshing ??= (async () => {
    try {
      const response = await fetch("/api/user/authcookies", { method: "POST", credentials: "same-origin" });
      if (!response.ok) {
        clearStoredMember();
        return null;
      }
      const { member } = (await response.json()) as { member: AccountMember };
      storeMember(member);
      return member;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function signOut(): Promise<void> {
  try {
    await postAuth("/api/user/signout");
  } finally {
    clearStoredMember();
  }
}
