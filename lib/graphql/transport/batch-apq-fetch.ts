import { createHashCache } from "./sha256";

/** Batched every 10 ms, at most 10 operations per batch. */
export const BATCH_INTERVAL_MS = 10;
export const BATCH_MAX_OPERATIONS = 10;

interface OperationBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

interface Pending {
  body: OperationBody;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

interface ExecutionResult {
  data?: unknown;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

type Fetch = (input: string | URL, init: RequestInit) => Promise<Response>;

const isPersistedQueryNotFound = (result: ExecutionResult) =>
  result.errors?.some(
    (e) => e.message === "PersistedQueryNotFound" || e.extensions?.code === "PERSISTED_QUERY_NOT_FOUND",
  ) ?? false;

/**
 * A `fetch` for graphql-request that batches operations and speaks automatic persisted queries.
 *
 * Every operation first goes as its SHA-256 hash only (small request bodies, cacheable); the
 * server answers PersistedQueryNotFound for a hash it has not seen, and those operations are sent
 * again with the full query, which registers them. Operations queued within 10 ms travel in one
 * POST of at most 10; each caller gets back its own single-operation Response, so graphql-request
 * needs no knowledge of batching.
 */
export function createBatchApqFetch(options: { fetch?: Fetch; intervalMs?: number; maxOperations?: number } = {}) {
  const send: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const intervalMs = options.intervalMs ?? BATCH_INTERVAL_MS;
  const maxOperations = options.maxOperations ?? BATCH_MAX_OPERATIONS;
  const hashOf = createHashCache();
  const queues = new Map<
    string,
    { pending: Pending[]; headers: Headers; timer: ReturnType<typeof setTimeout> | null }
  >();

  async function post(
    url: string,
    headers: Headers,
    bodies: object[],
  ): Promise<{ results: ExecutionResult[]; requestId: string | null }> {
    const response = await send(url, { method: "POST", headers, body: JSON.stringify(bodies) });
    const text = await response.text().catch(() => "");
    let payload: unknown = null;
    try {
      payload = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's HTML error page): reported with its text below.
    }
    if (!Array.isArray(payload) || payload.length !== bodies.length) {
      const message =
        (payload as ExecutionResult | null)?.errors?.[0]?.message ??
        `GraphQL request failed with status ${response.status}`;
      // The answer and request id ride along for the error report (lib/graphql/client.ts).
      throw Object.assign(new Error(message), {
        status: response.status,
        response: text,
        requestId: response.headers.get("x-request-id") ?? undefined,
      });
    }
    return { results: payload as ExecutionResult[], requestId: response.headers.get("x-request-id") };
  }

  async function flush(url: string) {
    const queue = queues.get(url);
    if (!queue) return;
    queues.delete(url);
    const { pending, headers } = queue;
    try {
      const hashes = await Promise.all(pending.map((p) => hashOf(p.body.query)));
      const withHash = (p: Pending, i: number, includeQuery: boolean) => ({
        ...(includeQuery ? { query: p.body.query } : {}),
        variables: p.body.variables,
        operationName: p.body.operationName,
        extensions: { persistedQuery: { version: 1, sha256Hash: hashes[i] } },
      });
      const first = await post(
        url,
        headers,
        pending.map((p, i) => withHash(p, i, false)),
      );
      const results = first.results;
      let requestId = first.requestId;
      const missing = results.flatMap((result, i) => (isPersistedQueryNotFound(result) ? [i] : []));
      if (missing.length > 0) {
        const retried = await post(
          url,
          headers,
          missing.map((i) => withHash(pending[i]!, i, true)),
        );
        missing.forEach((index, j) => (results[index] = retried.results[j]!));
        requestId = retried.requestId ?? requestId;
      }
      // Each operation's answer names the request that carried it, for its error report.
      const answerHeaders: Record<string, string> = { "content-type": "application/json" };
      if (requestId) answerHeaders["x-request-id"] = requestId;
      pending.forEach((p, i) =>
        p.resolve(new Response(JSON.stringify(results[i]), { status: 200, headers: answerHeaders })),
      );
    } catch (error) {
      for (const p of pending) p.reject(error);
    }
  }

  return function batchApqFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = String(input);
    const body = JSON.parse(String(init.body ?? "{}")) as OperationBody;
    return new Promise<Response>((resolve, reject) => {
      let queue = queues.get(url);
      if (!queue) {
        queue = { pending: [], headers: new Headers(init.headers), timer: null };
        queues.set(url, queue);
        queue.timer = setTimeout(() => void flush(url), intervalMs);
      }
      queue.pending.push({ body, resolve, reject });
      if (queue.pending.length >= maxOperations) {
        if (queue.timer) clearTimeout(queue.timer);
        void flush(url);
      }
    });
  };
}
