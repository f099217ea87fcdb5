import "server-only";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { readJsonBody } from "@/lib/http/json-body";
import type { Viewer } from "@/lib/auth/roles";
import { failureResponse } from "@/lib/http/failure-response";
import type { ServiceContext } from "@/lib/services/context";
import { requestContext } from "@/lib/services/request-context";
import { FailureError, isFailure, type Failure } from "@/lib/services/result";

const PRIVATE = { "cache-control": "private, no-store", vary: "cookie" };

/**
 * The alert routes' shape: the viewer from the session cookie, one service call, its value as
 * JSON or its Failure as the failure body. Writes (PUT, DELETE) have already passed the request
 * gate's same-origin check (lib/security/request-gate.ts); alerts are personal, so nothing is cached.
 */
export async function alertResponse<T>(
  request: Request,
  work: (input: { ctx: ServiceContext; viewer: Viewer | null; body: unknown }) => Promise<T | Failure>,
  { withBody = false } = {},
): Promise<Response> {
  let body: unknown = undefined;
  if (withBody) {
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    body = read.value;
  }
  try {
    const value = await work({ ctx: requestContext(), viewer: await viewerFromRequest(request), body });
    return isFailure(value) ? failureResponse(value, PRIVATE) : Response.json(value, { headers: PRIVATE });
  } catch (error) {
    if (error instanceof FailureError) return failureResponse(error.failure, PRIVATE);
    throw error;
  }
}
