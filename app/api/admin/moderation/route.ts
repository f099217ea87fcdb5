import { changeAnswer } from "@/app/api/admin/change-answer";
import { purgeSharedPage } from "@/lib/graphql/page-purge";
import { restRoute } from "@/lib/http/route/rest-route";
import { getModerationQueue, moderatePost } from "@/lib/services/community/moderation";

/** GET: the moderation queue (held posts first). Moderators and admins. */
export const GET = restRoute({ auth: "staff" }, ({ ctx, staff }) => getModerationQueue(ctx, staff));

/** POST {postType, postId, action: hide|restore|remove, reason}: a moderator's decision. */
export const POST = restRoute({ auth: "staff", body: "json" }, async ({ ctx, staff, request, body }) => {
  const decided = await moderatePost(ctx, staff, body);
  if (!decided.ok) return decided;
  const origin = request.headers.get("origin");
  if (decided.pageUri && origin) await purgeSharedPage(origin, decided.pageUri);
  return changeAnswer({ ok: true, value: { visibility: decided.visibility } });
});
