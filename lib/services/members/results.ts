/** Why an auth call failed, in HTTP terms, so REST routes and GraphQL map it the same way. */
export interface AuthFailure {
  ok: false;
  status: 400 | 401 | 403 | 404 | 409 | 429;
  message: string;
  /** Per-field messages for forms (400). */
  fieldErrors?: Record<string, string>;
  /** Seconds until another attempt is allowed (429). */
  retryAfterSeconds?: number;
}

export function failure(status: AuthFailure["status"], message: string, extra: Partial<AuthFailure> = {}): AuthFailure {
  return { ok: false, status, message, ...extra };
}

/** First message per field from zod issues. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/**
 * A request accepted with one answer for every address (sign-up, forgot password). What depends
 * on whether the address has an account (the lookup, the rows, the mail) is in `afterResponse`,
 * which the route runs once the answer has gone: the response then takes the same work, and so the
 * same time, for registered and unknown addresses.
 */
export interface AcceptedForEveryAddress {
  ok: true;
  message: string;
  afterResponse: () => Promise<void>;
}
