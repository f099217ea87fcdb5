import { jwtVerify, SignJWT } from "jose";
import type { AuthConfig } from "../../auth/config";
import { SIGN_IN_REQUIRED } from "../../auth/messages";
import type { Viewer } from "../../auth/roles";
import {
  acceptStep,
  findLiveStaffSession,
  findSecondFactor,
  grantsOf,
  insertStaffSession,
  revokeStaffSession,
  upsertPendingSecondFactor,
} from "../../db/queries/staff/staff";
import { findMemberById } from "../../db/queries/members/members";
import type { StaffViewer } from "../../staff/roles";
import type { ServiceContext } from "../context";
import { requireMember } from "../members/authorization";
import { releaseAttempt, reserveAttempt } from "../members/rate-limit";
import { fail, type Result } from "../result";
import { openSecret, sealSecret } from "./sealed-secret";
import { matchingStep, newTotpSecret, totpUri } from "./totp";

/**
 * Staff sign in as themselves: a member signed in with their password who holds a staff role adds
 * a second factor (a TOTP code) and gets a staff session. It is shorter than a member's, bound to
 * the member sign-in it came from (signing out ends it), and every request reads the roles afresh,
 * so a revoked role stops working at the next request.
 */
export const STAFF_SESSION_TTL_MS = 8 * 3_600_000;
const STAFF_TOKEN_AUDIENCE_SUFFIX = "-staff";

export const NO_STAFF_ROLE = "Your account has no staff role. An admin can grant you one.";
export const CODE_NOT_RIGHT = "That code is not right. Enter the 6-digit code your authenticator app shows now.";
export const CODE_ALREADY_USED = "That code has already been used. Wait for the next code in your authenticator app.";
export const SET_UP_FIRST = "Set up your authenticator app first.";
export const TOO_MANY_CODES = "Too many wrong codes. Wait a few minutes, then try again.";

/** Wrong codes allowed per member before a pause: 6-digit codes must not be guessable by trying. */
const CODE_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 };

export type SecondFactorState = "none" | "pending" | "ready";

export interface StaffSignInStatus {
  hasRole: boolean;
  secondFactor: SecondFactorState;
}

export async function staffSignInStatus(ctx: ServiceContext, viewer: Viewer | null): Promise<StaffSignInStatus> {
  const member = requireMember(viewer);
  const [grants, factor] = await Promise.all([
    grantsOf(ctx.db, member.memberId),
    findSecondFactor(ctx.db, member.memberId),
  ]);
  return {
    hasRole: grants.length > 0,
    secondFactor: !factor ? "none" : factor.confirmedAt === null ? "pending" : "ready",
  };
}

/**
 * Starts setting up the authenticator app: a new secret (shown once, as a QR code and as text).
 * Only for staff, and never over a confirmed one (losing the phone is an admin's matter).
 */
export async function beginSecondFactor(
  ctx: ServiceContext,
  config: Pick<AuthConfig, "pepper">,
  viewer: Viewer | null,
): Promise<Result<{ secret: string; uri: string }>> {
  if (!viewer) return fail("UNAUTHENTICATED", SIGN_IN_REQUIRED);
  const member = viewer;
  if ((await grantsOf(ctx.db, member.memberId)).length === 0) return fail("FORBIDDEN", NO_STAFF_ROLE);
  const secret = newTotpSecret();
  const stored = await upsertPendingSecondFactor(
    ctx.db,
    member.memberId,
    await sealSecret(secret, config.pepper),
    ctx.now,
  );
  if (!stored) return fail("CONFLICT", "Your authenticator app is already set up: enter its code to sign in.");
  const row = await findMemberById(ctx.db, member.memberId);
  return { ok: true, secret, uri: totpUri(secret, row?.email ?? member.username) };
}

/**
 * Checks the code (the first one also confirms the set-up) and opens a staff session: returns the
 * token for the staff cookie. Wrong codes are counted per member; each code is good once.
 */
