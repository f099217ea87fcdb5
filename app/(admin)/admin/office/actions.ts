"use server";

import { redirect } from "next/navigation";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { requestContext } from "@/lib/services/request-context";
import { linkAgent, unlinkAgent } from "@/lib/services/staff/office-agents";

function back(officeId: string, outcome: Record<string, string>): never {
  redirect(`/admin/office/${encodeURIComponent(officeId)}?${new URLSearchParams(outcome)}`);
}

export async function linkAgentAction(form: FormData): Promise<void> {
  const officeId = String(form.get("officeId") ?? "");
  const result = await linkAgent(requestContext(), await getStaffViewer(), {
    agentId: String(form.get("agentId") ?? ""),
    email: String(form.get("email") ?? ""),
  });
  back(officeId, result.ok ? { done: "The agent can now sign in as themselves" } : { error: result.message });
}

export async function unlinkAgentAction(form: FormData): Promise<void> {
  const officeId = String(form.get("officeId") ?? "");
  const result = await unlinkAgent(requestContext(), await getStaffViewer(), {
    agentId: String(form.get("agentId") ?? ""),
  });
  back(
    officeId,
    result.ok
      ? { done: "The account is no longer the agent's: it lost the agent role at once" }
      : { error: result.message },
  );
}
