import type { Failure, Result } from "@/lib/services/result";

/**
 * The admin API's answer to a change: `{ ok: true, value }` with what the change made (null when
 * it has nothing to tell), which automation written against `{ ok, value }` reads; or the
 * service's refusal, which the route kit answers with the one failure body. A read answers its
 * value as it is.
 */
export function changeAnswer<T = never>(result: Result<{ value?: T }>): { ok: true; value: T | null } | Failure {
  return result.ok ? { ok: true, value: result.value ?? null } : result;
}
