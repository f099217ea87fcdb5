import { adminRequestBody, adminRoute } from "@/app/api/admin/admin-route";
import { authConfig } from "@/lib/auth/config";
import { getViewer } from "@/lib/auth/server/viewer";
import { requestContext } from "@/lib/services/request-context";
import { beginSecondFactor } from "@/lib/services/staff/staff-sign-in";

/**
 * POST {}: a member with a staff role starts setting up their authenticator app: the answer holds
 * the secret and its otpauth:// address, shown this once. The first code sent to POST
 * /api/admin/session confirms it.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  const member = await getViewer();
  return adminRoute(async () => {
    const begun = await beginSecondFactor(requestContext(), authConfig(), member);
    return begun.ok ? { ok: true as const, value: { secret: begun.secret, uri: begun.uri } } : begun;
  });
}
