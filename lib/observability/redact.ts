/**
 * What must never reach a log line or an error report: e-mail addresses, tokens, passwords,
 * secrets, cookies. Keys that name such things are replaced whole; e-mail addresses inside any
 * other text are masked, since messages sometimes quote the input that failed.
 */
const SENSITIVE_KEY = /e-?mail|token|password|secret|cookie|authori[sz]ation|dsn|api-?key|code_?verifier/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

export const REDACTED = "[redacted]";

export function redactText(text: string): string {
  return text.replace(EMAIL, "[email]");
}

/** A JSON-safe copy with sensitive keys replaced and e-mail addresses masked; depth-limited. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 4) return "[nested]";
  if (value instanceof Error) return describeError(value);
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SENSITIVE_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return copy;
}

/** An error as plain fields (an Error's own properties are not enumerable, so JSON drops them). */
export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      name: error.name,
      message: redactText(error.message),
      ...(error.stack ? { stack: redactText(error.stack) } : {}),
    };
  }
  return { name: "NonError", message: redactText(typeof error === "string" ? error : safeJson(error)) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
