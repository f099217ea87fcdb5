import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/tracking";
import { trackEventFromApi } from "../track-event-from-api";

export const POST = apiRoute(ops.trackAgentView, async ({ request, body }) =>
  trackEventFromApi("agent", request, body),
);
