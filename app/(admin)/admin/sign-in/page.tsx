import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getStaffViewer } from "@/lib/session/server/staff-viewer";
import { getViewer } from "@/lib/session/server/viewer";
import { requestContext } from "@/lib/services/request-context";
import { NO_STAFF_ROLE, staffSignInStatus } from "@/lib/services/staff/staff-sign-in";
import { AdminFrame } from "../_components/admin-frame";
import { SecondFactorSetUpForm } from "./second-factor-set-up";
import { StaffCodeForm } from "./staff-code-form";

export const metadata: Metadata = { title: "Staff sign-in", robots: { index: false } };

/**
 * Staff sign in as themselves: first as a member (their password), then with the code of their
 * authenticator app, which they set up here the first time.
 */
export default async function StaffSignIn() {
  if (await getStaffViewer()) redirect("/admin");
  const member = await getViewer();
  if (!member) {
    return (
      <AdminFrame title="Staff sign-in">
        <p>Sign in with your own member account first; the admin site then asks for your authenticator code.</p>
        <p>
          <Link href={`/sign-in?${new URLSearchParams({ returnTo: "/admin/sign-in" })}`}>Sign in</Link>
        </p>
      </AdminFrame>
    );
  }
  const status = await staffSignInStatus(requestContext(), member);
  if (!status.hasRole) {
    return (
      <AdminFrame title="Staff sign-in">
        <p role="alert" data-testid="admin-error">
          {NO_STAFF_ROLE}
        </p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title="Staff sign-in">
      <p>Signed in as {member.name}.</p>
      {status.secondFactor === "ready" ? <StaffCodeForm /> : <SecondFactorSetUpForm />}
    </AdminFrame>
  );
}
