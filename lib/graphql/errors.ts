import { GraphQLError } from "graphql";
import { ZodError } from "zod";

/**
 * Expected failures (bad input) become GraphQL errors with a message a person understands and
 * code BAD_USER_INPUT; they pass the error mask. Anything else is rethrown and masked.
 */
export function userInputError(error: unknown): unknown {
  if (error instanceof ZodError) {
    const message = error.issues.map((issue) => issue.message).join("; ");
    return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: { status: 200 } } });
  }
  return error;
}
