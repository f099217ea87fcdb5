import "server-only";
import { z } from "zod";
import { failureResponse } from "../../http/failure-response";
import { readJsonBody } from "../../http/json-body";
import type { ApiOperation } from "../../http/api/operation";
import { requestContext } from "../../services/request-context";
import type { ServiceContext } from "../../services/context";
import { badInput, FailureError } from "../../services/result";
import { crossSiteRefusal, isSameOriginRequest } from "./same-origin";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export interface LegacyCall<O extends ApiOperation> {
  ctx: ServiceContext;
  request: Request;
  params: NonNullable<O["params"]> extends z.ZodType ? z.output<NonNullable<O["params"]>> : Record<string, never>;
  /**
   * The JSON body as sent: the service parses it with the operation's own schema (its messages are
   * the ones these calls always answered with), so it is not parsed twice.
   */
  body: unknown;
}

/**
 * The route kit's variant for the legacy member calls under /api (lib/http/api/operations/legacy.ts):
 * the same operation object documents the call, but the answer is the handler's own Response,
 * because these calls set session cookies, a Location and statuses older clients rely on. What it
 * shares with every other call: a state-changing request from another site's Origin is refused
 * (the Worker's request gate checks it first; this keeps the route safe on its own), the path
 * parameters are parsed with the operation's schema, the body is read bounded and as a JSON object,
 * and an expected failure (a thrown FailureError or ZodError) answers the one failure body.
 */
export function legacyRoute<O extends ApiOperation>(
  operation: O,
  handler: (call: LegacyCall<O>) => Promise<Response>,
): (request: Request, context: RouteContext) => Promise<Response> {
  if (!operation.legacy) throw new Error(`${operation.id} is not a legacy call: serve it with apiRoute`);
  return async (request, context) => {
    if (operation.method !== "GET" && !isSameOriginRequest(request)) return crossSiteRefusal();
    const rawParams = context?.params ? await context.params : {};
    const params = operation.params ? operation.params.safeParse(rawParams) : { success: true as const, data: {} };
    if (!params.success) return failureResponse(badInput(params.error, params.error.issues[0]?.message));
    let body: unknown = undefined;
    if (operation.body) {
      const read = await readJsonBody(request, operation.maxBodyBytes);
      if (!read.ok) return read.response;
      body = read.value;
    }
    try {
      return await handler({
        ctx: requestContext(),
        request,
        params: params.data,
        body,
      } as LegacyCall<O>);
    } catch (error) {
      if (error instanceof FailureError) return failureResponse(error.failure);
      if (error instanceof z.ZodError) return failureResponse(badInput(error, error.issues[0]?.message));
      throw error;
    }
  };
}
