import { z } from "zod";
import {
  agentAccountOf,
  findOffice,
  linkAgentAccount,
  officeAgentRows,
  officeOfAgent,
  unlinkAgentAccount,
  type OfficeAgentRow,
} from "../../db/queries/staff/staff";
import { findMemberByEmail } from "../../db/queries/members/members";
import type { StaffViewer } from "../../staff/roles";
import type { ServiceContext } from "../context";
import { badInput, fail, type Result } from "../result";
import { auditRow, requireStaff, type StaffActor } from "./staff-access";

/**
 * An office's agents and their sign-in: a principal (for their own offices) or an admin links an
 * agent profile to a member account, which gives that account the agent role (the agent hub, their
 * transactions), and unlinks it when the agent leaves, which ends it at once.
 */

const agentField = z.coerce.number({ error: "Choose an agent" }).int("Choose an agent").positive("Choose an agent");

export const linkInput = z
  .object({
    agentId: agentField,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "Enter the agent's member e-mail address" })),
  })
  .strict();

export const unlinkInput = z.object({ agentId: agentField }).strict();

export interface OfficeAgents {
  office: { id: number; name: string; slug: string };
  agents: OfficeAgentRow[];
}

export async function officeAgents(
  ctx: ServiceContext,
  viewer: StaffViewer | null,
  officeId: number,
): Promise<Result<OfficeAgents>> {
  requireStaff(viewer, "office", officeId);
  const office = await findOffice(ctx.db, officeId);
  if (!office) return fail("NOT_FOUND", "There is no such office.");
  return { ok: true, office, agents: await officeAgentRows(ctx.db, officeId) };
}

/** The acting role for the agent's office, or the refusal (unknown agent: 404 for every role). */
async function actorForAgent(
  ctx: ServiceContext,
  viewer: StaffViewer | null,
  agentId: number,
): Promise<Result<{ actor: StaffActor; officeId: number }>> {
  // Only people with an office screen learn whether an agent exists.
  requireStaff(viewer, "office");
  const officeId = await officeOfAgent(ctx.db, agentId);
  if (officeId === undefined) return fail("NOT_FOUND", "There is no such agent.");
  return { ok: true, actor: requireStaff(viewer, "office", officeId), officeId };
}

export async function linkAgent(ctx: ServiceContext, viewer: StaffViewer | null, raw: unknown): Promise<Result> {
  const parsed = linkInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const found = await actorForAgent(ctx, viewer, parsed.data.agentId);
  if (!found.ok) return found;
  const { agentId, email } = parsed.data;
  const member = await findMemberByEmail(ctx.db, email);
  if (!member) return fail("NOT_FOUND", `No member has the e-mail address ${email}: the agent signs up first.`);
  if (member.agentId !== null && member.agentId !== agentId)
    return fail("CONFLICT", "That member account is already linked to another agent.");
  const current = await agentAccountOf(ctx.db, agentId);
  if (current === member.id) return { ok: true };
  if (current) return fail("CONFLICT", "This agent already has a member account: unlink it first.");
  await linkAgentAccount(
    ctx.db,
    member.id,
    agentId,
    ctx.now,
    auditRow(found.actor, ctx.now, {
      action: "office.agent-link",
      subject: `agent ${agentId} (office ${found.officeId})`,
      before: null,
      after: { memberId: member.id, email: member.email },
    }),
  );
  return { ok: true };
}

export async function unlinkAgent(ctx: ServiceContext, viewer: StaffViewer | null, raw: unknown): Promise<Result> {
  const parsed = unlinkInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const found = await actorForAgent(ctx, viewer, parsed.data.agentId);
  if (!found.ok) return found;
  const { agentId } = parsed.data;
  const memberId = await agentAccountOf(ctx.db, agentId);
  if (!memberId) return fail("NOT_FOUND", "This agent has no member account linked.");
  await unlinkAgentAccount(
    ctx.db,
    memberId,
    agentId,
    ctx.now,
    auditRow(found.actor, ctx.now, {
      action: "office.agent-unlink",
      subject: `agent ${agentId} (office ${found.officeId})`,
      before: { memberId },
      after: null,
    }),
  );
  return { ok: true };
}
