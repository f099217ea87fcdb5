import { insertMailStatement } from "../../db/queries/mail/mail";
import { findMemberByEmail } from "../../db/queries/members/members";
import { hashPassword } from "../../auth/password-hash";
import { EMAIL_VERIFICATION_TTL_MS } from "../../auth/lifetimes";
import { SIGN_UP_ACCEPTED, TOO_MANY_ATTEMPTS } from "../../auth/messages";
import type { ServiceContext } from "../context";
import { toOutboxRow } from "../mail/outbox";
import { accountExistsMail, verificationMail } from "./auth-mail";
import type { MemberServiceConfig } from "./config";
import { confirmationLink, newEmailToken, siteLink } from "./email-links";
import { signUpSchema } from "./inputs";
import { LIMITS, clientKey, reserveAttempt } from "./rate-limit";
import type { AcceptedForEveryAddress } from "./accepted-for-every-address";
import { badInput, fail, type Failure } from "../result";
import { insertMemberWithFreeUsername } from "./new-member";

export type SignUpResult = AcceptedForEveryAddress | Failure;

/**
 * Creates an unverified account and mails a confirmation link; the link signs the member in.
 * The answer is the same whether or not the e-mail already has an account (then the owner gets
 * a "you already have an account" mail instead). Before answering, both paths do the same work
 * (limit, password hash); looking the address up and writing happen after the response, so
 * neither the answer nor its timing tells who is registered.
 */
export async function signUp(
  ctx: ServiceContext,
  raw: unknown,
  client: string,
  config: MemberServiceConfig,
): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error);
  const reserved = await reserveAttempt(ctx, [{ key: clientKey("sign-up", client), ...LIMITS.signUpsPerClient }]);
  if (!reserved.ok) return fail("RATE_LIMITED", TOO_MANY_ATTEMPTS, { retryAfterSeconds: reserved.retryAfterSeconds });

  const { name, email, password, returnTo } = parsed.data;
  // Hashed on both paths (a known address never needs it): the hash is most of the work.
  const passwordHash = await hashPassword(password, config.pepper);
  return {
    ok: true,
    message: SIGN_UP_ACCEPTED,
    afterResponse: () => createAccountOrTellOwner(ctx, { name, email, passwordHash, returnTo }, config),
  };
}

async function createAccountOrTellOwner(
  ctx: ServiceContext,
  input: { name: string; email: string; passwordHash: string; returnTo: string | undefined },
  config: MemberServiceConfig,
) {
  const { name, email, passwordHash, returnTo } = input;
  const existing = await findMemberByEmail(ctx.db, email);
  if (existing) {
    const mail = accountExistsMail(
      email,
      // Signing in from this mail still leads back to where the sign-up started.
      siteLink(config.siteUrl, "/sign-in", returnTo ? { returnTo } : {}),
      siteLink(config.siteUrl, "/forgot-password"),
    );
    await insertMailStatement(ctx.db, toOutboxRow(mail, config.mailFrom, ctx.now));
    return;
  }

  const memberId = crypto.randomUUID();
  const { token, statement } = await newEmailToken(ctx, memberId, "email-verification", EMAIL_VERIFICATION_TTL_MS);
  const mail = verificationMail(email, name, confirmationLink(config.siteUrl, token, returnTo));
  // A parallel sign-up that took this e-mail first wrote its own account and mail: nothing to do.
  await insertMemberWithFreeUsername(
    ctx,
    { id: memberId, email, name, role: "member", passwordHash, createdAt: ctx.now, updatedAt: ctx.now },
    [statement, insertMailStatement(ctx.db, toOutboxRow(mail, config.mailFrom, ctx.now))],
  );
}
