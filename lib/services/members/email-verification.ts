import { findMemberById, updateMemberStatement } from "../../db/queries/members/members";
import { consumeEmailToken } from "../../db/queries/members/sessions";
import { sha256Hex } from "../../auth/encoding";
import { LINK_INVALID } from "../../auth/messages";
import type { ServiceContext } from "../context";
import type { MemberServiceConfig } from "./config";
import { tokenExchangeSchema } from "./inputs";
import { toAccountMember, type AccountMember } from "./member";
import { badInput, fail, type Failure } from "../result";
import { startSession, type IssuedSession } from "./session";

export type TokenExchangeResult = ({ ok: true; member: AccountMember } & IssuedSession) | Failure;

/**
 * POST /api/user/tokenexchange: trades a single-use e-mail confirmation token for a session.
 * The link in the e-mail opens a page that posts the token (a GET would be spent by mail
 * scanners that open links), and the member ends up verified and signed in.
 */
export async function exchangeEmailToken(
  ctx: ServiceContext,
  raw: unknown,
  config: MemberServiceConfig,
): Promise<TokenExchangeResult> {
  const parsed = tokenExchangeSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, LINK_INVALID);
  const used = await consumeEmailToken(ctx.db, await sha256Hex(parsed.data.token), "email-verification", ctx.now);
  const member = used && (await findMemberById(ctx.db, used.memberId));
  if (!member) return fail("BAD_INPUT", LINK_INVALID);
  const verified = { ...member, emailVerifiedAt: member.emailVerifiedAt ?? ctx.now };
  if (member.emailVerifiedAt === null)
    await updateMemberStatement(ctx.db, member.id, { emailVerifiedAt: ctx.now, updatedAt: ctx.now });
  const session = await startSession(ctx, verified, config);
  return { ok: true, member: toAccountMember(verified), ...session };
}
