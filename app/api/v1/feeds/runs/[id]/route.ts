import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/feeds";
import { feedRunReport } from "@/lib/services/feeds/feed-runs";

/** A run's processing report, for the key that posted it (another key's run is not found). */
export const GET = restRoute({ operation: ops.feedRunReport, auth: "feed" }, async ({ ctx, request, params, feed }) => {
  const result = await feedRunReport(ctx, feed.keyId, params.id, new URL(request.url).origin);
  return result.ok ? result.report : result;
});
