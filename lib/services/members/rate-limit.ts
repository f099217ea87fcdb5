import { releaseAttempts, reserveAttempts } from "../../db/queries/members/auth-attempts";
import { countAttempts } from "../../db/queries/members/sessions";
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
 * Seconds to wait when any limit is used up, else null. Retry-After is when the oldest event in
 * the window leaves it. Only for the answer to a refused reservation: deciding on a count read
 * here and a write made later is what let parallel requests all pass.
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

/** What a successful reservation holds: the events written, so they can be given back. */
export interface Reservation {
  ids: readonly number[];
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one event under every limit before the work it limits, all or nothing and atomically
 * (one conditional INSERT): of N parallel attempts only as many as the limit allows get through,
 * the rest are refused with the time to wait.
 */
export async function reserveAttempt(ctx: ServiceContext, limits: readonly Limit[]): Promise<ReserveResult> {
  const windows = limits.map((limit) => ({ key: limit.key, max: limit.max, since: ctx.now - limit.windowMs }));
  const ids = await reserveAttempts(ctx.db, windows, ctx.now);
  if (ids) return { ok: true, reservation: { ids } };
  // A refused reservation wrote nothing; a limit was full at that instant. If events left the
  // window since, the wait is still at least a second (never 0 or negative).
  return { ok: false, retryAfterSeconds: (await retryAfterSeconds(ctx, limits)) ?? 1 };
}

/** Gives a reservation back: the attempt turned out not to count (a correct password). */
export async function releaseAttempt(ctx: ServiceContext, reservation: Reservation): Promise<void> {
  await releaseAttempts(ctx.db, reservation.ids);
}
