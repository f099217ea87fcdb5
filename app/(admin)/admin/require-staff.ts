import "server-only";
import { redirect } from "next/navigation";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { roleAllowing, areasOf, type StaffArea, type StaffViewer } from "@/lib/staff/roles";

/**
 * Pages send people without a staff sign-in to /admin/sign-in, and staff whose roles do not cover
 * this page's area to their own screens (/admin). The services check again on every call.
 */
export async function requireStaffPage(area: StaffArea): Promise<StaffViewer> {
  const viewer = await getStaffViewer();
  if (!viewer) redirect("/admin/sign-in");
  const allowed =
    area === "office" ? areasOf(viewer.grants).includes("office") : roleAllowing(viewer.grants, area) !== null;
  if (!allowed) redirect(`/admin?${new URLSearchParams({ error: "Your role does not include that page." })}`);
  return viewer;
}
