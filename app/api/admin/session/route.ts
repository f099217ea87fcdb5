import { adminRequestBody } from "@/app/api/admin/admin-route";
import { crossSiteRefusal, isSameOriginRequest } from "@/lib/security/same-origin";
import { signInAdmin, signOutAdmin } from "@/lib/auth/server/admin-viewer";

/** POST {name, secret}: signs in with the admin secret (sets the HttpOnly admin cookie). */
export async function POST(request: Request): Promise<Response> {
  const read = await adminRequestBody(request);
  if (!read.ok) return read.response;
  const body = read.value as { name?: unknown; secret?: unknown };
  const result = await signInAdmin(String(body?.name ?? ""), String(body?.secret ?? ""));
  return result.ok
    ? Response.json({ ok: true, name: result.viewer.name })
    : Response.json({ ok: false, errors: [result.error] }, { status: 401 });
}

/** Signs out; cross-site requests are refused like any other admin change. */
export async function DELETE(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request)) return crossSiteRefusal();
  await signOutAdmin();
  return new Response(null, { status: 204 });
}
