import { restRoute } from "@/lib/http/route/rest-route";
import * as ops from "@/lib/http/api/operations/members";
import { memberById } from "@/app/api/v1/_facades/members";

export const GET = restRoute({ operation: ops.getMember }, async ({ ctx, params }) => {
  const result = await memberById(ctx, params.id);
  return result.ok ? result.member : result;
});
