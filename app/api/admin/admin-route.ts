import "server-only";
import { getStaffViewer } from "@/lib/auth/server/staff-viewer";
import { readJsonBody, type JsonBody } from "@/lib/http/json-body";
import { crossSiteRefusal, isSameOriginRequest } from "@/lib/security/same-origin";
import type { StaffViewer } from "@/lib/staff/roles";
import { FailureError, isFailure, type Failure, type Result } from "@/lib/services/result";

const NO_STORE = { "cache-control": "no-store" };

/**
 * The admin JSON API's refusal. Status and meaning come from the one failure model; the body keeps
 * the admin API's own shape, `{ ok: false, errors: [reason, …] }`, because its callers (automation
 * and scripts written against `{ ok, value }` / `{ ok, errors }`) read each reason as a line. This
 * is the one place that shape is written.
 */
function adminFailureResponse(failure: Failure): Response {
  return Response.json(
    { ok: false, errors: failure.reasons ?? [failure.message] },
    { status: failure.status, headers: NO_STORE },
  );
}

/**
 * JSON admin routes (automation and tests; the admin pages use server actions over the same
 * services): 401 without a staff sign-in, 403 when the viewer's roles do not cover the operation
 * (the services decide both), 400 with the reasons for refused changes, and
 * `{ ok: true, value }` for a change or the plain value for a read.
 */
export async function adminRoute<T extends object>(
  run: (viewer: StaffViewer | null) => Promise<Result<{ value?: T }> | T>,
): Promise<Response> {
  try {
    const result = await run(await getStaffViewer());
    if (isFailure(result)) return adminFailureResponse(result);
    if ("ok" in result && result.ok === true) {
      const value = "value" in result ? result.value : undefined;
      return Response.json({ ok: true, value: value ?? null }, { headers: NO_STORE });
    }
    return Response.json(result, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof FailureError) return adminFailureResponse(error.failure);
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
