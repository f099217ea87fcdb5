import { failWith } from "../../http/failure-response";
import type { FailureCode } from "../../services/result";

/** The largest auth request body we read (a sign-up is well under 1 KB). */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

function badRequest(message: string, code: FailureCode = "BAD_INPUT"): JsonBody {
  return { ok: false, response: failWith(code, message) };
}

/**
 * Reads a JSON object body with clear 400s: wrong content type, too large, not JSON, not an
 * object. The size is checked on the bytes read, not only on Content-Length (which can lie).
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    return badRequest("Send the request body as JSON (Content-Type: application/json)");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return badRequest(`The request body is too large (at most ${maxBytes} bytes)`, "TOO_LARGE");
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBytes)
    return badRequest(`The request body is too large (at most ${maxBytes} bytes)`, "TOO_LARGE");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return badRequest("The request body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return badRequest("The request body must be a JSON object");
  return { ok: true, value };
}
