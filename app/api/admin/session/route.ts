import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { crossSiteRefusal, isSameOriginRequest } from "@/lib/security/same-origin";
import { endStaffSession, startStaffSession } from "@/lib/auth/server/staff-viewer";
import { failWith } from "@/lib/http/failure-response";

/**
 * POST {code}: a signed-in member with a staff role opens a staff session with the code their
 * authenticator app shows (sets the HttpOnly staff cookie). GET: who is signed in as staff, and
 * their roles. DELETE: ends the staff session (the member stays signed in).
 */
export async function POST(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  const code = (read.value as { code?: unknown }).code;
  if (typeof code !== "string") return failWith("BAD_INPUT", "Enter the 6-digit code your authenticator app shows");
  return adminRoute(() => startStaffSession(code));
}

export function GET(): Promise<Response> {
  return adminRoute(async (viewer) =>
    viewer
      ? { memberId: viewer.memberId, name: viewer.name, grants: viewer.grants }
      : { memberId: null, name: null, grants: [] },
  );
}

export async function DELETE(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request)) return crossSiteRefusal();
  await endStaffSession();
  return new Response(null, { status: 204 });
}
