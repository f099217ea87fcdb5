import type { Resolvers } from "../../../generated/resolvers-types";
import { PERFORMANCE_HUB_PATH } from "../../../../agents/hub-urls";
import { getAgentByUsername } from "../../../../services/agents/agent-profile";
import {
  createTransaction,
  deleteTransaction,
  listTransactions,
  ONLY_AGENTS_MESSAGE,
  updateTransaction,
} from "../../../../services/agents/agent-transactions";
import { getViewerAgent } from "../../../../services/agents/viewer-agent";
import { getPerformanceHub } from "../../../../services/agents/performance-hub";
import { getLocation } from "../../../../services/locations/get-location";
import {
  getVendorReviewInvitation,
  listMySalesForVendorReview,
  replyToAgentReview,
  requestVendorReview,
  writeReviewFromVendorLink,
} from "../../../../services/agents/vendor-reviews";
import { memberServiceConfig } from "../../../../session/server/member-service-config";
import { deliverMailAfterResponse } from "../../../../services/mail/deliver-after-response";
import { withPurge } from "../../../page-purge";
import { payloadOf, resolveOrThrow } from "../../../payload";

export const agentWorkResolvers: Resolvers = {
  Query: {
    // Nullable: a visitor or a member who is not an agent has none.
    myAgent: async (_, __, ctx) => {
      const found = await getViewerAgent(ctx, ctx.viewer, ONLY_AGENTS_MESSAGE);
      return found.ok ? found.agent : null;
    },
    agentTransactions: (_, { agentId, skip, take }, ctx) =>
      resolveOrThrow(async () => {
        const result = await listTransactions(ctx, ctx.viewer, { agentId, skip: skip ?? 0, take: take ?? 20 });
        return result.ok ? result.transactions : result;
      }),
    performanceHub: (_, __, ctx) =>
      resolveOrThrow(async () => {
        const result = await getPerformanceHub(ctx, ctx.viewer);
        return result.ok ? { ...result, since: new Date(result.since).toISOString() } : result;
      }),
    myVendorReviewSales: (_, __, ctx) =>
      resolveOrThrow(async () => {
        const result = await listMySalesForVendorReview(ctx, ctx.viewer);
        return result.ok ? result.sales : result;
      }),
    vendorReviewInvitation: (_, { token }, ctx) => resolveOrThrow(() => getVendorReviewInvitation(ctx, token)),
    agentPerformanceHubUrl: async (_, { username }, ctx) =>
      (await getAgentByUsername(ctx, username)).ok ? PERFORMANCE_HUB_PATH : null,
  },
  Mutation: {
    createAgentTransaction: (_, { agentId, input }, ctx) =>
      payloadOf(
        () => createTransaction(ctx, ctx.viewer, { agentId, fields: input }),
        (result) => ({ transaction: result.transaction }),
        () => ({ transaction: null }),
      ),
    updateAgentTransaction: (_, { id, input }, ctx) =>
      payloadOf(
        () => updateTransaction(ctx, ctx.viewer, { id, fields: input }),
        (result) => ({ transaction: result.transaction }),
        () => ({ transaction: null }),
      ),
    deleteAgentTransaction: (_, { id }, ctx) =>
      payloadOf(
        () => deleteTransaction(ctx, ctx.viewer, { id }),
        (result) => ({ id: String(result.id) }),
        () => ({ id: null }),
      ),
    requestVendorReview: (_, { input }, ctx) =>
      payloadOf(
        async () => {
          const { siteUrl, mailFrom } = memberServiceConfig(ctx.request);
          const result = await requestVendorReview(ctx, ctx.viewer, input, { siteUrl, mailFrom });
          if (result.ok) deliverMailAfterResponse();
          return result;
        },
        (result) => ({ request: result.request }),
        () => ({ request: null }),
      ),
    writeVendorReview: (_, { input }, ctx) =>
      payloadOf(
        () => withPurge(ctx, writeReviewFromVendorLink(ctx, input)),
        (result) => ({ review: result.review }),
        () => ({ review: null }),
      ),
    replyToAgentReview: (_, { input }, ctx) =>
      payloadOf(
        () => withPurge(ctx, replyToAgentReview(ctx, ctx.viewer, input)),
        (result) => ({ review: result.review }),
        () => ({ review: null }),
      ),
  },
  AgentTransaction: {
    suburb: (transaction, _, ctx) => getLocation(ctx, String(transaction.suburbId)),
  },
};
