import { GraphQLError } from "graphql";
import { ZodError } from "zod";
import { badInput, FailureError, isFailure, type Failure } from "../services/result";

/**
 * The GraphQL side of the failure model (lib/services/result.ts): mutations answer a payload
 * (`ok`, `error { message, inputErrors }`), queries a GraphQLError whose code and message pass
 * the error mask. Anything else thrown is unexpected and stays masked.
 */

/** A payload error: the message and one entry per field message. */
export function toPayloadError(failure: Pick<Failure, "message" | "fieldErrors">) {
  return {
    message: failure.message,
    inputErrors: Object.entries(failure.fieldErrors ?? {}).map(([field, message]) => ({ field, message })),
  };
}

/** Clients and tests read BAD_USER_INPUT (the Apollo convention); the other codes are ours as they are. */
function graphQLCode(failure: Failure): string {
  return failure.code === "BAD_INPUT" ? "BAD_USER_INPUT" : failure.code;
}

export function toGraphQLError(failure: Failure): GraphQLError {
  return new GraphQLError(failure.message, { extensions: { code: graphQLCode(failure), http: { status: 200 } } });
}

/** An expected failure from anything a resolver ran: a returned or thrown Failure, or refused service input. */
function expectedFailure(error: unknown): Failure | undefined {
  if (error instanceof FailureError) return error.failure;
  // Queries report every refused field in one line, as before the failure model.
  if (error instanceof ZodError) return badInput(error, error.issues.map((issue) => issue.message).join("; "));
  return undefined;
}

/** For queries: the value, or a GraphQLError for an expected failure (thrown or returned). */
export async function resolveOrThrow<T>(work: () => Promise<T | Failure>): Promise<T> {
  let value: T | Failure;
  try {
    value = await work();
  } catch (error) {
    const failure = expectedFailure(error);
    throw failure ? toGraphQLError(failure) : error;
  }
  if (isFailure(value)) throw toGraphQLError(value);
  return value as T;
}

/**
 * For mutations: the service's result as a payload. A success spreads `okFields(result)` next to
 * `ok: true, error: null`; a failure (returned, or thrown by a guard) becomes `ok: false` with the
 * error and `failedFields(failure)`, so a refused viewer reads "Please sign in to do that", not "Unexpected error.".
 */
export async function payloadOf<R extends { ok: boolean }, Ok extends object, Failed extends object>(
  run: () => Promise<R>,
  okFields: (result: Exclude<R, Failure>) => Ok,
  failedFields: (failure: Failure) => Failed,
): Promise<({ ok: true; error: null } & Ok) | ({ ok: false; error: ReturnType<typeof toPayloadError> } & Failed)> {
  let result: R;
  try {
    result = await run();
  } catch (error) {
    const failure = expectedFailure(error);
    if (!failure) throw error;
    return { ok: false, error: toPayloadError(failure), ...failedFields(failure) };
  }
  if (isFailure(result)) return { ok: false, error: toPayloadError(result), ...failedFields(result) };
  return { ok: true, error: null, ...okFields(result as Exclude<R, Failure>) };
}
