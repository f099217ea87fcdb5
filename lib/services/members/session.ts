import { runInOneBatch } from "../../db/batch";
import { findMemberById, type MemberRow } from "../../db/queries/members/members";
import {
  claimRefreshToken,
  findRefreshToken,
  insertFamilyStatement,
  insertRefreshTokenStatement,
  revokeFamily,
} from "../../db/queries/members/sessions";
import { signAccessToken } from "../../auth/access-token";
import type { AuthKeys } from "../../auth/config";
import { randomToken, sha256Hex } from "../../auth/encoding";
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS, SESSION_FAMILY_TTL_MS } from "../../auth/lifetimes";
import type { Viewer } from "../../auth/roles";
import type { SessionRevoker } from "../../auth/session-revocation";
import type { ServiceContext } from "../context";

export interface IssuedSession {
  viewer: Viewer;
  accessToken: string;
  /** Absent when a parallel request already rotated the refresh token (grace window). */
  refreshToken?: string;
}

export type RefreshOutcome =
  ({ status: "rotated" | "grace" } & IssuedSession) | { status: "invalid" | "expired" | "revoked" | "reused" };

function viewerOf(member: MemberRow, sessionId: string): Viewer {
  return { memberId: member.id, username: member.username, name: member.name, role: member.role, sessionId };
}

const nowSeconds = (ctx: ServiceContext) => Math.floor(ctx.now / 1000);

/** Starts a session family for a member who just proved who they are, with its first refresh token. */
export async function startSession(ctx: ServiceContext, member: MemberRow, keys: AuthKeys): Promise<IssuedSession> {
  const familyId = randomToken(16);
  const refreshToken = randomToken();
  await runInOneBatch(ctx.db, [
    insertFamilyStatement(ctx.db, {
      id: familyId,
      memberId: member.id,
      createdAt: ctx.now,
      expiresAt: ctx.now + SESSION_FAMILY_TTL_MS,
    }),
    insertRefreshTokenStatement(ctx.db, {
      tokenHash: await sha256Hex(refreshToken),
      familyId,
      createdAt: ctx.now,
      expiresAt: ctx.now + REFRESH_TOKEN_TTL_MS,
    }),
  ]);
  const viewer = viewerOf(member, familyId);
  return { viewer, refreshToken, accessToken: await signAccessToken(viewer, keys, nowSeconds(ctx)) };
}

/**
 * Trades a refresh token for a new access token and a new refresh token (rotation). A spent
 * token seen again within REFRESH_REUSE_GRACE_MS gets an access token only (a parallel request
 * of the same browser, which receives the new refresh token from the winner); later, it is
 * treated as stolen and the whole family is revoked, ending the thief's and the owner's session,
 * access tokens included (the revocation list).
 */
export async function refreshSession(
  ctx: ServiceContext,
  refreshToken: string,
  keys: AuthKeys,
  revocations: SessionRevoker,
): Promise<RefreshOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(refreshToken)) return { status: "invalid" };
  const tokenHash = await sha256Hex(refreshToken);
  const found = await findRefreshToken(ctx.db, tokenHash);
  if (!found) return { status: "invalid" };
  const { token, family } = found;
  if (family.revokedAt !== null) return { status: "revoked" };
  if (token.expiresAt <= ctx.now || family.expiresAt <= ctx.now) return { status: "expired" };

  const member = await findMemberById(ctx.db, family.memberId);
  if (!member) return { status: "invalid" };
  const viewer = viewerOf(member, family.id);

  const spentAt = token.rotatedAt ?? ((await claimRefreshToken(ctx.db, tokenHash, ctx.now)) ? null : ctx.now);
  if (spentAt !== null) {
    if (ctx.now - spentAt <= REFRESH_REUSE_GRACE_MS) {
      return { status: "grace", viewer, accessToken: await signAccessToken(viewer, keys, nowSeconds(ctx)) };
    }
    await revokeFamily(ctx.db, family.id, "reuse", ctx.now);
    await revocations.revoke([family.id]);
    return { status: "reused" };
  }

  const next = randomToken();
  await insertRefreshTokenStatement(ctx.db, {
    tokenHash: await sha256Hex(next),
    familyId: family.id,
    createdAt: ctx.now,
    // Rotation never outlives the family: the sign-in itself has an absolute end.
    expiresAt: Math.min(ctx.now + REFRESH_TOKEN_TTL_MS, family.expiresAt),
  });
  return {
    status: "rotated",
    viewer,
    refreshToken: next,
    accessToken: await signAccessToken(viewer, keys, nowSeconds(ctx)),
  };
}

/**
 * Sign-out: the family of this refresh token ends (other devices keep theirs), and so do the
 * access tokens issued to it (the revocation list). The access token's own session counts too,
 * for a browser that signs out holding only an access token.
 */
export async function endSession(
  ctx: ServiceContext,
  refreshToken: string | undefined,
  revocations: SessionRevoker,
  accessSessionId?: string,
): Promise<void> {
  const ended = new Set<string>();
  if (refreshToken && /^[A-Za-z0-9_-]{20,100}$/.test(refreshToken)) {
    const found = await findRefreshToken(ctx.db, await sha256Hex(refreshToken));
    if (found) {
      await revokeFamily(ctx.db, found.family.id, "sign-out", ctx.now);
      ended.add(found.family.id);
    }
  }
  if (accessSessionId) {
    await revokeFamily(ctx.db, accessSessionId, "sign-out", ctx.now);
    ended.add(accessSessionId);
  }
  if (ended.size > 0) await revocations.revoke([...ended]);
}
