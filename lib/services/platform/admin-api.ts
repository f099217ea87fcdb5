import "server-only";
import { NotAuthorisedError, type AdminViewer } from "./admin-session";
import { getAdminViewer } from "./admin-viewer";
import type { ChangeResult } from "./platform-context";

/**
 * JSON admin routes (automation and tests; the admin pages use server actions over the same
 * services): 401 when the services refuse the viewer, 400 with the reasons for refused changes.
 */
export async function adminRoute<T>(run: (viewer: AdminViewer | null) => Promise<ChangeResult<T> | T>): Promise<Response> {
  try {
    const result = await run(await getAdminViewer());
    const headers = { "cache-control": "no-store" };
    if (result && typeof result === "object" && "ok" in result) {
      return result.ok ? Response.json({ ok: true, value: result.value ?? null }, { headers }) : Response.json({ ok: false, errors: result.errors }, { status: 400, headers });
    }
    return Response.json(result, { headers });
  } catch (error) {
    if (error instanceof NotAuthorisedError) return Response.json({ ok: false, errors: [error.message] }, { status: 401 });
    throw error;
  }
}

/** A JSON body, or undefined when it is not JSON (the services then refuse it with reasons). */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
