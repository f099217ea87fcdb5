import { randomToken, sha256Hex } from "../../auth/encoding";
import type { Viewer } from "../../auth/roles";
import { COLLECTION_LIMITS } from "../../collections/limits";
import { insertMailStatement } from "../../db/queries/mail/mail";
import {
  deleteInvites,
  findInviteByToken,
  insertInviteIfRoom,
  invitesSentSince,
  pendingInvitesOf,
  removeContributor,
  spendInvite,
  roleIn,
} from "../../db/queries/collections/collections";
import type { ServiceContext } from "../context";
import { toOutboxRow } from "../mail/outbox";
import { requireMember } from "../members/authorization";
import { siteLink } from "../members/email-links";
import { badInput, fail, type Result } from "../result";
import { accessFor } from "./access";
import { collectionUri } from "./collection";
import { acceptInviteSchema, inviteSchema, removeCollaboratorSchema } from "./inputs";

export const INVITE_LIFETIME_MS = COLLECTION_LIMITS.inviteLifetimeDays * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITE_LINK_INVALID = "This invitation has expired, was already used or was withdrawn. Ask for a new one.";
export const TOO_MANY_PEOPLE = `A collection can have up to ${COLLECTION_LIMITS.peoplePerCollection} people, invitations included.`;
export const TOO_MANY_INVITES_TODAY = `You can send up to ${COLLECTION_LIMITS.invitesPerDay} invitations a day. Please try again tomorrow.`;
export const ALREADY_CONTRIBUTOR = "You already work on this collection";

export interface InviteConfig {
  siteUrl: string;
  mailFrom: string;
}

export interface PendingInvite {
  email: string;
  invitedAt: string;
  expiresAt: string;
}

/** The path of an invitation's accept link (what the e-mail points at). */
export const ACCEPT_PATH = "/collections/accept";

function inviteMail(to: string, inviter: Viewer, collectionName: string, link: string) {
  return {
    kind: "collection-invite",
    to,
    subject: `${inviter.name} invited you to the collection "${collectionName}"`,
    text: [
      `${inviter.name} invited you to plan together on Homefront: the collection "${collectionName}".`,
      "",
      `Accept the invitation: ${link}`,
      "",
      `The link works once and for ${COLLECTION_LIMITS.inviteLifetimeDays} days. No account yet? You can create one after opening it.`,
      "If you did not expect this, ignore this e-mail.",
    ].join("\n"),
  };
}

/**
 * addCollectionInvite(collectionId, emails): the owner invites addresses by e-mail. Each
 * invitation and its e-mail are written together, and only while the collection has room and the
 * owner is under the daily limit (both reserved in the insert). An address already invited and
 * still pending gets a fresh link.
 */
export async function addCollectionInvite(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
  config: InviteConfig,
): Promise<Result<{ invites: PendingInvite[] }>> {
  const member = requireMember(viewer);
  const parsed = inviteSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { collectionId } = parsed.data;
  const access = await accessFor(ctx, member, collectionId, "invite");
  if ("ok" in access) return access;
  const emails = [...new Set(parsed.data.emails)];
  await deleteInvites(ctx.db, collectionId, emails);
  for (const email of emails) {
    const token = randomToken(24);
    const link = siteLink(config.siteUrl, ACCEPT_PATH, { collectionId, memberId: member.memberId, id: token });
    const mail = toOutboxRow(inviteMail(email, member, access.collection.name, link), config.mailFrom, ctx.now);
    const inserted = await insertInviteIfRoom(
      ctx.db,
      {
        id: crypto.randomUUID(),
        collectionId,
        email,
        tokenHash: await sha256Hex(token),
        invitedBy: member.memberId,
        createdAt: ctx.now,
        expiresAt: ctx.now + INVITE_LIFETIME_MS,
      },
      {
        maxPeople: COLLECTION_LIMITS.peoplePerCollection,
        maxPerDay: COLLECTION_LIMITS.invitesPerDay,
        dayAgo: ctx.now - DAY_MS,
      },
    );
    if (inserted) await insertMailStatement(ctx.db, mail);
    else {
      const sentToday = await invitesSentSince(ctx.db, member.memberId, ctx.now - DAY_MS);
      return fail("CONFLICT", sentToday >= COLLECTION_LIMITS.invitesPerDay ? TOO_MANY_INVITES_TODAY : TOO_MANY_PEOPLE);
    }
  }
  return { ok: true, invites: await listPendingInvites(ctx, collectionId) };
}

