import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { serverEnv } from "../../env";
import { authConfig } from "../../auth/config";
import { cookieNames, usesSecureCookies } from "../../auth/cookies";
import { requestContext } from "../../services/request-context";
import { signInStaff, signOutStaff, staffViewerOf, STAFF_SESSION_TTL_MS } from "../../services/staff/staff-sign-in";
import type { StaffViewer } from "../../staff/roles";
import type { Result } from "../../services/result";
import { getViewer } from "./viewer";

/**
 * The staff member of this request, or null: the signed-in member, their staff cookie, and the
 * roles they hold now (lib/services/staff/staff-sign-in.ts checks all three on every request).
 * Admin pages, server actions and /api/admin routes all read staff through this one function.
 */
export const getStaffViewer = cache(async (): Promise<StaffViewer | null> => {
  const token = (await cookies()).get(cookieNames(serverEnv.SITE_URL).staff)?.value;
  if (!token) return null;
  return staffViewerOf(requestContext(), authConfig(), await getViewer(), token);
});

/** Checks the code and sets the staff cookie (HttpOnly, SameSite=Strict, as long as the staff session). */
export async function startStaffSession(code: string): Promise<Result> {
  const result = await signInStaff(requestContext(), authConfig(), await getViewer(), code);
  if (!result.ok) return result;
  (await cookies()).set(cookieNames(serverEnv.SITE_URL).staff, result.token, {
    httpOnly: true,
    sameSite: "strict",
    secure: usesSecureCookies(serverEnv.SITE_URL),
    path: "/",
    maxAge: Math.floor(STAFF_SESSION_TTL_MS / 1000),
  });
  return { ok: true };
}

export async function endStaffSession(): Promise<void> {
  await signOutStaff(requestContext(), await getStaffViewer());
  (await cookies()).delete(cookieNames(serverEnv.SITE_URL).staff);
}