export async function signInStaff(
  ctx: ServiceContext,
  config: AuthConfig,
  viewer: Viewer | null,
  code: string,
): Promise<Result<{ token: string; expiresAt: number }>> {
  // Returned, not thrown: the sign-in form and route show it like any other refusal.
  if (!viewer) return fail("UNAUTHENTICATED", SIGN_IN_REQUIRED);
  const member = viewer;
  if ((await grantsOf(ctx.db, member.memberId)).length === 0) return fail("FORBIDDEN", NO_STAFF_ROLE);
  const factor = await findSecondFactor(ctx.db, member.memberId);
  const secret = factor ? await openSecret(factor.sealedSecret, config.pepper) : null;
  if (!factor || !secret) return fail("BAD_INPUT", SET_UP_FIRST);
  // Every try is reserved before the code is checked and given back when it was right, so a burst
  // of parallel guesses cannot get more than the allowance checked.
  const reserved = await reserveAttempt(ctx, [{ key: `staff-code:${member.memberId}`, ...CODE_ATTEMPTS }]);
  if (!reserved.ok) return fail("RATE_LIMITED", TOO_MANY_CODES, { retryAfterSeconds: reserved.retryAfterSeconds });
  const step = matchingStep(secret, code, ctx.now);
  if (step === null) return fail("BAD_INPUT", CODE_NOT_RIGHT, { fieldErrors: { code: CODE_NOT_RIGHT } });
  await releaseAttempt(ctx, reserved.reservation);
  if (!(await acceptStep(ctx.db, member.memberId, step, ctx.now)))
    return fail("BAD_INPUT", CODE_ALREADY_USED, { fieldErrors: { code: CODE_ALREADY_USED } });
  const id = crypto.randomUUID();
  const expiresAt = ctx.now + STAFF_SESSION_TTL_MS;
  await insertStaffSession(ctx.db, {
    id,
    memberId: member.memberId,
    memberSessionId: member.sessionId,
    createdAt: ctx.now,
    expiresAt,
    revokedAt: null,
  });
  const token = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(member.memberId)
    .setIssuer(config.issuer)
    .setAudience(config.audience + STAFF_TOKEN_AUDIENCE_SUFFIX)
    .setIssuedAt(Math.floor(ctx.now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(new TextEncoder().encode(config.current));
  return { ok: true, token, expiresAt };
}

async function staffSessionIdOf(
  config: AuthConfig,
  token: string,
  nowMs: number,
): Promise<{ sid: string; sub: string } | null> {
  for (const key of [config.current, config.previous]) {
    if (!key) continue;
    try {
      const { payload } = await jwtVerify(token, new TextEncoder().encode(key), {
        algorithms: ["HS256"],
        issuer: config.issuer,
        audience: config.audience + STAFF_TOKEN_AUDIENCE_SUFFIX,
        currentDate: new Date(nowMs),
      });
      if (typeof payload.sid === "string" && typeof payload.sub === "string")
        return { sid: payload.sid, sub: payload.sub };
      return null;
    } catch {
      // try the previous key during a rotation
    }
  }
  return null;
}

/**
 * The staff member behind a staff token, or null: the token verifies, its session is open, it was
 * opened from this very member sign-in, and the member holds at least one role now.
 */
export async function staffViewerOf(
  ctx: ServiceContext,
  config: AuthConfig,
  member: Viewer | null,
  token: string | undefined,
): Promise<StaffViewer | null> {
  if (!member || !token) return null;
  const claims = await staffSessionIdOf(config, token, ctx.now);
  if (!claims || claims.sub !== member.memberId) return null;
  const [session, grants] = await Promise.all([
    findLiveStaffSession(ctx.db, claims.sid, ctx.now),
    grantsOf(ctx.db, member.memberId),
  ]);
  if (!session || session.memberId !== member.memberId || session.memberSessionId !== member.sessionId) return null;
  if (grants.length === 0) return null;
  return {
    memberId: member.memberId,
    username: member.username,
    name: member.name,
    grants,
    staffSessionId: session.id,
  };
}

export async function signOutStaff(ctx: ServiceContext, viewer: StaffViewer | null): Promise<void> {
  if (viewer) await revokeStaffSession(ctx.db, viewer.staffSessionId, ctx.now);
}
