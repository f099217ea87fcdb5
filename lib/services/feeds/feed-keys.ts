import { z } from "zod";
import { sha256Hex, randomToken } from "../../auth/encoding";
import {
  claimFeedCode,
  findFeedKey,
  findFeedKeyByHash,
  insertFeedKey,
  officesOfFeedKey,
  revokeFeedKeyRow,
} from "../../db/queries/feeds/feed-keys";
import { findOffice } from "../../db/queries/staff/staff";
import type { StaffViewer } from "../../staff/roles";
import type { ServiceContext } from "../context";
import { badInput, fail, type Result } from "../result";
import { auditRow, requireStaff, type StaffActor } from "../staff/staff-access";

/**
 * Feed keys: what an agency's CRM posts its REAXML with. Made by an admin (any office) or an
 * office's principal (their own offices), shown once; only the SHA-256 of the key is kept, with a
 * short prefix to recognise it by. A key is scoped to offices and can be revoked.
 */

/** Marks a feed key in logs and support tickets (a partner API key starts differently). */
export const FEED_KEY_PREFIX = "hffeed_";
export const BAD_FEED_KEY = "This feed key is missing, wrong or revoked. Ask your office's principal for a key.";

const feedCode = z
  .string()
  .trim()
  .min(1, "Give the office's feed code (REAXML agentID)")
  .max(40, "Keep the feed code under 40 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "A feed code is letters, digits, - and _");

export const issueFeedKeyInput = z
  .object({
    officeId: z.coerce.number({ error: "Choose an office" }).int("Choose an office").positive("Choose an office"),
    /** Gives the office this feed code too (it must not be another office's). */
    code: feedCode.optional(),
  })
  .strict();

export const revokeFeedKeyInput = z.object({ keyId: z.string().min(1, "Choose a key") }).strict();

export interface IssuedFeedKey {
  /** The key itself: shown this once, never stored. */
  key: string;
  keyId: string;
  prefix: string;
  officeIds: number[];
}

/**
 * Makes a key for an office (and gives it a feed code when asked). The staff service below and the
 * development script (`npm run feeds:key`) both come here; only the first needs a staff sign-in.
 */
export async function createFeedKey(
  ctx: ServiceContext,
  input: { officeId: number; code?: string; createdBy: string; actor?: StaffActor },
): Promise<Result<IssuedFeedKey>> {
  if (input.code !== undefined) {
    const owner = await claimFeedCode(ctx.db, input.code, input.officeId, ctx.now);
    if (owner !== input.officeId)
      return fail("CONFLICT", `The feed code ${input.code} belongs to another office. Choose another code.`);
  }
  const key = `${FEED_KEY_PREFIX}${randomToken(32)}`;
  const row = {
    id: crypto.randomUUID(),
    prefix: key.slice(0, FEED_KEY_PREFIX.length + 6),
    secretHash: await sha256Hex(key),
    createdBy: input.createdBy,
    createdAt: ctx.now,
    revokedAt: null,
  };
  const audit = input.actor
    ? auditRow(input.actor, ctx.now, {
        action: "feed-key.create",
        subject: `feed key ${row.prefix}… (office ${input.officeId})`,
        before: null,
        after: { keyId: row.id, officeIds: [input.officeId], code: input.code ?? null },
      })
    : null;
  await insertFeedKey(ctx.db, row, [input.officeId], audit);
  return { ok: true, key, keyId: row.id, prefix: row.prefix, officeIds: [input.officeId] };
}

/** An admin (any office) or the office's principal issues a key for the office. */
export async function issueFeedKey(
  ctx: ServiceContext,
  viewer: StaffViewer | null,
  raw: unknown,
): Promise<Result<IssuedFeedKey>> {
  requireStaff(viewer, "office");
  const parsed = issueFeedKeyInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const actor = requireStaff(viewer, "office", parsed.data.officeId);
  if (!(await findOffice(ctx.db, parsed.data.officeId))) return fail("NOT_FOUND", "There is no such office.");
  return createFeedKey(ctx, { ...parsed.data, createdBy: actor.viewer.memberId, actor });
}

/**
 * Revokes a key: an admin any, a principal only a key all of whose offices they run (a key for
 * several offices is not one office's to end). Revoking twice is fine.
 */
export async function revokeFeedKey(
  ctx: ServiceContext,
  viewer: StaffViewer | null,
  raw: unknown,
): Promise<Result<{ revoked: boolean }>> {
  requireStaff(viewer, "office");
  const parsed = revokeFeedKeyInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const key = await findFeedKey(ctx.db, parsed.data.keyId);
  if (!key) return fail("NOT_FOUND", "There is no such feed key.");
  const officeIds = await officesOfFeedKey(ctx.db, key.id);
  const actors = officeIds.map((officeId) => requireStaff(viewer, "office", officeId));
  const actor = actors[0] ?? requireStaff(viewer, "platform");
  const revoked = await revokeFeedKeyRow(
    ctx.db,
    key.id,
    ctx.now,
    auditRow(actor, ctx.now, {
      action: "feed-key.revoke",
      subject: `feed key ${key.prefix}…`,
      before: { keyId: key.id, officeIds },
      after: null,
    }),
  );
  return { ok: true, revoked };
}

/** A live feed key: its id and the offices it may post for. */
export interface VerifiedFeedKey {
  keyId: string;
  officeIds: number[];
}

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), else null. */
export function bearerTokenOf(header: string | null): string | null {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

/** The key a feed upload presents: its id and offices, or 401 for a missing, wrong or revoked key. */
export async function verifyFeedKey(
  ctx: ServiceContext,
  rawKey: string | null | undefined,
): Promise<Result<VerifiedFeedKey>> {
  if (!rawKey || !rawKey.startsWith(FEED_KEY_PREFIX) || rawKey.length > 200)
    return fail("UNAUTHENTICATED", BAD_FEED_KEY);
  const key = await findFeedKeyByHash(ctx.db, await sha256Hex(rawKey));
  if (!key || key.revokedAt !== null) return fail("UNAUTHENTICATED", BAD_FEED_KEY);
  return { ok: true, keyId: key.id, officeIds: await officesOfFeedKey(ctx.db, key.id) };
}
