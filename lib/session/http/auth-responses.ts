import { clearedSessionCookies, serializeCookie, sessionCookies, type SessionCookie } from "../../auth/cookies";
import { failureResponse } from "../../http/failure-response";
import type { Failure } from "../../services/result";

/** A JSON response with Set-Cookie headers (route handlers build plain Responses). */
export function jsonWithCookies(body: unknown, init: ResponseInit, cookies: readonly SessionCookie[]): Response {
  const headers = new Headers(init.headers);
  headers.set("cache-control", "no-store");
  for (const cookie of cookies) headers.append("set-cookie", serializeCookie(cookie));
  return Response.json(body, { ...init, headers });
}

/** A failure that also sets or clears cookies (social sign-in clears its flow cookie). */
export function failureWithCookies(failure: Failure, cookies: readonly SessionCookie[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", serializeCookie(cookie));
  return failureResponse(failure, headers);
}

/**
 * A new session: cookies, the member, and a Location naming the member's resource (a
 * client fetches the member from its last path segment).
 */
export function signedInResponse(
  request: Request,
  session: { accessToken: string; refreshToken?: string; member: { username: string } },
  {
    status = 200,
    extra = {},
    cookies = [],
  }: { status?: number; extra?: object; cookies?: readonly SessionCookie[] } = {},
): Response {
  return jsonWithCookies(
    { member: session.member, ...extra },
    { status, headers: { location: `/api/user/${encodeURIComponent(session.member.username)}` } },
    [...sessionCookies(request.url, session), ...cookies],
  );
}

export function signedOutResponse(request: Request, body: unknown, status: number): Response {
  return jsonWithCookies(body, { status }, clearedSessionCookies(request.url));
}
