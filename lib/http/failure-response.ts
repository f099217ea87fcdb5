import { fail, type Failure, type FailureCode } from "../services/result";

/**
 * The one JSON body for an expected failure over HTTP (every REST route, the admin API's included,
 * and the Worker's own refusals). Clients read `message`, and `errors` whose messages they join;
 * forms read `fieldErrors`; scripts can branch on `code`. A refusal with several reasons (an
 * admin's experiment definition) lists each in `errors`, one line each, and joins them in
 * `message`. A failure is about this request only, so it is never cached.
 */
export function failureResponse(failure: Failure, headers: HeadersInit = {}): Response {
  const responseHeaders = new Headers(headers);
  responseHeaders.set("cache-control", "no-store");
  if (failure.retryAfterSeconds !== undefined) responseHeaders.set("retry-after", String(failure.retryAfterSeconds));
  return Response.json(
    {
      code: failure.code,
      message: failure.message,
      errors: (failure.reasons ?? [failure.message]).map((message) => ({ message })),
      fieldErrors: failure.fieldErrors ?? {},
    },
    { status: failure.status, headers: responseHeaders },
  );
}

/** Shorthand for a failure a route decides itself (no service involved). */
export function failWith(code: FailureCode, message: string, headers: HeadersInit = {}): Response {
  return failureResponse(fail(code, message), headers);
}
