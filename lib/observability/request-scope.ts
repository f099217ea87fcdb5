import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What every log line and error report of one unit of work shares: the request id, the route (method
 * and path, never the query: reset links carry tokens there) and the member once someone knows who
 * it is. The Worker's entry opens one scope per request, cron run and queue batch; code anywhere below
 * reads it without threading it through every call.
 */
export interface RequestScope {
  requestId: string;
  route: string;
  memberId?: string;
  /** Sends an unexpected error to the error service (set by the entry when reporting is on). */
  report?: (error: unknown, scope: RequestScope) => void;
}

/**
 * One store per isolate, kept on globalThis: the Worker's entry and OpenNext's server bundle each
 * carry their own copy of this module, and the scope the entry opens must be the one Next's code reads.
 */
const globalKey = Symbol.for("homefront.requestScope");
const storage: AsyncLocalStorage<RequestScope> = ((globalThis as Record<symbol, unknown>)[globalKey] ??=
  new AsyncLocalStorage<RequestScope>()) as AsyncLocalStorage<RequestScope>;

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Records the signed-in member for the rest of this request's lines and reports (id only). */
export function setScopeMember(memberId: string | undefined): void {
  const scope = storage.getStore();
  if (scope && memberId) scope.memberId = memberId;
}

/** `GET /search` from a URL: the route of a log line. */
export function routeOf(method: string, url: string): string {
  try {
    return `${method} ${new URL(url).pathname}`;
  } catch {
    return method;
  }
}
