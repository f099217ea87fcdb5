import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";
import { GraphQLClient } from "graphql-request";
import { serverEnv } from "../../env";

/**
 * The second GraphQL client: the content service's GraphQL API (Payload CMS, docs/blog.md), which
 * holds the blog's posts. Deployed Workers call it through the CONTENT service binding (the call
 * stays inside Cloudflare and needs no public route); development and tests through
 * CONTENT_SERVICE_URL. Reads are anonymous, so the service answers with published posts only
 * (a draft only for a signed preview grant: lib/blog/preview-token.ts).
 */
export const CONTENT_GRAPHQL_PATH = "/api/graphql";

interface ContentBindings {
  CONTENT?: Fetcher;
}

function contentBinding(): Fetcher | undefined {
  try {
    return (getCloudflareContext().env as ContentBindings).CONTENT;
  } catch {
    return undefined;
  }
}

export function contentServiceUrl(path: string): string {
  return new URL(path, serverEnv.CONTENT_SERVICE_URL).toString();
}

/** fetch to the content service: through the binding when there is one, else over the local URL. */
export function contentFetch(input: string, init?: RequestInit): Promise<Response> {
  const binding = contentBinding();
  const signal = init?.signal ?? AbortSignal.timeout(serverEnv.DATA_FETCH_TIMEOUT_MS);
  return binding ? binding.fetch(input, { ...init, signal }) : fetch(input, { ...init, signal });
}

/** `headers`: extra request headers (a draft preview's grant). */
export function contentClient(headers: Record<string, string> = {}): GraphQLClient {
  return new GraphQLClient(contentServiceUrl(CONTENT_GRAPHQL_PATH), {
    fetch: contentFetch as typeof fetch,
    // A POST the content service will not treat as a browser's (no cookies, no Origin).
    headers: { "content-type": "application/json", ...headers },
  });
}
