"use server";

import { redirect } from "next/navigation";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { requestContext } from "@/lib/services/request-context";
import { grantRole, revokeRole } from "@/lib/services/staff/staff-roles";
import { STAFF_ROLE_LABELS, type StaffRole } from "@/lib/staff/roles";

function back(outcome: Record<string, string>): never {
  redirect(`/admin/staff?${new URLSearchParams(outcome)}`);
}

export async function grantRoleAction(form: FormData): Promise<void> {
  const role = String(form.get("role") ?? "");
  const officeId = String(form.get("officeId") ?? "").trim();
  const result = await grantRole(requestContext(), await getStaffViewer(), {
    email: String(form.get("email") ?? ""),
    role,
    ...(officeId ? { officeId } : {}),
  });
  if (!result.ok) back({ error: result.message });
  const label = STAFF_ROLE_LABELS[role as StaffRole] ?? role;
  back({ done: result.granted ? `${label} role granted` : `They already hold the ${label} role` });
}

export async function revokeRoleAction(form: FormData): Promise<void> {
  const result = await revokeRole(requestContext(), await getStaffViewer(), {
    memberId: String(form.get("memberId") ?? ""),
    role: String(form.get("role") ?? ""),
    officeId: String(form.get("officeId") ?? "0"),
  });
  back(result.ok ? { done: "Role revoked: it ended at once, sessions included" } : { error: result.message });
}
