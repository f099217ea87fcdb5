import { failWith } from "./failure-response";
import { bytesLabel, readBodyUpTo } from "./limited-body";
import type { FailureCode } from "../services/result";

/** The largest JSON request body we read (a sign-up is well under 1 KB). */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

function refusal(message: string, code: FailureCode = "BAD_INPUT"): JsonBody {
  return { ok: false, response: failWith(code, message) };
}

/**
 * Reads a JSON object body with clear refusals: 400 for a wrong content type, bad JSON or a
 * non-object, 413 for a body over the cap. The cap holds on the bytes actually read (readBodyUpTo
 * stops reading past it), not only on Content-Length, which can be missing or lie.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    return refusal("Send the request body as JSON (Content-Type: application/json)");
  const bytes = await readBodyUpTo(request, maxBytes);
  if (!bytes) return refusal(`The request body is too large (at most ${bytesLabel(maxBytes)})`, "TOO_LARGE");
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return refusal("The request body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return refusal("The request body must be a JSON object");
  return { ok: true, value };
}
