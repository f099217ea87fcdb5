import "server-only";
import { getDb } from "../db/client";
import { createServiceContext, type ServiceContext } from "./context";

/**
 * The service context of the current request, for pages, server actions and route handlers: this
 * request's D1 (shared by one render through React's `cache`), fresh loaders and the clock.
 */
export function requestContext(): ServiceContext {
  return createServiceContext(getDb());
}
