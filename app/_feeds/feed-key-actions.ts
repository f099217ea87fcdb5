"use server";

import { redirect } from "next/navigation";
import { FEEDS_HUB_PATH, feedOfficePath } from "@/lib/agents/hub-urls";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { issueFeedKey, revokeFeedKey } from "@/lib/services/feeds/feed-keys";
import { requestContext } from "@/lib/services/request-context";
import { FailureError, type Result } from "@/lib/services/result";

/** Where the keys screen is: the admin site's or the hub's page of the office. */
export type FeedKeysScreen = "admin" | "hub";

const ADMIN_FEEDS_PATH = "/admin/feeds";

function screenPath(screen: FeedKeysScreen, officeId: number): string {
  return screen === "admin" ? `${ADMIN_FEEDS_PATH}/${officeId}` : feedOfficePath(officeId);
}

/** The services refuse a viewer without the office by throwing (requireStaff): a form shows it. */
async function settled<T extends object>(work: Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof FailureError) return error.failure;
    throw error;
  }
}

export type IssuedKeyState = { key?: string; prefix?: string; error?: string } | null;

/**
 * Issues a key (and gives the office the feed code, when one is typed) and answers it into the
 * form's state: shown on this one render and never put in an address (a redirect's query would
 * land it in logs and history). The services decide who may: an admin, or the office's principal.
 */
export async function issueFeedKeyAction(_previous: IssuedKeyState, form: FormData): Promise<IssuedKeyState> {
  const code = String(form.get("code") ?? "").trim();
  const issued = await settled(
    issueFeedKey(requestContext(), await getStaffViewer(), {
      officeId: String(form.get("officeId") ?? ""),
      ...(code ? { code } : {}),
    }),
  );
  return issued.ok ? { key: issued.key, prefix: issued.prefix } : { error: issued.message };
}

/** Revokes a key, then back to the screen it was revoked from with what happened. */
export async function revokeFeedKeyAction(form: FormData): Promise<void> {
  const screen: FeedKeysScreen = form.get("screen") === "hub" ? "hub" : "admin";
  const officeId = Number(form.get("officeId"));
  const prefix = String(form.get("prefix") ?? "");
  const result = await settled(
    revokeFeedKey(requestContext(), await getStaffViewer(), { keyId: String(form.get("keyId") ?? "") }),
  );
  const outcome: Record<string, string> = !result.ok
    ? { error: result.message }
    : result.revoked
      ? { done: `Revoked ${prefix}…: uploads with it are refused from now on` }
      : { done: `${prefix}… was revoked already` };
  const path =
    Number.isSafeInteger(officeId) && officeId > 0
      ? screenPath(screen, officeId)
      : screen === "admin"
        ? ADMIN_FEEDS_PATH
        : FEEDS_HUB_PATH;
  redirect(`${path}?${new URLSearchParams(outcome)}`);
}
