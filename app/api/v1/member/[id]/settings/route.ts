import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/members";
import { memberSettings } from "@/app/api/v1/_facades/members";

export const GET = restRoute({ operation: ops.getMemberSettings, auth: "session" }, async ({ ctx, viewer, params }) => {
  const result = await memberSettings(ctx, viewer, params.id);
  return result.ok ? result.settings : result;
});
