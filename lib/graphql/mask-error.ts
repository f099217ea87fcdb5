import { createGraphQLError } from "graphql-yoga";
import { reportUnexpected } from "../observability/log";

interface GraphQLErrorLike extends Error {
  originalError?: unknown;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
  extensions?: Record<string, unknown>;
}

/**
 * Recognises GraphQL errors by name, not `instanceof`: the bundle can hold two copies of
 * `graphql` (its ESM and CJS builds, pulled in by different plugins), and an error from one is
 * not an instance of the other's class.
 */
function isGraphQLErrorLike(value: unknown): value is GraphQLErrorLike {
  return value instanceof Error && value.name === "GraphQLError";
}

export const UNEXPECTED_ERROR_MESSAGE = "Unexpected error.";

/**
 * What a caller may see of an error:
 * - syntax and validation errors (no path, nothing underneath): as they are, HTTP 400;
 * - errors our resolvers threw on purpose (a GraphQLError underneath, e.g. BAD_USER_INPUT): their
 *   message and code;
 * - anything else (bugs, database failures, non-null violations): "Unexpected error." with no
 *   stack, the real error going to the log and the error service (reportUnexpected), once.
 */
export function maskError(error: unknown): Error {
  if (isGraphQLErrorLike(error)) {
    const original = error.originalError;
    if (original == null && !error.path) {
      return createGraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 400 } } });
    }
    if (isGraphQLErrorLike(original)) {
      return createGraphQLError(original.message, { path: error.path, extensions: original.extensions });
    }
    reportUnexpected("graphql: unexpected error", original ?? error, { path: error.path?.join(".") });
    return createGraphQLError(UNEXPECTED_ERROR_MESSAGE, {
      path: error.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  }
  reportUnexpected("graphql: unexpected error", error);
  return createGraphQLError(UNEXPECTED_ERROR_MESSAGE, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
}
