import { runInOneBatch } from "../../db/batch";
import { insertMailStatement } from "../../db/queries/mail/mail";
import { findMemberByEmail, updateMemberStatement, type MemberRow } from "../../db/queries/members/members";
import { DECOY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "../../auth/password-hash";
import { EMAIL_VERIFICATION_TTL_MS } from "../../auth/lifetimes";
import { EMAIL_NOT_VERIFIED, SIGN_IN_FAILED, TOO_MANY_ATTEMPTS } from "../../auth/messages";
import type { ServiceContext } from "../context";
import { toOutboxRow } from "../mail/outbox";
import { verificationMail } from "./auth-mail";
import type { MemberServiceConfig } from "./config";
import { confirmationLink, newEmailToken } from "./email-links";
import { signInSchema } from "./inputs";
import { toAccountMember, type AccountMember } from "./member";
import { LIMITS, accountKey, clientKey, releaseAttempt, reserveAttempt } from "./rate-limit";
import { badInput, fail, type Failure } from "../result";
import { startSession, type IssuedSession } from "./session";

export type SignInResult = ({ ok: true; member: AccountMember } & IssuedSession) | Failure;

/**
 * E-mail and password sign-in. Unknown e-mails are checked against a decoy hash, so they take as
 * long and answer exactly like a wrong password. Every attempt first reserves a place under the
 * per-account (hash of the e-mail typed) and per-client limits, atomically; once either is used
 * up the attempt gets 429 before any password is checked, however many arrive at once. A correct
 * password gives its own place back, but not the failures before it: clearing them would let a
 * success reopen the account to a batch of guesses already in flight.
 */
export async function signIn(
  ctx: ServiceContext,
  raw: unknown,
  client: string,
  config: MemberServiceConfig,
): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error);
  const { email, password } = parsed.data;
  const reserved = await reserveAttempt(ctx, [
    { key: await accountKey("sign-in-failure", email), ...LIMITS.signInFailuresPerAccount },
    { key: clientKey("sign-in-failure", client), ...LIMITS.signInFailuresPerClient },
  ]);
  if (!reserved.ok) return fail("RATE_LIMITED", TOO_MANY_ATTEMPTS, { retryAfterSeconds: reserved.retryAfterSeconds });

  const member = await findMemberByEmail(ctx.db, email);
  const matches = await verifyPassword(password, member?.passwordHash ?? DECOY_PASSWORD_HASH, config.pepper);
  if (!member || !member.passwordHash || !matches) return fail("UNAUTHENTICATED", SIGN_IN_FAILED);
  await releaseAttempt(ctx, reserved.reservation);
  if (member.emailVerifiedAt === null) {
    await resendVerification(ctx, member, config, parsed.data.returnTo);
    return fail("FORBIDDEN", EMAIL_NOT_VERIFIED);
  }
  if (needsRehash(member.passwordHash)) {
    await updateMemberStatement(ctx.db, member.id, { passwordHash: await hashPassword(password, config.pepper) });
  }
  const session = await startSession(ctx, member, config);
  return { ok: true, member: toAccountMember(member), ...session };
}

/** A fresh confirmation link, at most a few an hour per account (the mailbox is not ours to flood). */
async function resendVerification(
  ctx: ServiceContext,
  member: MemberRow,
  config: MemberServiceConfig,
  returnTo: string | undefined,
) {
  const limit = { key: await accountKey("verification-mail", member.email), ...LIMITS.verificationMailsPerAccount };
  if (!(await reserveAttempt(ctx, [limit])).ok) return;
  const { token, statement } = await newEmailToken(ctx, member.id, "email-verification", EMAIL_VERIFICATION_TTL_MS);
  const mail = verificationMail(member.email, member.name, confirmationLink(config.siteUrl, token, returnTo));
  await runInOneBatch(ctx.db, [statement, insertMailStatement(ctx.db, toOutboxRow(mail, config.mailFrom, ctx.now))]);
}
