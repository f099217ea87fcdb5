import { legacyRoute } from "@/lib/auth/http/legacy-route";
import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import * as ops from "@/lib/http/api/operations/agent-transactions";
import { failureResponse } from "@/lib/http/failure-response";
import { deleteTransaction, getTransaction, updateTransaction } from "@/lib/services/agents/agent-transactions";

const noStore = { "cache-control": "no-store" };
const claimed = (request: Request) => new URL(request.url).searchParams.get("currentUserId") ?? undefined;

/**
 * GET, PUT and DELETE /api/agent/transaction/{id}?currentUserId (legacy calls): one of the signed-in
 * agent's transactions. Another agent's reads as missing; PUT and DELETE need this site's Origin.
 */
export const GET = legacyRoute(ops.legacyGetAgentTransaction, async ({ ctx, request, params }) => {
  const result = await getTransaction(ctx, await viewerFromRequest(request), {
    id: params.id,
    currentUserId: claimed(request),
  });
  if (!result.ok) return failureResponse(result);
  return Response.json(result.transaction, { headers: noStore });
});

export const PUT = legacyRoute(ops.legacyUpdateAgentTransaction, async ({ ctx, request, params, body }) => {
  const result = await updateTransaction(ctx, await viewerFromRequest(request), {
    id: params.id,
    currentUserId: claimed(request),
    fields: body,
  });
  if (!result.ok) return failureResponse(result);
  return Response.json(result.transaction, { headers: noStore });
});

export const DELETE = legacyRoute(ops.legacyDeleteAgentTransaction, async ({ ctx, request, params }) => {
  const result = await deleteTransaction(ctx, await viewerFromRequest(request), {
    id: params.id,
    currentUserId: claimed(request),
  });
  if (!result.ok) return failureResponse(result);
  return Response.json({ deleted: true, id: result.id }, { headers: noStore });
});
