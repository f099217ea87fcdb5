import type { Metadata } from "next";
import { getAuditTrail } from "@/lib/services/platform/audit-trail";
import { STAFF_ROLE_LABELS, type StaffRole } from "@/lib/staff/roles";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { AdminFrame } from "../_components/admin-frame";
import { formatWhen } from "../_components/format-when";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { requireStaffPage } from "../require-staff";

export const metadata: Metadata = { title: "Audit trail", robots: { index: false } };

export default async function AdminAudit({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireStaffPage("platform");
  const rows = await getAuditTrail(workerPlatformContext(), viewer);
  return (
    <AdminFrame title="Audit trail" viewer={viewer} outcome={await outcomeOf(searchParams)}>
      <table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Role</th>
            <th scope="col">What</th>
            <th scope="col">Subject</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="audit-row">
              <td>{formatWhen(row.at)}</td>
              <td>{row.actor}</td>
              <td>{row.actorRole ? (STAFF_ROLE_LABELS[row.actorRole as StaffRole] ?? row.actorRole) : ""}</td>
              <td>{row.action}</td>
              <td>{row.subject}</td>
              <td>
                <code>{row.before ?? ""}</code>
              </td>
              <td>
                <code>{row.detail}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminFrame>
  );
}
