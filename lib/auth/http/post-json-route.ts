import "server-only";
import { requestContext } from "../../services/request-context";
import type { ServiceContext } from "../../services/context";
import { FailureError } from "../../services/result";
import { failureResponse } from "../../http/failure-response";
import { isSameOriginRequest, crossSiteRefusal } from "./same-origin";
import { readJsonBody } from "../../http/json-body";

type Handler = (input: { request: Request; body: unknown; ctx: ServiceContext }) => Promise<Response>;

/**
 * The shape every auth POST shares: refuse foreign or missing Origin (CSRF), read a bounded JSON
 * body with clear 400s, run the handler with a fresh service context, map a guard's failure.
 * `bodyless` routes (sign-out, refresh) take no body at all.
 */
export function postJsonRoute(handler: Handler, { bodyless = false } = {}) {
  return async (request: Request): Promise<Response> => {
    if (!isSameOriginRequest(request)) return crossSiteRefusal();
    let body: unknown = {};
    if (!bodyless) {
      const read = await readJsonBody(request);
      if (!read.ok) return read.response;
      body = read.value;
    }
    try {
      return await handler({ request, body, ctx: requestContext() });
    } catch (error) {
      if (error instanceof FailureError) return failureResponse(error.failure);
      throw error;
    }
  };
}
