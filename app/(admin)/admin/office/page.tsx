import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { requestContext } from "@/lib/services/request-context";
import { officeAgents } from "@/lib/services/staff/office-agents";
import { officesOf } from "@/lib/staff/roles";
import { AdminFrame } from "../_components/admin-frame";
import { outcomeOf, type AdminSearchParams } from "../_components/outcome";
import { requireStaffPage } from "../require-staff";

export const metadata: Metadata = { title: "Your office", robots: { index: false } };

/** /admin/office: a principal's offices (straight to the one when there is one); admins pick by id. */
export default async function OfficesPage({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await requireStaffPage("office");
  const offices = officesOf(viewer.grants);
  const outcome = await outcomeOf(searchParams);
  const asked = (await searchParams).id;
  if (typeof asked === "string" && /^\d{1,9}$/.test(asked)) redirect(`/admin/office/${asked}`);
  const only = offices.length === 1 ? offices[0] : undefined;
  if (only !== undefined && !outcome.error) redirect(`/admin/office/${only}`);
  const ctx = requestContext();
  const found = await Promise.all(offices.map((id) => officeAgents(ctx, viewer, id)));
  const named = found.map((result) => (result.ok ? result.office : null));
  return (
    <AdminFrame title="Offices" viewer={viewer} outcome={outcome}>
      <ul>
        {named.map((office) =>
          office ? (
            <li key={office.id}>
              <Link href={`/admin/office/${office.id}`}>{office.name}</Link>
            </li>
          ) : null,
        )}
      </ul>
      <form action="/admin/office" method="get" style={{ display: "flex", gap: "0.5rem", alignItems: "end" }}>
        <label>
          Office id <input name="id" inputMode="numeric" required />
        </label>
        <button type="submit">Open</button>
      </form>
    </AdminFrame>
  );
}
