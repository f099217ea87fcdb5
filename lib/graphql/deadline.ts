/** A server render's data operation took longer than DATA_FETCH_TIMEOUT_MS. */
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
