/**
 * The one shape of an expected failure (bad input, not signed in, not found, too many attempts…):
 * services return it, and the transports map it once each — to an HTTP body in
 * lib/http/failure-response.ts and to a GraphQL payload or error in lib/graphql/payload.ts.
 * Thrown errors are for the unexpected, except `FailureError` below.
 */
export const FAILURE_STATUS = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type FailureCode = keyof typeof FAILURE_STATUS;
export type FailureStatus = (typeof FAILURE_STATUS)[FailureCode];

export interface Failure {
  ok: false;
  code: FailureCode;
  status: FailureStatus;
  /** What a person reads: a sentence, never an error class or a stack. */
  message: string;
  /** Per-field messages for forms, keyed by the input's field name. */
  fieldErrors?: Record<string, string>;
  /** Seconds until another attempt is allowed (RATE_LIMITED). */
  retryAfterSeconds?: number;
  /**
   * Every reason, one line each, when a refusal has several that are not form fields (an admin's
   * experiment definition: `variants.0.weight: …`); `message` then joins them.
   */
  reasons?: string[];
}

/** A success keeps its own fields next to `ok: true` (`{ ok: true, member }`, `{ ok: true, listingId }`). */
export type Result<T extends object = object> = ({ ok: true } & T) | Failure;

export function fail(
  code: FailureCode,
  message: string,
  extra: Pick<Failure, "fieldErrors" | "retryAfterSeconds" | "reasons"> = {},
): Failure {
  return { ok: false, code, status: FAILURE_STATUS[code], message, ...extra };
}

type Issue = { path: readonly PropertyKey[]; message: string };

/** First message per field from zod issues (an issue without a path belongs to the whole form). */
export function fieldErrorsOf(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

export const CHECK_THE_FIELDS = "Please check the highlighted fields";

/** Refused input: a summary message and the first message per field. */
export function badInput(
  issues: { issues: readonly Issue[] } | readonly Issue[],
  message: string = CHECK_THE_FIELDS,
): Failure {
  return fail("BAD_INPUT", message, { fieldErrors: fieldErrorsOf("issues" in issues ? issues.issues : issues) });
}

/** A refusal with several reasons: each kept in `reasons`, joined into one sentence for `message`. */
export function refused(reasons: readonly string[], code: FailureCode = "BAD_INPUT"): Failure {
  return fail(code, reasons.join(". "), { reasons: [...reasons] });
}

export function isFailure(value: unknown): value is Failure {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { ok?: unknown }).ok === false &&
    typeof (value as { code?: unknown }).code === "string"
  );
}

/**
 * The one thrown expected failure. Only guards throw it (`requireMember`, `…OrThrow`): they sit at
 * the top of many services with different success shapes, and a throw keeps each of those from
 * re-checking and re-returning the guard's answer. Both mappers turn it into the same Failure.
 */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = "FailureError";
  }
}
