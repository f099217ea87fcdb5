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

export async function requestOperation<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  transport ??= createBatchApqFetch();
  const query = document.toString();
  const response = await transport(new URL("/graphql", window.location.origin).toString(), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "x-no-placeholder-images": "true" },
    body: JSON.stringify({ query, variables, operationName: operationNameOf(query) }),
  });
  const result = (await response.json()) as OperationResult<TResult>;
  // As graphql-request did: any error fails the whole operation (callers show their own message).
  if (result.errors?.length || result.data == null)
    throw new Error(result.errors?.[0]?.message ?? `GraphQL operation failed with status ${response.status}`);
  return result.data;
}
