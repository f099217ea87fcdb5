import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { companiesList } from "@/lib/services/agents/agencies";

export const GET = restRoute({ operation: ops.listCompanies }, async ({ ctx, query }) => {
  const result = await companiesList(ctx, query.stateId ?? null);
  return result.ok ? result.companies : result;
});
