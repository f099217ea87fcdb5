import { runInOneBatch } from "../../db/queries/enquiries";
import { countAttempts, deleteAttemptsStatement, insertAttemptStatement } from "../../db/queries/sessions";
import { sha256Hex } from "../../auth/encoding";
import type { ServiceContext } from "../context";

/** A limit: at most `max` events under a key within `windowMs`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The limits (docs/auth.md). Account keys are hashes of the e-mail typed, so unknown addresses are
 * limited exactly like known ones and never stored in clear. Client keys use Cloudflare's
 * CF-Connecting-IP, which a client cannot set (Cloudflare overwrites it).
 */
export const LIMITS = {
  signInFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  signInFailuresPerClient: { max: 100, windowMs: 15 * MINUTE },
  signUpsPerClient: { max: 60, windowMs: 10 * MINUTE },
  passwordMailsPerAccount: { max: 3, windowMs: 60 * MINUTE },
  passwordMailsPerClient: { max: 20, windowMs: 60 * MINUTE },
  verificationMailsPerAccount: { max: 3, windowMs: 60 * MINUTE },
} as const;

export async function accountKey(kind: string, email: string): Promise<string> {
  return `${kind}:account:${await sha256Hex(email.trim().toLowerCase())}`;
}

export function clientKey(kind: string, client: string): string {
  return `${kind}:client:${client.slice(0, 64)}`;
}

/**
 * Seconds to wait when any limit is used up (the next attempt would exceed it), else null.
 * Retry-After is when the oldest event in the window leaves it.
 */
export async function retryAfterSeconds(ctx: ServiceContext, limits: readonly Limit[]): Promise<number | null> {
  const counts = await Promise.all(limits.map((limit) => countAttempts(ctx.db, limit.key, ctx.now - limit.windowMs)));
  let wait: number | null = null;
  counts.forEach(({ count, oldest }, index) => {
    const limit = limits[index];
    if (!limit || count < limit.max) return;
    const seconds = Math.max(1, Math.ceil(((oldest ?? ctx.now) + limit.windowMs - ctx.now) / 1000));
    wait = Math.max(wait ?? 0, seconds);
  });
  return wait;
}

/** Records one event under each key and prunes that key's events older than its window. */
export async function recordAttempts(ctx: ServiceContext, limits: readonly Limit[]): Promise<void> {
  const [first, ...rest] = limits;
  if (!first) return;
  const statements = [first, ...rest].flatMap((limit) => [
    insertAttemptStatement(ctx.db, limit.key, ctx.now),
    deleteAttemptsStatement(ctx.db, limit.key, ctx.now - limit.windowMs),
  ]);
  await runInOneBatch(ctx.db, statements as [(typeof statements)[number], ...typeof statements]);
}

export async function clearAttempts(ctx: ServiceContext, key: string): Promise<void> {
  await deleteAttemptsStatement(ctx.db, key);
}
