import { viewerFromRequest } from "@/lib/auth/server/request-viewer";
import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { importAgentReviews } from "@/lib/services/agents/agent-reviews";

/** The signed-in agent imports reviews written about them elsewhere: all of a call in one batch. */
export const POST = apiRoute(ops.importAgentReviews, async ({ ctx, request, body }) => {
  const result = await importAgentReviews(ctx, await viewerFromRequest(request), body);
  return result.ok ? { imported: result.imported, alreadyImported: result.alreadyImported } : result;
});
