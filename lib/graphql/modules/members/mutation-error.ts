import { GraphQLError } from "graphql";
import { AuthorizationError } from "../../../services/members/authorization";

/** A payload error from a message and per-field messages (the service's fieldErrors). */
export function mutationError(message: string, fieldErrors: Record<string, string> = {}) {
  return { message, inputErrors: Object.entries(fieldErrors).map(([field, fieldMessage]) => ({ field, message: fieldMessage })) };
}

/**
 * Runs a mutation body; a refused viewer becomes a payload error (ok: false) rather than a
 * masked "Unexpected error.", so the page can say "Please sign in to do that".
 */
export async function asPayload<T extends object>(run: () => Promise<T>): Promise<T | { ok: false; error: ReturnType<typeof mutationError> }> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AuthorizationError) return { ok: false, error: mutationError(error.message) };
    throw error;
  }
}

/** For queries: authorisation failures surface with their message and a code. */
export function authorizationGraphQLError(error: unknown): unknown {
  if (error instanceof AuthorizationError) {
    return new GraphQLError(error.message, { extensions: { code: error.status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN" } });
  }
  return error;
}
