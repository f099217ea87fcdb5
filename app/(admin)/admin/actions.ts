"use server";

import { redirect } from "next/navigation";
import { renderSVG } from "uqr";
import { authConfig } from "@/lib/auth/config";
import { endStaffSession, getStaffViewer, startStaffSession } from "@/lib/session/server/staff-viewer";
import { getViewer } from "@/lib/session/server/viewer";
import { requestContext } from "@/lib/services/request-context";
import { beginSecondFactor } from "@/lib/services/staff/staff-sign-in";
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

export type StaffCodeState = { error?: string } | null;

/** The code from the authenticator app: opens the staff session, then the person's own screens. */
export async function staffCodeAction(_previous: StaffCodeState, form: FormData): Promise<StaffCodeState> {
  const result = await startStaffSession(String(form.get("code") ?? ""));
  if (!result.ok) return { error: result.message };
  redirect("/admin");
}

export type SecondFactorSetUp = { secret?: string; uri?: string; qr?: string; error?: string } | null;

/**
 * Starts setting up the authenticator app and answers the secret into the form's state (never into
 * an address): shown on this one render as a QR code and as text to type.
 */
export async function beginSecondFactorAction(): Promise<SecondFactorSetUp> {
  const begun = await beginSecondFactor(requestContext(), authConfig(), await getViewer());
  if (!begun.ok) return { error: begun.message };
  const qr = `data:image/svg+xml;base64,${btoa(renderSVG(begun.uri, { border: 2 }))}`;
  return { secret: begun.secret, uri: begun.uri, qr };
}

export async function signOutAction(): Promise<void> {
  await endStaffSession();
  redirect("/admin/sign-in");
}

export async function setFlagAction(form: FormData): Promise<void> {
  const environment = String(form.get("environment") ?? "");
  const key = String(form.get("key") ?? "");
  const enabled = form.get("enabled") === "true";
  const result = await setFlag(workerPlatformContext(), await getStaffViewer(), { environment, key, enabled });
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
  const result = await saveExperimentDefinition(workerPlatformContext(), await getStaffViewer(), definition, mode);
  const page = mode === "edit" ? `/admin/experiments/${encodeURIComponent(definition.id)}` : "/admin/experiments";
  if (!result.ok) back(page, { error: result.message });
  back(`/admin/experiments/${encodeURIComponent(result.value.id)}`, {
    done: mode === "edit" ? "Saved" : "Created (draft: start it to assign visitors)",
  });
}

export async function setExperimentStateAction(form: FormData): Promise<void> {
  const id = String(form.get("id") ?? "");
  const state = form.get("state") === "running" ? "running" : "stopped";
  const result = await changeExperimentState(workerPlatformContext(), await getStaffViewer(), id, state);
  back(
    `/admin/experiments/${encodeURIComponent(id)}`,
    result.ok ? { done: state === "running" ? "Started" : "Stopped" } : { error: result.message },
  );
}
