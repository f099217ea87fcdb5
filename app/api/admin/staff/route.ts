import { changeAnswer } from "@/app/api/admin/change-answer";
import { restRoute } from "@/lib/http/route/rest-route";
import { grantRole, listStaff, revokeRole } from "@/lib/services/staff/staff-roles";

/** GET: everyone holding a staff role. Admins only. */
export const GET = restRoute({ auth: "staff" }, ({ ctx, staff }) => listStaff(ctx, staff));

/** POST {email, role, officeId?}: grants a role (a principal's names the office). Admins only. */
export const POST = restRoute({ auth: "staff", body: "json" }, async ({ ctx, staff, body }) => {
  const granted = await grantRole(ctx, staff, body);
  return changeAnswer(
    granted.ok ? { ok: true, value: { memberId: granted.memberId, granted: granted.granted } } : granted,
  );
});

/** DELETE {memberId, role, officeId?}: revokes a role; the member's staff access ends at once. */
export const DELETE = restRoute({ auth: "staff", body: "json" }, async ({ ctx, staff, body }) =>
  changeAnswer(await revokeRole(ctx, staff, body)),
);
