import "server-only";
import { readJsonBody, type JsonBody } from "../../auth/http/json-body";
import { crossSiteRefusal, isSameOriginRequest } from "../../security/same-origin";
import { NotAuthorisedError, type AdminViewer } from "./admin-session";
import { getAdminViewer } from "./admin-viewer";
import type { ChangeResult } from "./platform-context";

/**
 * JSON admin routes (automation and tests; the admin pages use server actions over the same
 * services): 401 when the services refuse the viewer, 400 with the reasons for refused changes.
 */
export async function adminRoute<T>(
  run: (viewer: AdminViewer | null) => Promise<ChangeResult<T> | T>,
): Promise<Response> {
  try {
    const result = await run(await getAdminViewer());
    const headers = { "cache-control": "no-store" };
    if (result && typeof result === "object" && "ok" in result) {
      return result.ok
        ? Response.json({ ok: true, value: result.value ?? null }, { headers })
        : Response.json({ ok: false, errors: result.errors }, { status: 400, headers });
    }
    return Response.json(result, { headers });
  } catch (error) {
    if (error instanceof NotAuthorisedError)
      return Response.json({ ok: false, errors: [error.message] }, { status: 401 });
    throw error;
  }
}

/**
 * The body of a state-changing admin call, or the refusal to send back: this site's Origin (the
 * CSRF rule of the member API; the Worker entry checks it too) and a JSON object body. Requiring
 * application/json also stops a cross-site text/plain form post, which needs no CORS preflight.
 */
export async function adminRequestBody(request: Request): Promise<JsonBody> {
  if (!isSameOriginRequest(request)) return { ok: false, response: crossSiteRefusal() };
  return readJsonBody(request);
}
