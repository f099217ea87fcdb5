import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/agents";
import { companiesList } from "@/lib/services/agents/agencies";

export const GET = apiRoute(ops.listCompanies, async ({ ctx, query }) => {
  const result = await companiesList(ctx, query.stateId ?? null);
  return result.ok ? result.companies : result;
});
