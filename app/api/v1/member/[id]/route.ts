import { apiRoute } from "@/lib/http/api/route";
import * as ops from "@/lib/http/api/operations/members";
import { memberById } from "@/lib/services/members/member-api";

export const GET = apiRoute(ops.getMember, async ({ ctx, params }) => {
  const result = await memberById(ctx, params.id);
  return result.ok ? result.member : result;
});
