/**
 * The browser's rules for failed calls, in one place: what is reported, how much of a response a
 * report carries, what message a data-client failure shows, and when a data query is retried.
 * No imports: every client component may use it without pulling anything else into its bundle.
 */

/** A report carries at most this much of the failed response (a page of HTML must not fill it). */
export const REPORTED_RESPONSE_LIMIT = 512;

/** The data client's message when neither the server nor the network said anything usable. */
export const ERROR_MESSAGE_NOT_FOUND = "Error message not found.";

/** A data query is tried again at most this many times after its first failure. */
export const QUERY_RETRY_LIMIT = 3;

/** Browser-side query data counts as fresh this long; a newer read within it is served from the cache. */
export const QUERY_FRESH_MS = 60_000;

/** Listing links start prefetching when they come within this distance of the viewport. */
export const PREFETCH_MARGIN_PX = 200;

export function truncateResponse(text: string): string {
  return text.length > REPORTED_RESPONSE_LIMIT ? text.slice(0, REPORTED_RESPONSE_LIMIT) : text;
}

/**
 * A failed data-client call: the message a person may see, the HTTP status when there was an
 * answer, the answer itself cut to 512 characters for the report, and the server's request id.
 */
export class DataClientError extends Error {
  readonly status: number | undefined;
  readonly response: string | undefined;
  readonly requestId: string | undefined;

  constructor(message: string, details: { status?: number; response?: string; requestId?: string } = {}) {
    super(message.trim() || ERROR_MESSAGE_NOT_FOUND);
    this.name = "DataClientError";
    this.status = details.status;
    this.response = details.response === undefined ? undefined : truncateResponse(details.response);
    this.requestId = details.requestId;
  }
}

interface GraphQLAnswer {
  errors?: readonly { message?: unknown }[];
}

/** The first GraphQL error message of an answer, if it has one. */
export function graphQLMessageOf(answer: unknown): string | undefined {
  const errors = (answer as GraphQLAnswer | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const message = errors.map((error) => error?.message).find((m): m is string => typeof m === "string" && m !== "");
  return message;
}

/** A data-client error's message: the error's own, else 'Error message not found.'. */
export function dataClientMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === "string" && error.trim()) return error;
  return graphQLMessageOf(error) ?? ERROR_MESSAGE_NOT_FOUND;
}

/** 4xx: the caller's mistake (wrong password, taken name), answered properly, so nothing to report. */
export function isCallerError(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * Member fetch, sign-in, sign-out, sign-up and forgot-password failures are reported unless the
 * server answered 4xx; a failure without any answer (network) is reported.
 */
export function shouldReportAuthFailure(status: number | undefined): boolean {
  return !isCallerError(status);
}

/**
 * Whether a data query that failed `failureCount` times (1 after the first failure) goes again:
 * up to 3 retries, and never when the message mentions 401 (signed out: retrying cannot help).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount > QUERY_RETRY_LIMIT) return false;
  return !dataClientMessage(error).includes("401");
}
