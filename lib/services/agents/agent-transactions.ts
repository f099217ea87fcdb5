import { z } from "zod";
import { plainText } from "../free-text";
import { NOT_ALLOWED } from "../../auth/messages";
import type { Viewer } from "../../auth/roles";
import {
  deleteAgentTransaction,
  findAgentIdOfMember,
  getAgentTransaction,
  insertAgentTransaction,
  listAgentTransactions,
  updateAgentTransaction,
  type AgentTransactionFields,
  type AgentTransactionRow,
} from "../../db/queries/agents/agent-transactions";
import { propertyTypeByApiName } from "../../listings/property-types";
import type { ServiceContext } from "../context";
import { getLocation } from "../locations/get-location";
import { requireMember } from "../members/authorization";
import { pagingSchema } from "../paging";
import { badInput, fail, FailureError, type Result } from "../result";

/**
 * The sold and leased results an agent records themselves. Only the agent (the member account
 * linked to them) or an admin may read or change an agent's transactions; the agent comes from
 * the session, never from the request. A `currentUserId` the legacy client sends is checked
 * against the session and refused when it names someone else.
 */

export const ONLY_AGENTS_MESSAGE = "Only agents can manage transactions. Sign in with your agent account.";
export const OWN_TRANSACTIONS_MESSAGE = "You can manage only your own transactions.";
export const TRANSACTION_NOT_FOUND_MESSAGE = "That transaction does not exist or is not yours.";

export interface AgentTransaction {
  id: number;
  agentId: number;
  kind: "sold" | "leased";
  address: string;
  suburbId: number;
  propertyType: string;
  /** Null when the price was not disclosed. */
  price: number | null;
  /** The day of the sale or lease, yyyy-MM-dd. */
  date: string;
}

function toTransaction(row: AgentTransactionRow): AgentTransaction {
  return {
    id: row.id,
    agentId: row.agentId,
    kind: row.kind,
    address: row.address,
    suburbId: row.suburbId,
    propertyType: row.propertyType,
    price: row.price,
    date: new Date(row.date).toISOString().slice(0, 10),
  };
}

const claimedUserId = z.string().max(100).optional();

/**
 * Whose transactions the viewer may manage: `agentId` when the viewer is that agent.
 * Throws the refusal (a guard, like requireMember), so every function below starts with it.
 */
async function requireOwnAgent(
  ctx: ServiceContext,
  viewer: Viewer | null,
  agentId: number,
  currentUserId?: string,
): Promise<void> {
  const member = requireMember(viewer);
  if (currentUserId !== undefined && currentUserId !== member.memberId)
    throw new FailureError(fail("FORBIDDEN", NOT_ALLOWED));
  const own = await findAgentIdOfMember(ctx.db, member.memberId);
  if (own === undefined) throw new FailureError(fail("FORBIDDEN", ONLY_AGENTS_MESSAGE));
  if (own !== agentId) throw new FailureError(fail("FORBIDDEN", OWN_TRANSACTIONS_MESSAGE));
}

/** The agent the signed-in member is, or null (members who are not agents, visitors). */
export async function agentIdOfViewer(ctx: ServiceContext, viewer: Viewer | null): Promise<number | null> {
  if (!viewer) return null;
  return (await findAgentIdOfMember(ctx.db, viewer.memberId)) ?? null;
}

const agentIdSchema = z.coerce
  .number({ message: "The agent id must be a number." })
  .int("The agent id must be a number.")
  .positive("The agent id must be a number.")
  .max(Number.MAX_SAFE_INTEGER);
const transactionIdSchema = z.coerce
  .number({ message: "The transaction id must be a number." })
  .int("The transaction id must be a number.")
  .positive("The transaction id must be a number.")
  .max(Number.MAX_SAFE_INTEGER);

const DAY_MS = 86_400_000;

