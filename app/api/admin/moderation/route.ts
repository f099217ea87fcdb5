import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { purgeSharedPage } from "@/lib/graphql/page-purge";
import { requestContext } from "@/lib/services/request-context";
import { getModerationQueue, moderatePost } from "@/lib/services/community/moderation";

/** GET: the moderation queue (held posts first). Moderators and admins. */
export function GET(): Promise<Response> {
  return adminRoute((viewer) => getModerationQueue(requestContext(), viewer));
}

/** POST {postType, postId, action: hide|restore|remove, reason}: a moderator's decision. */
export async function POST(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  return adminRoute(async (viewer) => {
    const decided = await moderatePost(requestContext(), viewer, read.value);
    if (!decided.ok) return decided;
    const origin = request.headers.get("origin");
    if (decided.pageUri && origin) await purgeSharedPage(origin, decided.pageUri);
    return { ok: true as const, value: { visibility: decided.visibility } };
  });
}
