import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { officeById } from "@/lib/services/agents/agencies";

export const GET = restRoute({ operation: ops.getOffice }, async ({ ctx, params }) => {
  const result = await officeById(ctx, params.id);
  return result.ok ? result.office : result;
});
