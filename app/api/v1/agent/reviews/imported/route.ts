import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { importAgentReviews } from "@/lib/services/agents/agent-reviews";

/** The signed-in agent imports reviews written about them elsewhere: all of a call in one batch. */
export const POST = restRoute({ operation: ops.importAgentReviews, auth: "session" }, async ({ ctx, viewer, body }) => {
  const result = await importAgentReviews(ctx, viewer, body);
  return result.ok ? { imported: result.imported, alreadyImported: result.alreadyImported } : result;
});
