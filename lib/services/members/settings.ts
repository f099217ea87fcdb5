import { findMemberById, updateMemberStatement } from "../../db/queries/members/members";
import type { Viewer } from "../../auth/roles";
import type { ServiceContext } from "../context";
import { requireSelf } from "./authorization";
import { accountSettingsSchema } from "./inputs";
import { toAccountMember, type AccountMember } from "./member";
import { badInput, fail, type Failure } from "../result";

export type AccountSettingsResult = { ok: true; member: AccountMember } | Failure;

/** Name, picture and e-mail preferences of the viewer's own account (admins may edit anyone's). */
export async function updateAccountSettings(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
  memberId: string | undefined = viewer?.memberId,
): Promise<AccountSettingsResult> {
  requireSelf(viewer, memberId ?? "");
  const parsed = accountSettingsSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error);
  const row = await findMemberById(ctx.db, memberId ?? "");
  if (!row) return fail("NOT_FOUND", "No such member");
  const changes = {
    name: parsed.data.name,
    avatarUrl: parsed.data.avatarUrl,
    emailAlerts: parsed.data.emailAlerts,
    emailFollowUpdates: parsed.data.emailFollowUpdates,
    emailNewsletter: parsed.data.emailNewsletter,
    updatedAt: ctx.now,
  };
  await updateMemberStatement(ctx.db, row.id, changes);
  return { ok: true, member: toAccountMember({ ...row, ...changes }) };
}
