import { runInOneBatch } from "../../db/batch";
import {
  findMemberByEmail,
  findMemberById,
  findMemberIdByIdentity,
  insertIdentityStatement,
  updateMemberStatement,
  type MemberRow,
} from "../../db/queries/members/members";
import type { AuthKeys } from "../../auth/config";
import { UNABLE_TO_RETRIEVE_USER_INFO, unableToAuthenticateWith } from "../../auth/messages";
import type { SocialIdentity } from "../../auth/social/oidc-client";
import type { ServiceContext } from "../context";
import { toAccountMember, type AccountMember } from "./member";
import { fail, type Failure } from "../result";
import { startSession, type IssuedSession } from "./session";
import { insertMemberWithFreeUsername } from "./new-member";

export type SocialSignInResult = ({ ok: true; member: AccountMember; created: boolean } & IssuedSession) | Failure;

/**
 * Signs in the member linked to a provider account, linking or creating one on first use.
 * An existing account is linked by e-mail only when the provider vouches for the address
 * (email_verified). If that account was never verified, its password is dropped: someone may
 * have registered the address before its owner (account pre-hijacking), and the owner, who just
 * proved the address, must not share the account with them.
 */
export async function signInWithIdentity(
  ctx: ServiceContext,
  identity: SocialIdentity,
  providerLabel: string,
  keys: AuthKeys,
): Promise<SocialSignInResult> {
  const linkedId = await findMemberIdByIdentity(ctx.db, identity.provider, identity.subject);
  let member: MemberRow | undefined = linkedId ? await findMemberById(ctx.db, linkedId) : undefined;
  let created = false;
  if (!member) {
    if (!identity.email) return fail("UNAUTHENTICATED", UNABLE_TO_RETRIEVE_USER_INFO);
    const existing = await findMemberByEmail(ctx.db, identity.email);
    if (existing) {
      if (!identity.emailVerified) return fail("UNAUTHENTICATED", unableToAuthenticateWith(providerLabel));
      const changes =
        existing.emailVerifiedAt === null ? { emailVerifiedAt: ctx.now, passwordHash: null, updatedAt: ctx.now } : {};
      await runInOneBatch(ctx.db, [
        insertIdentityStatement(ctx.db, {
          provider: identity.provider,
          subject: identity.subject,
          memberId: existing.id,
          createdAt: ctx.now,
        }),
        updateMemberStatement(ctx.db, existing.id, { ...changes, updatedAt: ctx.now }),
      ]);
      member = { ...existing, ...changes };
    } else {
      const name = identity.name?.trim().slice(0, 100) || identity.email.split("@")[0] || "Member";
      const newMember = {
        id: crypto.randomUUID(),
        email: identity.email,
        name,
        role: "member" as const,
        avatarUrl: identity.picture,
        agentId: null,
        createdAt: ctx.now,
        passwordHash: null,
        emailVerifiedAt: identity.emailVerified ? ctx.now : null,
        emailAlerts: true,
        emailFollowUpdates: true,
        emailNewsletter: false,
        updatedAt: ctx.now,
      };
      const written = await insertMemberWithFreeUsername(ctx, newMember, [
        insertIdentityStatement(ctx.db, {
          provider: identity.provider,
          subject: identity.subject,
          memberId: newMember.id,
          createdAt: ctx.now,
        }),
      ]);
      // The same person finishing a second sign-in in another tab got there first: try again signs in.
      if (!written.ok) return fail("UNAUTHENTICATED", unableToAuthenticateWith(providerLabel));
      member = { ...newMember, username: written.username };
      created = true;
    }
  }
  const session = await startSession(ctx, member, keys);
  return { ok: true, member: toAccountMember(member), created, ...session };
}
