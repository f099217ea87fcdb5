import { aroundCalls } from "./around-calls";

/** A request's database call took longer than DATA_FETCH_TIMEOUT_MS. */
export class DataFetchTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = "DataFetchTimeoutError";
  }
}

/**
 * `work`, or a DataFetchTimeoutError once `ms` have passed, whichever comes first. The work is
 * not cancelled (a D1 query cannot be), but the page stops waiting for it. The timer is cleared
 * either way so it never keeps a request alive.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DataFetchTimeoutError(what, ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * A D1 binding whose every call gives up after `ms`: a page whose query is stuck shows the error
 * view instead of never finishing, and a route answers 500 instead of hanging its caller.
 */
export function withQueryDeadline(db: D1Database, ms: number): D1Database {
  return aroundCalls(db, (call) => withDeadline(call(), ms, "a database query"));
}
