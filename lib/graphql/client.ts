import { reportClientError } from "../observability/browser-reports";
import { DataClientError, graphQLMessageOf } from "../observability/client-rules";
import { REQUEST_ID_HEADER } from "../observability/request-id";
import { readStoredMember } from "../session/client/member-store";
import type { TypedDocumentString } from "./generated/operations";
import { createQueryCache, type QueryCache } from "./query-cache";
import { createBatchApqFetch } from "./transport/batch-apq-fetch";

/**
 * The browser's GraphQL client: the same typed operations the server runs in-process, sent to
 * /graphql batched and as automatic persisted queries. Every request says it wants no
 * placeholder images.
 *
 * A plain `fetch` through the batching transport, not graphql-request: graphql-request parses
 * every document with graphql's parser to find its operation name, which put ~14 KiB gzip of
 * graphql on every page that saves a home or suggests a suburb (docs/performance.md). Our
 * documents are generated strings with one named operation each, so the name is read off the text.
 */
let transport: ReturnType<typeof createBatchApqFetch> | null = null;
let queries: QueryCache | null = null;

/** "query SavedListings(…" → "SavedListings"; undefined for an anonymous operation. */
export function operationNameOf(document: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

/** "mutation" for a document whose (first) operation changes something, else "query". */
export function operationKindOf(document: string): "query" | "mutation" {
  return /\b(query|mutation|subscription)\b/.exec(document)?.[1] === "mutation" ? "mutation" : "query";
}

interface OperationResult<TResult> {
  data?: TResult | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

/**
 * The server says "signed out" to GraphQL as the code UNAUTHENTICATED on an HTTP 200 answer; the
 * error carries the 401 it stands for, so the retry rule (never on 401) sees it.
 */
function statusOf(response: Response, result: OperationResult<unknown> | null): number {
  return result?.errors?.some((error) => error.extensions?.code === "UNAUTHENTICATED") ? 401 : response.status;
}

/**
 * A failed call as the data client's error: the first GraphQL message (or the network's), else
 * 'Error message not found.', with the answer (cut to 512 for the report) and the request id.
 */
export function dataClientErrorOf(error: unknown): DataClientError {
  if (error instanceof DataClientError) return error;
  const details = error as { status?: number; response?: string; requestId?: string } | null;
  return new DataClientError(error instanceof Error ? error.message : "", {
    status: details?.status,
    response: details?.response,
    requestId: details?.requestId,
  });
}

/**
 * One operation, under the client data rules (lib/graphql/query-cache.ts):
 *
 * - a query is answered from the shared cache while its answer is fresh (60 s, per member and
 *   variables), else sent and retried up to 3 times except on 401; it is logged and reported
 *   once, with the last answer cut to 512 characters, when it gives up;
 * - a mutation is sent once and never retried: a mutation whose answer was lost may well have
 *   been applied, and sending it again would save twice, post a comment twice or flip a toggle
 *   back. Its failure is reported at once. Afterwards every cached answer is forgotten, since the
 *   change may show in any of them (a heart, a list, a count); the next read asks the server.
 *
 * Failures are thrown as a DataClientError (any GraphQL error fails the whole operation; callers
 * show their own message).
 */
export function requestOperation<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const query = document.toString();
  if (operationKindOf(query) === "mutation")
    return sendOperation<TResult>(query, variables)
      .catch((error: unknown) => {
        report(error);
        throw error;
      })
      .finally(() => queries?.forget());
  queries ??= createQueryCache({ onFailure: report });
  const member = readStoredMember()?.id ?? "visitor";
  return queries.query(`${member}|${query}|${JSON.stringify(variables)}`, () =>
    sendOperation<TResult>(query, variables),
  );
}

function report(error: unknown): void {
  const failure = dataClientErrorOf(error);
  reportClientError(failure, { action: "graphql", requestId: failure.requestId, response: failure.response });
}

/** One attempt: the data, or a DataClientError with the answer and its request id. Reports nothing. */
async function sendOperation<TResult>(query: string, variables: Record<string, unknown>): Promise<TResult> {
  try {
    transport ??= createBatchApqFetch();
    const response = await transport(new URL("/graphql", window.location.origin).toString(), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-no-placeholder-images": "true" },
      body: JSON.stringify({ query, variables, operationName: operationNameOf(query) }),
    });
    const text = await response.text();
    let result: OperationResult<TResult> | null = null;
    try {
      result = JSON.parse(text) as OperationResult<TResult>;
    } catch {
      // Not JSON (a proxy's error page): reported with its text.
    }
    if (result && !result.errors?.length && result.data != null) return result.data;
    throw new DataClientError(graphQLMessageOf(result) ?? `GraphQL operation failed with status ${response.status}`, {
      status: statusOf(response, result),
      response: text,
      requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    });
  } catch (caught) {
    throw dataClientErrorOf(caught);
  }
}
