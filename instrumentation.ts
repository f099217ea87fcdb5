import type { Instrumentation } from "next";
import { reportUnexpected } from "./lib/observability/log";

/** Next's hook, needed for the one below; nothing to set up (the Worker entry opens each request's scope). */
export function register(): void {}

/**
 * Every error Next catches while rendering a page, running a route handler, a server action or the
 * middleware: logged and reported once, with the request id of the scope the Worker entry opened.
 * Errors GraphQL masks are reported by its maskError instead (Yoga answers them itself).
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  reportUnexpected(`${context.routeType}: unexpected error`, error, {
    routePath: context.routePath,
    routerKind: context.routerKind,
    digest: (error as { digest?: unknown }).digest,
  });
};
