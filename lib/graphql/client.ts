import { GraphQLClient } from "graphql-request";
import type { TypedDocumentString } from "./generated/operations";
import { createBatchApqFetch } from "./transport/batch-apq-fetch";

/**
 * The browser's GraphQL client: the same typed operations the server runs in-process, sent to
 * /graphql batched and as automatic persisted queries. Every request says it wants no
 * placeholder images.
 */
let client: GraphQLClient | null = null;

function getClient(): GraphQLClient {
  client ??= new GraphQLClient(new URL("/graphql", window.location.origin).toString(), {
    // graphql-request only ever calls fetch(url, init); the batching fetch implements that form.
    fetch: createBatchApqFetch() as typeof fetch,
    headers: { "x-no-placeholder-images": "true" },
  });
  return client;
}

export function requestOperation<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  return getClient().request<TResult>(document.toString(), variables);
}
