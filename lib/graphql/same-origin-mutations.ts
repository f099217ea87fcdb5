import { GraphQLError, getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import { isSameOriginRequest } from "../session/http/same-origin";
import { CROSS_SITE_REFUSED } from "../auth/messages";

/**
 * CSRF defence for /graphql: a mutation must come with this site's Origin (a missing one is
 * refused too). Queries stay open: they change nothing. In-process server calls do not go
 * through Yoga at all.
 */
export function useSameOriginMutations(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (getOperationAST(args.document, args.operationName ?? undefined)?.operation !== "mutation") return;
      const request = (args.contextValue as { request?: Request }).request;
      if (request && isSameOriginRequest(request)) return;
      setResultAndStopExecution({
        errors: [new GraphQLError(CROSS_SITE_REFUSED, { extensions: { code: "FORBIDDEN" } })],
      });
    },
  };
}
