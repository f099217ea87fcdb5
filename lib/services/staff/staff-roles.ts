import { z } from "zod";
import {
  countHolders,
  deleteGrant,
  findOffice,
  insertGrant,
  listStaffRows,
  type StaffListRow,
} from "../../db/queries/staff/staff";
import { findMemberByEmail, findMemberById } from "../../db/queries/members/members";
import { NO_OFFICE, STAFF_ROLES, type StaffViewer } from "../../staff/roles";
import type { ServiceContext } from "../context";
import { badInput, fail, type Result } from "../result";
import { auditRow, requireStaff } from "./staff-access";

/** Granting and revoking staff roles: admins only, every change in the audit log with its before and after. */

export const LAST_ADMIN =
  "The portal needs at least one admin: grant the role to someone else before revoking this one.";

const roleField = z.enum(STAFF_ROLES, { error: "Choose admin, moderator or agency principal" });
const officeField = z.coerce
  .number({ error: "Choose an office" })
  .int("Choose an office")
  .nonnegative("Choose an office");

export const grantInput = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "Enter the member's e-mail address" })),
    role: roleField,
    officeId: officeField.optional(),
  })
  .strict();

export const revokeInput = z
  .object({
    memberId: z.string().min(1, "Choose a person").max(100),
    role: roleField,
    officeId: officeField.default(NO_OFFICE),
  })
  .strict();

export async function listStaff(ctx: ServiceContext, viewer: StaffViewer | null): Promise<StaffListRow[]> {
  requireStaff(viewer, "staff");
  return listStaffRows(ctx.db);
}

export async function grantRole(
  ctx: ServiceContext,
  viewer: StaffViewer | null,
  raw: unknown,
): Promise<Result<{ memberId: string; granted: boolean }>> {
  const actor = requireStaff(viewer, "staff");
  const parsed = grantInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { email, role } = parsed.data;
  const member = await findMemberByEmail(ctx.db, email);
  if (!member) return fail("NOT_FOUND", `No member has the e-mail address ${email}: they sign up first.`);
  let officeId = NO_OFFICE;
  let officeName: string | null = null;
  if (role === "principal") {
    const office = parsed.data.officeId ? await findOffice(ctx.db, parsed.data.officeId) : undefined;
    if (!office)
      return fail("BAD_INPUT", "Choose the office this principal runs", {
        fieldErrors: { officeId: "Choose the office this principal runs" },
      });
    officeId = office.id;
    officeName = office.name;
  }
  const grant = { memberId: member.id, role, officeId };
  const granted = await insertGrant(
    ctx.db,
    { ...grant, grantedBy: actor.viewer.memberId, grantedAt: ctx.now },
    auditRow(actor, ctx.now, {
      action: "staff.grant",
      subject: `${member.name} <${member.email}>`,
      before: null,
      after: { memberId: member.id, role, officeId, officeName },
    }),
  );
  return { ok: true, memberId: member.id, granted };
}

export async function revokeRole(ctx: ServiceContext, viewer: StaffViewer | null, raw: unknown): Promise<Result> {
  const actor = requireStaff(viewer, "staff");
  const parsed = revokeInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const { memberId, role } = parsed.data;
  const officeId = role === "principal" ? parsed.data.officeId : NO_OFFICE;
  const member = await findMemberById(ctx.db, memberId);
  if (!member) return fail("NOT_FOUND", "That person is no longer a member.");
  const removed = await deleteGrant(
    ctx.db,
    { memberId, role, officeId },
    ctx.now,
    auditRow(actor, ctx.now, {
      action: "staff.revoke",
      subject: `${member.name} <${member.email}>`,
      before: { memberId, role, officeId },
      after: null,
    }),
  );
  if (removed) return { ok: true };
  if (role === "admin" && (await countHolders(ctx.db, "admin")) <= 1) return fail("CONFLICT", LAST_ADMIN);
  return fail("NOT_FOUND", "That person does not hold this role.");
}
