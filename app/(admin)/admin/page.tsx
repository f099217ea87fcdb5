import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { AdminFrame, staffLinks } from "./_components/admin-frame";
import { outcomeOf, type AdminSearchParams } from "./_components/outcome";

export const metadata: Metadata = { title: "Admin", robots: { index: false } };

/** /admin: to the first screen this person's roles open; with a message, the list of their screens. */
export default async function AdminHome({ searchParams }: { searchParams: AdminSearchParams }) {
  const viewer = await getStaffViewer();
  if (!viewer) redirect("/admin/sign-in");
  const outcome = await outcomeOf(searchParams);
  const links = staffLinks(viewer);
  const first = links[0];
  if (!outcome.error && first) redirect(first.href);
  return (
    <AdminFrame title="Admin" viewer={viewer} outcome={outcome}>
      <p>Your screens are in the menu above.</p>
    </AdminFrame>
  );
}