export const transactionFieldsSchema = z.object({
  kind: z.enum(["sold", "leased"], { message: "Choose sold or leased" }),
  address: plainText(
    z
      .string({ message: "Enter the street address" })
      .trim()
      .min(3, "Enter the street address")
      .max(200, "Keep the address under 200 characters"),
    "The address",
  ),
  suburb: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(plainText(z.string().trim().min(1, "Choose the suburb").max(120), "The suburb")),
  propertyType: z
    .string({ message: "Choose the property type" })
    .refine((name) => propertyTypeByApiName(name) !== undefined, "Choose the property type"),
  /** Empty means not disclosed; text from a form is read as a number. */
  price: z.preprocess(
    (value) =>
      value === "" || value === null || value === undefined ? null : typeof value === "string" ? Number(value) : value,
    z
      .number({ message: "Enter the price in whole dollars" })
      .int("Enter the price in whole dollars")
      .min(1, "Enter the price in whole dollars")
      .max(1_000_000_000, "Enter the price in whole dollars")
      .nullable(),
  ),
  date: z
    .string({ message: "Enter the date as yyyy-mm-dd" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as yyyy-mm-dd")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter the date as yyyy-mm-dd"),
});

/** The fields as stored, or the refusal: the suburb must be a suburb we know, the day not in the future. */
async function toFields(ctx: ServiceContext, raw: unknown): Promise<Result<{ fields: AgentTransactionFields }>> {
  const parsed = transactionFieldsSchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error);
  const input = parsed.data;
  const date = Date.parse(`${input.date}T00:00:00Z`);
  if (date > ctx.now + DAY_MS)
    return fail("BAD_INPUT", "The date cannot be in the future", {
      fieldErrors: { date: "The date cannot be in the future" },
    });
  if (date < Date.UTC(1970, 0, 1))
    return fail("BAD_INPUT", "Enter a date after 1970", { fieldErrors: { date: "Enter a date after 1970" } });
  const suburb = await getLocation(ctx, input.suburb);
  if (!suburb || suburb.type !== "suburb")
    return fail("BAD_INPUT", "Choose a suburb from the list", {
      fieldErrors: { suburb: "Choose a suburb from the list" },
    });
  return {
    ok: true,
    fields: {
      kind: input.kind,
      address: input.address,
      suburbId: Number(suburb.id),
      propertyType: input.propertyType,
      price: input.price,
      date,
    },
  };
}

const listInput = z
  .object({ agentId: agentIdSchema, currentUserId: claimedUserId })
  .extend(pagingSchema(20, 100).shape);

export async function listTransactions(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ transactions: AgentTransaction[] }>> {
  const parsed = listInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error);
  const { agentId, currentUserId, take, skip } = parsed.data;
  await requireOwnAgent(ctx, viewer, agentId, currentUserId);
  return { ok: true, transactions: (await listAgentTransactions(ctx.db, agentId, take, skip)).map(toTransaction) };
}

const oneInput = z.object({ id: transactionIdSchema, currentUserId: claimedUserId });

/**
 * The transaction a request names, when the signed-in member may manage it. Someone else's
 * transaction reads as missing, so ids cannot be probed for other agents' results.
 */
async function ownedTransaction(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ row: AgentTransactionRow }>> {
  const parsed = oneInput.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error);
  const member = requireMember(viewer);
  const row = await getAgentTransaction(ctx.db, parsed.data.id);
  if (!row) return fail("NOT_FOUND", TRANSACTION_NOT_FOUND_MESSAGE);
  try {
    await requireOwnAgent(ctx, member, row.agentId, parsed.data.currentUserId);
  } catch (error) {
    if (!(error instanceof FailureError)) throw error;
    return error.failure.message === OWN_TRANSACTIONS_MESSAGE
      ? fail("NOT_FOUND", TRANSACTION_NOT_FOUND_MESSAGE)
      : error.failure;
  }
  return { ok: true, row };
}

/** One transaction of the signed-in agent's. */
export async function getTransaction(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ transaction: AgentTransaction }>> {
  const owned = await ownedTransaction(ctx, viewer, raw);
  if (!owned.ok) return owned;
  return { ok: true, transaction: toTransaction(owned.row) };
}

export async function createTransaction(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: { agentId: unknown; currentUserId?: unknown; fields: unknown },
): Promise<Result<{ transaction: AgentTransaction }>> {
  const ids = z.object({ agentId: agentIdSchema, currentUserId: claimedUserId }).safeParse(raw);
  if (!ids.success) return badInput(ids.error);
  await requireOwnAgent(ctx, viewer, ids.data.agentId, ids.data.currentUserId);
  const fields = await toFields(ctx, raw.fields);
  if (!fields.ok) return fields;
  const row = await insertAgentTransaction(ctx.db, ids.data.agentId, fields.fields, ctx.now);
  return { ok: true, transaction: toTransaction(row) };
}

export async function updateTransaction(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: { id: unknown; currentUserId?: unknown; fields: unknown },
): Promise<Result<{ transaction: AgentTransaction }>> {
  const owned = await ownedTransaction(ctx, viewer, raw);
  if (!owned.ok) return owned;
  const existing = owned.row;
  const fields = await toFields(ctx, raw.fields);
  if (!fields.ok) return fields;
  // The owner is in the UPDATE's WHERE too: what was checked is what is changed.
  const row = await updateAgentTransaction(ctx.db, existing.id, existing.agentId, fields.fields, ctx.now);
  if (!row) return fail("NOT_FOUND", TRANSACTION_NOT_FOUND_MESSAGE);
  return { ok: true, transaction: toTransaction(row) };
}

export async function deleteTransaction(
  ctx: ServiceContext,
  viewer: Viewer | null,
  raw: unknown,
): Promise<Result<{ id: number }>> {
  const owned = await ownedTransaction(ctx, viewer, raw);
  if (!owned.ok) return owned;
  const existing = owned.row;
  if (!(await deleteAgentTransaction(ctx.db, existing.id, existing.agentId)))
    return fail("NOT_FOUND", TRANSACTION_NOT_FOUND_MESSAGE);
  return { ok: true, id: existing.id };
}
