import { createYoga, type Plugin } from "graphql-yoga";
import { useAPQ } from "@graphql-yoga/plugin-apq";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError } from "graphql";
import { requestContext } from "../services/request-context";
import type { GraphQLContext } from "./context";
import { persistedDocuments } from "./generated/persisted-documents";
import { createPersistedQueryStore } from "./persisted-query-store";
import { schema } from "./schema";
import { BATCH_MAX_OPERATIONS } from "./transport/batch-apq-fetch";

import { GRAPHQL_LIMITS } from "./yoga-limits";
import { maskError } from "./mask-error";
import { useSameOriginMutations } from "./same-origin-mutations";
import { graphQLSessionFromRequest } from "../session/server/graphql-session";
import { graphqlCors, isForeignOriginRequest } from "./cors";
import { useQueryCostLimits } from "./query-cost";
import { setScopeMember } from "../observability/request-scope";

/**
 * In production only the operations our code ships (the generated manifest) execute, while the
 * APQ handshake still works for them. Elsewhere any operation may run (GraphiQL, tests).
 */
function useTrustedDocumentsOnly(enforce: () => boolean): Plugin {
  const trusted = new Set(Object.values(persistedDocuments));
  return {
    onParams({ params }) {
      if (enforce() && params.query && !trusted.has(params.query)) {
        throw new GraphQLError("Only persisted operations are accepted", { extensions: { http: { status: 400 } } });
      }
    },
  };
}

function withoutCredentials(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  return new Request(request.url, { method: "GET", headers });
}

const isProduction = () => process.env.APP_ENV === "production";

// No server context of our own: bindings come from getCloudflareContext() inside the context factory.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Yoga's "no server context" type
export const yoga = createYoga<{}, GraphQLContext>({
  schema,
  graphqlEndpoint: "/graphql",
  fetchAPI: { Response, Request, Headers, ReadableStream, URL, TextEncoder, crypto },
  batching: { limit: BATCH_MAX_OPERATIONS },
  cors: graphqlCors,
  // isDev false: never put stacks or original errors in a response, whatever NODE_ENV says.
  maskedErrors: { maskError, isDev: false },
  landingPage: false,
  graphiql: () => !isProduction(),
  plugins: [
    useAPQ({ store: createPersistedQueryStore(persistedDocuments), responseConfig: { forceStatusCodeOk: true } }),
    useTrustedDocumentsOnly(isProduction),
    useSameOriginMutations(),
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      // Armor's cost ignores list sizes (it multiplies only literal first/last arguments), so
      // 24 × 24 nested listings looked cheap; useQueryCostLimits replaces it.
      costLimit: { enabled: false },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      blockFieldSuggestion: { enabled: true },
    }),
    useQueryCostLimits(),
  ],
  context: async ({ request }): Promise<GraphQLContext> => {
    // A page of another origin is answered as for a visitor, even if a browser sent the member's
    // cookies along: CORS already hides the response, and this keeps it so if CORS is ever wrong.
    const session = await graphQLSessionFromRequest(
      isForeignOriginRequest(request) ? withoutCredentials(request) : request,
    );
    // This request's log lines and error reports name the member (the id only).
    setScopeMember(session.viewer?.memberId);
    return {
      ...requestContext(),
      noPlaceholderImages: request.headers.get("x-no-placeholder-images") === "true",
      ...session,
    };
  },
});
