import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { requestContext } from "@/lib/services/request-context";
import { grantRole, listStaff, revokeRole } from "@/lib/services/staff/staff-roles";

/** GET: everyone holding a staff role. Admins only. */
export function GET(): Promise<Response> {
  return adminRoute((viewer) => listStaff(requestContext(), viewer));
}

/** POST {email, role, officeId?}: grants a role (a principal's names the office). Admins only. */
export async function POST(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  return adminRoute(async (viewer) => {
    const granted = await grantRole(requestContext(), viewer, read.value);
    return granted.ok
      ? { ok: true as const, value: { memberId: granted.memberId, granted: granted.granted } }
      : granted;
  });
}

/** DELETE {memberId, role, officeId?}: revokes a role; the member's staff access ends at once. */
export async function DELETE(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  return adminRoute((viewer) => revokeRole(requestContext(), viewer, read.value));
}
