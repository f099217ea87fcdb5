import * as ops from "@/lib/http/api/operations/agent-transactions";
import { restRoute } from "@/lib/http/route/rest-route";
import { createTransaction, listTransactions } from "@/lib/services/agents/agent-transactions";

/**
 * GET /api/agent/{id}/transactions?currentUserId&skip&take: the agent's own transactions (legacy
 * call). The agent is the session's; a currentUserId naming anyone else is refused.
 */
export const GET = restRoute(
  { operation: ops.legacyListAgentTransactions, auth: "session" },
  async ({ ctx, viewer, params, query }) => {
    const result = await listTransactions(ctx, viewer, {
      agentId: params.id,
      currentUserId: query.currentUserId,
      skip: query.skip,
      take: query.take,
    });
    return result.ok ? result.transactions : result;
  },
);

/** POST /api/agent/{id}/transactions?currentUserId: records a sale or lease (this site's Origin only; 201). */
export const POST = restRoute(
  { operation: ops.legacyCreateAgentTransaction, auth: "session" },
  async ({ ctx, viewer, params, query, body }) => {
    const result = await createTransaction(ctx, viewer, {
      agentId: params.id,
      currentUserId: query.currentUserId,
      fields: body,
    });
    return result.ok ? result.transaction : result;
  },
);
