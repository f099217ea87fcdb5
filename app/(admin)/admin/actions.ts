"use server";

import { redirect } from "next/navigation";
import { getAdminViewer, signInAdmin, signOutAdmin } from "@/lib/auth/server/admin-viewer";
import { setFlag } from "@/lib/services/platform/flag-settings";
import { changeExperimentState, saveExperimentDefinition } from "@/lib/services/platform/experiment-admin";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { variantsFromForm } from "./variant-form";

/** Back to a page with a message; the pages show `error` in an alert and `done` in a status line. */
function back(path: string, outcome: { error?: string; done?: string }): never {
  const query = new URLSearchParams(
    Object.entries(outcome).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  redirect(`${path}${path.includes("?") ? "&" : "?"}${query}`);
}

export async function signInAction(form: FormData): Promise<void> {
  const result = await signInAdmin(String(form.get("name") ?? ""), String(form.get("secret") ?? ""));
  if (!result.ok) back("/admin/sign-in", { error: result.error });
  redirect("/admin/experiments");
}

export async function signOutAction(): Promise<void> {
  await signOutAdmin();
  redirect("/admin/sign-in");
}

export async function setFlagAction(form: FormData): Promise<void> {
  const environment = String(form.get("environment") ?? "");
  const key = String(form.get("key") ?? "");
  const enabled = form.get("enabled") === "true";
  const result = await setFlag(workerPlatformContext(), await getAdminViewer(), { environment, key, enabled });
  back(
    `/admin/flags?environment=${encodeURIComponent(environment)}`,
    result.ok ? { done: `${key} is ${enabled ? "on" : "off"} in ${environment}` } : { error: result.message },
  );
}

function definitionFromForm(form: FormData) {
  return {
    id: String(form.get("id") ?? ""),
    environment: String(form.get("environment") ?? ""),
    description: String(form.get("description") ?? ""),
    feature: String(form.get("feature") ?? ""),
    targetUrl: String(form.get("targetUrl") ?? ""),
    variants: variantsFromForm(form),
  };
}

export async function saveExperimentAction(form: FormData): Promise<void> {
  const mode = form.get("mode") === "edit" ? "edit" : "create";
  const definition = definitionFromForm(form);
  const result = await saveExperimentDefinition(workerPlatformContext(), await getAdminViewer(), definition, mode);
  const page = mode === "edit" ? `/admin/experiments/${encodeURIComponent(definition.id)}` : "/admin/experiments";
  if (!result.ok) back(page, { error: result.message });
  back(`/admin/experiments/${encodeURIComponent(result.value.id)}`, {
    done: mode === "edit" ? "Saved" : "Created (draft: start it to assign visitors)",
  });
}

export async function setExperimentStateAction(form: FormData): Promise<void> {
  const id = String(form.get("id") ?? "");
  const state = form.get("state") === "running" ? "running" : "stopped";
  const result = await changeExperimentState(workerPlatformContext(), await getAdminViewer(), id, state);
  back(
    `/admin/experiments/${encodeURIComponent(id)}`,
    result.ok ? { done: state === "running" ? "Started" : "Stopped" } : { error: result.message },
  );
}
