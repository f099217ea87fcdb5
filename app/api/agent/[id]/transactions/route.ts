import { legacyRoute } from "@/lib/auth/http/legacy-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import * as ops from "@/lib/http/api/operations/agent-transactions";
import { failureResponse } from "@/lib/http/failure-response";
import { createTransaction, listTransactions } from "@/lib/services/agents/agent-transactions";

const noStore = { "cache-control": "no-store" };

/**
 * GET /api/agent/{id}/transactions?currentUserId&skip&take: the agent's own transactions (legacy
 * call). The agent is the session's; a currentUserId naming anyone else is refused.
 */
export const GET = legacyRoute(ops.legacyListAgentTransactions, async ({ ctx, request, params }) => {
  const query = new URL(request.url).searchParams;
  const result = await listTransactions(ctx, await viewerFromRequest(request), {
    agentId: params.id,
    currentUserId: query.get("currentUserId") ?? undefined,
    skip: query.get("skip") ?? undefined,
    take: query.get("take") ?? undefined,
  });
  if (!result.ok) return failureResponse(result);
  return Response.json(result.transactions, { headers: noStore });
});

/** POST /api/agent/{id}/transactions?currentUserId: records a sale or lease (this site's Origin only). */
export const POST = legacyRoute(ops.legacyCreateAgentTransaction, async ({ ctx, request, params, body }) => {
  const result = await createTransaction(ctx, await viewerFromRequest(request), {
    agentId: params.id,
    currentUserId: new URL(request.url).searchParams.get("currentUserId") ?? undefined,
    fields: body,
  });
  if (!result.ok) return failureResponse(result);
  return Response.json(result.transaction, { status: 201, headers: noStore });
});
