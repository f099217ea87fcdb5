import * as ops from "@/lib/http/api/operations/agent-transactions";
import { restRoute } from "@/lib/http/route/rest-route";
import { deleteTransaction, getTransaction, updateTransaction } from "@/lib/services/agents/agent-transactions";

/**
 * GET, PUT and DELETE /api/agent/transaction/{id}?currentUserId (legacy calls): one of the signed-in
 * agent's transactions. Another agent's reads as missing; PUT and DELETE need this site's Origin.
 */
export const GET = restRoute(
  { operation: ops.legacyGetAgentTransaction, auth: "session" },
  async ({ ctx, viewer, params, query }) => {
    const result = await getTransaction(ctx, viewer, { id: params.id, currentUserId: query.currentUserId });
    return result.ok ? result.transaction : result;
  },
);

export const PUT = restRoute(
  { operation: ops.legacyUpdateAgentTransaction, auth: "session" },
  async ({ ctx, viewer, params, query, body }) => {
    const result = await updateTransaction(ctx, viewer, {
      id: params.id,
      currentUserId: query.currentUserId,
      fields: body,
    });
    return result.ok ? result.transaction : result;
  },
);

export const DELETE = restRoute(
  { operation: ops.legacyDeleteAgentTransaction, auth: "session" },
  async ({ ctx, viewer, params, query }) => {
    const result = await deleteTransaction(ctx, viewer, { id: params.id, currentUserId: query.currentUserId });
    return result.ok ? { deleted: true, id: result.id } : result;
  },
);
