import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/agents";
import { companyOfficesList } from "@/lib/services/agents/agencies";

export const GET = restRoute({ operation: ops.listCompanyOffices }, async ({ ctx, params }) => {
  const result = await companyOfficesList(ctx, params.id);
  return result.ok ? result.offices : result;
});
