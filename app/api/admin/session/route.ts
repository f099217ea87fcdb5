import { jsonBody } from "@/lib/services/platform/admin-api";
import { signInAdmin, signOutAdmin } from "@/lib/services/platform/admin-viewer";

/** POST {name, secret}: signs in with the admin secret (sets the HttpOnly admin cookie). */
export async function POST(request: Request): Promise<Response> {
  const body = (await jsonBody(request)) as { name?: unknown; secret?: unknown } | undefined;
  const result = await signInAdmin(String(body?.name ?? ""), String(body?.secret ?? ""));
  return result.ok ? Response.json({ ok: true, name: result.viewer.name }) : Response.json({ ok: false, errors: [result.error] }, { status: 401 });
}

export async function DELETE(): Promise<Response> {
  await signOutAdmin();
  return new Response(null, { status: 204 });
}
