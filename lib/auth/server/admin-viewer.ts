import "server-only";
import { cookies } from "next/headers";
import { isAdmin } from "@/lib/auth/roles";
import { getViewer } from "@/lib/auth/server/viewer";
import { serverEnv } from "@/lib/env";
import {
  ADMIN_COOKIE,
  ADMIN_SESSION_SECONDS,
  DEVELOPMENT_ADMIN_SECRET,
  secretMatches,
  signAdminSession,
  validAdminName,
  verifyAdminSession,
  type AdminViewer,
} from "../../services/platform/admin-session";

/** ADMIN_SECRET; outside development the env schema already refused to start without one. */
function adminSecret(): string {
  const secret = serverEnv.ADMIN_SECRET ?? (serverEnv.APP_ENV === "development" ? DEVELOPMENT_ADMIN_SECRET : undefined);
  if (!secret) throw new Error("ADMIN_SECRET is not set");
  return secret;
}

/**
 * The signed-in admin of this request, or null: a verified member with role 'admin' (lib/auth),
 * else a holder of the admin secret's session cookie (kept for set-up, before any admin exists).
 */
export async function getAdminViewer(): Promise<AdminViewer | null> {
  const member = await getViewer();
  if (member && isAdmin(member)) return { name: member.username, role: "admin" };
  const jar = await cookies();
  return verifyAdminSession(jar.get(ADMIN_COOKIE)?.value, adminSecret(), Date.now());
}

export type SignInResult = { ok: true; viewer: AdminViewer } | { ok: false; error: string };

export async function signInAdmin(name: string, secret: string): Promise<SignInResult> {
  if (!validAdminName(name))
    return { ok: false, error: "Give your name (2–60 characters) so the audit trail says who changed what" };
  if (!(await secretMatches(secret, adminSecret()))) return { ok: false, error: "That admin secret is not right" };
  const jar = await cookies();
  jar.set(ADMIN_COOKIE, await signAdminSession(name.trim(), adminSecret(), Date.now()), {
    httpOnly: true,
    sameSite: "strict",
    secure: serverEnv.APP_ENV !== "development",
    path: "/",
    maxAge: ADMIN_SESSION_SECONDS,
  });
  return { ok: true, viewer: { name: name.trim(), role: "admin" } };
}

export async function signOutAdmin(): Promise<void> {
  (await cookies()).delete(ADMIN_COOKIE);
}
