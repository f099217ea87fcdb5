import "server-only";
import { redirect } from "next/navigation";
import { getAdminViewer } from "@/lib/auth/server/admin-viewer";
import type { AdminViewer } from "@/lib/services/platform/admin-session";

/** Pages send visitors to sign in; the services check again on every call. */
export async function requireAdminPage(): Promise<AdminViewer> {
  const viewer = await getAdminViewer();
  if (!viewer) redirect("/admin/sign-in");
  return viewer;
}
