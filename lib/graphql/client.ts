import { reportClientError } from "../observability/browser-reports";
import { DataClientError, graphQLMessageOf } from "../observability/client-rules";
import { REQUEST_ID_HEADER } from "../observability/request-id";
import type { TypedDocumentString } from "./generated/operations";
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

/** "query SavedListings(…" → "SavedListings"; undefined for an anonymous operation. */
export function operationNameOf(document: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

interface OperationResult<TResult> {
  data?: TResult | null;
  errors?: { message: string }[];
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
 * One operation. GraphQL and network failures are logged and reported with the answer cut to 512
 * characters, then thrown as a DataClientError (any error fails the whole operation, as
 * graphql-request did; callers show their own message).
 */
export async function requestOperation<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  let error: DataClientError;
  try {
    transport ??= createBatchApqFetch();
    const query = document.toString();
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
      // Not JSON (a proxy's error page): reported with its text below.
    }
    if (result && !result.errors?.length && result.data != null) return result.data;
    error = new DataClientError(graphQLMessageOf(result) ?? `GraphQL operation failed with status ${response.status}`, {
      status: response.status,
      response: text,
      requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    });
  } catch (caught) {
    error = dataClientErrorOf(caught);
  }
  reportClientError(error, { action: "graphql", requestId: error.requestId, response: error.response });
  throw error;
}
