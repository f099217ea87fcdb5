import "server-only";
import { cache } from "react";
import { execute, parse, type DocumentNode } from "graphql";
import { requestContext } from "../services/request-context";
import type { GraphQLContext } from "./context";
import type { TypedDocumentString } from "./generated/operations";
import { schema } from "./schema";
import { withDeadline } from "./deadline";
import { serverEnv } from "../env";
import { graphQLSessionForRender } from "../auth/server/graphql-session";

const parsed = new Map<string, DocumentNode>();

/** One context per server render: every operation of a page shares its DataLoaders. */
const getRenderContext = cache(async (): Promise<GraphQLContext> => ({
  ...requestContext(),
  noPlaceholderImages: true,
  ...(await graphQLSessionForRender()),
}));

export class GraphQLOperationError extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join("; "));
    this.name = "GraphQLOperationError";
  }
}

/**
 * Runs one of our typed operations in-process for a server component: the same schema,
 * resolvers and services as /graphql, without the HTTP hop. Operations are our own code, so
 * they are parsed once per isolate and not re-validated per call.
 */
export async function runOperation<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const text = document.toString();
  let ast = parsed.get(text);
  if (!ast) {
    ast = parse(text);
    parsed.set(text, ast);
  }
  const contextValue = await getRenderContext();
  // Bounded so a stuck query shows the error view rather than a page that never finishes.
  const result = await withDeadline(
    Promise.resolve(
      execute({ schema, document: ast, variableValues: variables as Record<string, unknown>, contextValue }),
    ),
    serverEnv.DATA_FETCH_TIMEOUT_MS,
    `GraphQL operation ${/(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? "(anonymous)"}`,
  );
  if (result.errors?.length) throw new GraphQLOperationError(result.errors.map((e) => e.message));
  return result.data as TResult;
}
