import { readBodyUpTo, bytesLabel } from "../http/limited-body";
import { fail, type Failure } from "../services/result";
import { GRAPHQL_LIMITS } from "./yoga-limits";

export const GRAPHQL_BODY_TOO_LARGE_MESSAGE = `The request body is too large: /graphql accepts at most ${bytesLabel(GRAPHQL_LIMITS.maxBodyBytes)}.`;

/**
 * Caps the body of a /graphql request before Yoga sees it: Yoga reads whole bodies (an 8 MB
 * one was parsed before), so the bytes are read here with a cap and handed on. Over the cap:
 * 413 with a GraphQL-shaped error. Requests without a body (GET, OPTIONS) pass untouched.
 */
export async function withCappedBody(
  request: Request,
  handle: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  if (request.method !== "POST") return handle(request);
  const body = await readBodyUpTo(request, GRAPHQL_LIMITS.maxBodyBytes);
  if (!body) return graphQLFailureResponse(fail("TOO_LARGE", GRAPHQL_BODY_TOO_LARGE_MESSAGE));
  return handle(new Request(request.url, { method: "POST", headers: request.headers, body }));
}

/**
 * A failure refused before Yoga runs, in the body GraphQL clients read (`errors[].message`, no
 * other top-level keys, as a GraphQL response allows) with the failure model's status. This is the
 * GraphQL counterpart of failureResponse for the transport's own refusals.
 */
function graphQLFailureResponse(failure: Failure): Response {
  return Response.json(
    { errors: [{ message: failure.message }] },
    { status: failure.status, headers: { "cache-control": "no-store" } },
  );
}