async function listPendingInvites(ctx: ServiceContext, collectionId: string): Promise<PendingInvite[]> {
  const rows = await pendingInvitesOf(ctx.db, collectionId, ctx.now);
  return rows.map((row) => ({
    email: row.email,
    invitedAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
  }));
}

/** Open invitations, for the owner only (collaborators and readers see none). */
export async function pendingInvitesFor(
  ctx: ServiceContext,
  viewer: Viewer | null,
  collectionId: string,
): Promise<PendingInvite[]> {
  if (!viewer || (await roleIn(ctx.db, collectionId, viewer.memberId)) !== "owner") return [];
  return listPendingInvites(ctx, collectionId);
}

/** deleteCollectionInvite(collectionId, emails): the owner withdraws open invitations. */
export async function deleteCollectionInvite(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ invites: PendingInvite[] }>> {
  requireMember(viewer);
  const parsed = inviteSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const access = await accessFor(ctx, viewer, parsed.data.collectionId, "removeInvite");
  if ("ok" in access) return access;
  await deleteInvites(ctx.db, parsed.data.collectionId, parsed.data.emails);
  return { ok: true, invites: await listPendingInvites(ctx, parsed.data.collectionId) };
}

/**
 * acceptCollectionInvitation(collectionId, memberId, uniqueIdentifier): whoever opens the link
 * while signed in joins as a collaborator (the invitation went to an address that may have had
 * no account yet, so the account need not exist when it was sent). `memberId` is the member who
 * sent it. The link works once and until it expires.
 */
export async function acceptCollectionInvitation(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ collectionId: string; uri: string }>> {
  const member = requireMember(viewer);
  const parsed = acceptInviteSchema.safeParse(raw);
  if (!parsed.success) return fail("BAD_INPUT", INVITE_LINK_INVALID);
  const { collectionId, memberId, uniqueIdentifier } = parsed.data;
  const tokenHash = await sha256Hex(uniqueIdentifier);
  const invite = await findInviteByToken(ctx.db, tokenHash);
  if (!invite || invite.collectionId !== collectionId || invite.invitedBy !== memberId) {
    return fail("NOT_FOUND", INVITE_LINK_INVALID);
  }
  const role = await roleIn(ctx.db, collectionId, member.memberId);
  if (role) return fail("CONFLICT", ALREADY_CONTRIBUTOR);
  const spent = await spendInvite(ctx.db, {
    collectionId,
    invitedBy: memberId,
    tokenHash,
    memberId: member.memberId,
    now: ctx.now,
  });
  if (!spent) return fail("NOT_FOUND", INVITE_LINK_INVALID);
  return { ok: true, collectionId, uri: collectionUri(collectionId) };
}

/**
 * removeCollectionCollaborator(collectionId, memberId): the owner removes a collaborator, or a
 * collaborator removes themselves (leaves). The owner cannot be removed.
 */
export async function removeCollectionCollaborator(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ collectionId: string; memberId: string }>> {
  const member = requireMember(viewer);
  const parsed = removeCollaboratorSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { collectionId, memberId } = parsed.data;
  const leaving = memberId === member.memberId;
  const access = await accessFor(ctx, member, collectionId, leaving ? "leave" : "removeCollaborator");
  if ("ok" in access) return access;
  if ((await roleIn(ctx.db, collectionId, memberId)) !== "collaborator") {
    return fail("NOT_FOUND", "That person is not a collaborator on this collection");
  }
  await removeContributor(ctx.db, collectionId, memberId);
  return { ok: true, collectionId, memberId };
}
