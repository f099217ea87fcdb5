import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/tracking";
import { trackEventFromApi } from "../track-event-from-api";

export const POST = apiRoute(ops.trackListingView, async ({ request, body }) =>
  trackEventFromApi("listing", request, body),
);
