import type { Metadata } from "next";
import { getAuditTrail } from "@/lib/services/platform/audit-trail";
import { workerPlatformContext } from "@/lib/services/platform/worker-platform-context";
import { AdminFrame } from "../_components/admin-frame";
import { formatWhen } from "../_components/format-when";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { requireAdminPage } from "../require-admin";

export const metadata: Metadata = { title: "Audit trail", robots: { index: false } };

export default async function AdminAudit({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireAdminPage();
  const rows = await getAuditTrail(workerPlatformContext(), viewer);
  return (
    <AdminFrame title="Audit trail" viewerName={viewer.name} outcome={await outcomeOf(searchParams)}>
      <table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Subject</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="audit-row">
              <td>{formatWhen(row.at)}</td>
              <td>{row.actor}</td>
              <td>{row.action}</td>
              <td>{row.subject}</td>
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
