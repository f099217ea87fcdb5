import { restRoute } from "@/lib/http/route/rest-route";
import { operationUrl } from "@/lib/http/api/operation";
import * as ops from "@/lib/http/api/operations/feeds";
import { readBodyUpTo } from "@/lib/http/limited-body";
import { FEED_NOT_XML, FEED_TOO_LARGE, isFeedMediaType, MAX_FEED_BYTES } from "@/lib/feeds/feed-file";
import { fail } from "@/lib/services/result";
import { acceptFeedUpload } from "@/lib/services/feeds/feed-upload";
import { feedPorts } from "@/lib/services/feeds/feed-ports";

/** An agency's REAXML file: kept, queued and answered 202 with the run's report address. */
export const POST = restRoute({ operation: ops.uploadFeed, auth: "feed" }, async ({ ctx, request, feed }) => {
  if (!isFeedMediaType(request.headers.get("content-type"))) return fail("BAD_INPUT", FEED_NOT_XML);
  const bytes = await readBodyUpTo(request, MAX_FEED_BYTES);
  if (!bytes) return fail("TOO_LARGE", FEED_TOO_LARGE);
  const ports = feedPorts();
  if (!ports) return fail("UNAVAILABLE", "Feeds are not taken on this deployment.");
  const accepted = await acceptFeedUpload(ctx, ports, feed, bytes, new URL(request.url).origin);
  if (!accepted.ok) return accepted;
  const url = new URL(operationUrl(ops.feedRunReport, { id: accepted.runId }), request.url).toString();
  return { run: { id: accepted.runId, status: "queued", url } };
});
