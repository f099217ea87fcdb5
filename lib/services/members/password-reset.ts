import { runInOneBatch } from "../../db/batch";
import { insertMailStatement } from "../../db/queries/mail/mail";
import { findMemberByEmail, findMemberById, updateMemberStatement } from "../../db/queries/members/members";
import { consumeEmailToken, revokeMemberFamiliesStatement } from "../../db/queries/members/sessions";
import { sha256Hex } from "../../auth/encoding";
import { PASSWORD_RESET_TTL_MS } from "../../auth/lifetimes";
import { FORGOT_PASSWORD_ACCEPTED, LINK_INVALID, TOO_MANY_ATTEMPTS } from "../../auth/messages";
import { hashPassword } from "../../auth/password-hash";
import { passwordProblem } from "../../auth/password-policy";
import type { SessionRevoker } from "../../auth/session-revocation";
import type { ServiceContext } from "../context";
import { toOutboxRow } from "../mail/outbox";
import { passwordResetMail } from "./auth-mail";
import type { MemberServiceConfig } from "./config";
import { newEmailToken, siteLink } from "./email-links";
import { forgotPasswordSchema, resetPasswordSchema } from "./inputs";
import { toAccountMember, type AccountMember } from "./member";
import { LIMITS, accountKey, clientKey, reserveAttempt } from "./rate-limit";
import type { AcceptedForEveryAddress } from "./accepted-for-every-address";
import { badInput, CHECK_THE_FIELDS, fail, type Failure } from "../result";
import { startSession, type IssuedSession } from "./session";

export type ForgotPasswordResult = AcceptedForEveryAddress | Failure;

/**
 * Mails a single-use reset link (an hour) when the address has an account; answers the same
 * either way. Limits count per address typed and per client whether or not it is registered.
 * The answer waits only for the limits, the same for every address; the lookup, the token and
 * the mail come after the response, so its timing does not tell who is registered.
 */
export async function forgotPassword(
  ctx: ServiceContext,
  raw: unknown,
  client: string,
  config: MemberServiceConfig,
): Promise<ForgotPasswordResult> {
  const parsed = forgotPasswordSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error);
  const { email } = parsed.data;
  const reserved = await reserveAttempt(ctx, [
    { key: await accountKey("password-mail", email), ...LIMITS.passwordMailsPerAccount },
    { key: clientKey("password-mail", client), ...LIMITS.passwordMailsPerClient },
  ]);
  if (!reserved.ok) return fail("RATE_LIMITED", TOO_MANY_ATTEMPTS, { retryAfterSeconds: reserved.retryAfterSeconds });
  return { ok: true, message: FORGOT_PASSWORD_ACCEPTED, afterResponse: () => mailResetLink(ctx, email, config) };
}

async function mailResetLink(ctx: ServiceContext, email: string, config: MemberServiceConfig) {
  const member = await findMemberByEmail(ctx.db, email);
  if (!member) return;
  const { token, statement } = await newEmailToken(ctx, member.id, "password-reset", PASSWORD_RESET_TTL_MS);
  const mail = passwordResetMail(member.email, member.name, siteLink(config.siteUrl, "/reset-password", { token }));
  await runInOneBatch(ctx.db, [statement, insertMailStatement(ctx.db, toOutboxRow(mail, config.mailFrom, ctx.now))]);
}

export type ResetPasswordResult = ({ ok: true; member: AccountMember } & IssuedSession) | Failure;

/**
 * Sets a new password from a reset link. The link is spent first (a second use fails), every
 * other session of the member ends, access tokens included (whoever knew the old password is
 * out), the address counts as verified (the member just read mail sent to it), and the member is
 * signed in.
 */
export async function resetPassword(
  ctx: ServiceContext,
  raw: unknown,
  config: MemberServiceConfig,
  revocations: SessionRevoker,
): Promise<ResetPasswordResult> {
  const parsed = resetPasswordSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error);
  const { token, password } = parsed.data;
  const problem = passwordProblem(password);
  if (problem) return fail("BAD_INPUT", CHECK_THE_FIELDS, { fieldErrors: { password: problem } });

  const used = await consumeEmailToken(ctx.db, await sha256Hex(token), "password-reset", ctx.now);
  const member = used && (await findMemberById(ctx.db, used.memberId));
  if (!member) return fail("BAD_INPUT", LINK_INVALID, { fieldErrors: { token: LINK_INVALID } });
  const passwordHash = await hashPassword(password, config.pepper);
  const [, ended] = await runInOneBatch(ctx.db, [
    updateMemberStatement(ctx.db, member.id, {
      passwordHash,
      emailVerifiedAt: member.emailVerifiedAt ?? ctx.now,
      updatedAt: ctx.now,
    }),
    revokeMemberFamiliesStatement(ctx.db, member.id, "password-reset", ctx.now),
  ]);
  // Their access tokens end too, not only their refresh tokens.
  await revocations.revoke((ended as { id: string }[]).map((family) => family.id));
  const updated = { ...member, passwordHash, emailVerifiedAt: member.emailVerifiedAt ?? ctx.now };
  const session = await startSession(ctx, updated, config);
  return { ok: true, member: toAccountMember(updated), ...session };
}
