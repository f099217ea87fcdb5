import type { Metadata } from "next";
import { requestContext } from "@/lib/services/request-context";
import { listStaff } from "@/lib/services/staff/staff-roles";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@/lib/staff/roles";
import { AdminFrame } from "../_components/admin-frame";
import { formatWhen } from "../_components/format-when";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { requireStaffPage } from "../require-staff";
import { grantRoleAction, revokeRoleAction } from "./actions";

export const metadata: Metadata = { title: "Staff and roles", robots: { index: false } };

/** /admin/staff: who holds which role; admins grant and revoke them here. */
export default async function StaffPage({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireStaffPage("staff");
  const rows = await listStaff(requestContext(), viewer);
  return (
    <AdminFrame title="Staff and roles" viewer={viewer} outcome={await outcomeOf(searchParams)}>
      <h2>Grant a role</h2>
      <form action={grantRoleAction} style={{ display: "grid", gap: "0.75rem", maxWidth: 420 }}>
        <label>
          Member&apos;s e-mail address <input name="email" type="email" required autoComplete="off" />
        </label>
        <label>
          Role
          <select name="role" defaultValue="moderator">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Office id (agency principals only) <input name="officeId" inputMode="numeric" />
        </label>
        <button type="submit">Grant</button>
      </form>
      <h2>Who holds a role</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Role</th>
            <th scope="col">Office</th>
            <th scope="col">Since</th>
            <th scope="col">
              <span className="visually-hidden">Revoke</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.memberId}/${row.role}/${row.officeId}`} data-testid="staff-row">
              <td>
                {row.name} &lt;{row.email}&gt;
              </td>
              <td>{STAFF_ROLE_LABELS[row.role]}</td>
              <td>{row.officeName ?? ""}</td>
              <td>{formatWhen(row.grantedAt)}</td>
              <td>
                <form action={revokeRoleAction}>
                  <input type="hidden" name="memberId" value={row.memberId} />
                  <input type="hidden" name="role" value={row.role} />
                  <input type="hidden" name="officeId" value={row.officeId} />
                  <button type="submit" aria-label={`Revoke ${row.name}'s ${STAFF_ROLE_LABELS[row.role]} role`}>
                    Revoke
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminFrame>
  );
}
