"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { moderatePost } from "@/lib/services/community/moderation";
import { requestContext } from "@/lib/services/request-context";
import { purgeSharedPage } from "@/lib/graphql/page-purge";

const DONE = { hide: "hidden", restore: "restored", remove: "removed" } as const;

/**
 * Hide, restore or remove a reported post, then back to the queue with the outcome. The page that
 * shows the post loses its shared copy, so visitors see the decision at once. (The request gate
 * has already refused a foreign Origin; the service refuses anyone but a moderator or an admin.)
 */
export async function moderateAction(form: FormData): Promise<void> {
  const action = String(form.get("action") ?? "");
  const postType = String(form.get("postType") ?? "");
  const result = await moderatePost(requestContext(), await getStaffViewer(), {
    postType,
    postId: String(form.get("postId") ?? ""),
    action,
    reason: String(form.get("reason") ?? ""),
  });
  const origin = (await headers()).get("origin");
  if (result.ok && result.pageUri && origin) await purgeSharedPage(origin, result.pageUri);
  const outcome: Record<string, string> = result.ok
    ? { done: `The ${postType} is ${DONE[action as keyof typeof DONE]}` }
    : { error: result.message };
  redirect(`/admin/moderation?${new URLSearchParams(outcome)}`);
}
