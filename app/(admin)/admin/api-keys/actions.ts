"use server";

import { redirect } from "next/navigation";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { createApiKey, revokeApiKey } from "@/lib/services/platform/api-keys";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { isFailure } from "@/lib/services/result";

export type CreatedKeyState = { key?: string; name?: string; error?: string } | null;

/**
 * Creates a key and answers it into the form's state: the key is shown on this one render and is
 * never put in an address (a redirect's query would land it in logs and history).
 */
export async function createApiKeyAction(_previous: CreatedKeyState, form: FormData): Promise<CreatedKeyState> {
  const origins = String(form.get("allowedOrigins") ?? "")
    .split(/[\s,]+/)
    .filter(Boolean);
  try {
    const created = await createApiKey(workerPlatformContext(), await getStaffViewer(), {
      name: String(form.get("name") ?? ""),
      scope: String(form.get("scope") ?? ""),
      allowedOrigins: origins,
      requestsPerMinute: String(form.get("requestsPerMinute") ?? "") || undefined,
    });
    return created.ok ? { key: created.key, name: created.apiKey.name } : { error: created.message };
  } catch (error) {
    const failure = (error as { failure?: unknown }).failure;
    if (isFailure(failure)) return { error: failure.message };
    throw error;
  }
}

export async function revokeApiKeyAction(form: FormData): Promise<void> {
  const id = String(form.get("id") ?? "");
  const result = await revokeApiKey(workerPlatformContext(), await getStaffViewer(), id);
  const outcome: Record<string, string> = result.ok
    ? { done: "Revoked: calls with that key are refused from now on" }
    : { error: result.message };
  redirect(`/admin/api-keys?${new URLSearchParams(outcome)}`);
}
