// Agents' transactions on real SQL (node:sqlite with the real migrations): the permission matrix
// (visitor, member, another agent, the agent, an admin) for create, read, update and delete, the
// client's currentUserId never trusted over the session, and the refusals a person can read.
import { beforeEach, describe, expect, it } from "vitest";
import { insertSamAndKim } from "./agent-test-setup";
import { memberTestDatabase } from "../../auth/member-test-setup";
import type { Viewer } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/database";
import { agentTransactions } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import {
  createTransaction,
  deleteTransaction,
  getTransaction,
  listTransactions,
  ONLY_AGENTS_MESSAGE,
  OWN_TRANSACTIONS_MESSAGE,
  TRANSACTION_NOT_FOUND_MESSAGE,
  updateTransaction,
} from "@/lib/services/agents/agent-transactions";
import { FailureError, type Failure } from "@/lib/services/result";

let db: Database;
const NOW = Date.UTC(2026, 10, 24, 9);
const ctx = () => createServiceContext(db, NOW);
const viewer = (memberId: string, role: Viewer["role"] = "member"): Viewer => ({
  memberId,
  username: memberId,
  name: memberId,
  role,
  sessionId: "s",
});
const agentSam = viewer("member-sam", "agent");
const agentKim = viewer("member-kim", "agent");
const plainMember = viewer("member-pat");
/** A member who is an admin on the staff side: staff powers are not a member account's. */
const admin = viewer("member-admin");
const fields = {
  kind: "sold",
  address: "12 Campbell Parade",
  suburb: "bondi-nsw-2026",
  propertyType: "house",
  price: 2_450_000,
  date: "2026-10-03",
};

beforeEach(async () => {
  db = memberTestDatabase();
  await insertSamAndKim(db);
});

/** The failure a call ended in, whether returned or thrown by a guard. */
async function outcome<T>(call: () => Promise<T>): Promise<T | Failure> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FailureError) return error.failure;
    throw error;
  }
}

async function samsTransaction(): Promise<number> {
  const created = await createTransaction(ctx(), agentSam, { agentId: 7, fields });
  if (!created.ok) throw new Error(created.message);
  return created.transaction.id;
}

describe("an agent's transactions: who may do what", () => {
  it("lets the agent create, read, update and delete their own, as stored", async () => {
    const created = await createTransaction(ctx(), agentSam, { agentId: 7, fields });
    expect(created).toMatchObject({
      ok: true,
      transaction: { agentId: 7, kind: "sold", suburbId: 501, price: 2_450_000, date: "2026-10-03" },
    });
    const id = created.ok ? created.transaction.id : 0;
    expect(await listTransactions(ctx(), agentSam, { agentId: 7 })).toMatchObject({ ok: true, transactions: [{ id }] });
    expect(await getTransaction(ctx(), agentSam, { id })).toMatchObject({ ok: true, transaction: { id } });
    const updated = await updateTransaction(ctx(), agentSam, {
      id,
      fields: { ...fields, kind: "leased", price: "", date: "2026-11-01" },
    });
    expect(updated).toMatchObject({ ok: true, transaction: { kind: "leased", price: null, date: "2026-11-01" } });
    expect(await deleteTransaction(ctx(), agentSam, { id })).toEqual({ ok: true, id });
    expect(await db.select().from(agentTransactions)).toHaveLength(0);
  });

  it("refuses visitors (401), members who are not agents and other agents (403); another's reads as missing", async () => {
    const id = await samsTransaction();
    const everyCall = (who: Viewer | null): (() => Promise<unknown>)[] => [
      () => listTransactions(ctx(), who, { agentId: 7 }),
      () => createTransaction(ctx(), who, { agentId: 7, fields }),
      () => getTransaction(ctx(), who, { id }),
      () => updateTransaction(ctx(), who, { id, fields: { ...fields, price: 1 } }),
      () => deleteTransaction(ctx(), who, { id }),
    ];
    for (const call of everyCall(null)) expect(await outcome(call)).toMatchObject({ ok: false, status: 401 });
    for (const call of everyCall(plainMember))
      expect(await outcome(call)).toMatchObject({ ok: false, status: 403, message: ONLY_AGENTS_MESSAGE });
    const [list, create, ...byId] = everyCall(agentKim);
    expect(await outcome(list!)).toMatchObject({ status: 403, message: OWN_TRANSACTIONS_MESSAGE });
    expect(await outcome(create!)).toMatchObject({ status: 403, message: OWN_TRANSACTIONS_MESSAGE });
    for (const call of byId)
      expect(await outcome(call)).toMatchObject({ status: 404, message: TRANSACTION_NOT_FOUND_MESSAGE });
    // Nothing changed for Sam.
    expect(await db.select().from(agentTransactions)).toMatchObject([{ id, price: 2_450_000, agentId: 7 }]);
  });

  it("gives a member account no power over an agent's transactions, whatever staff role its holder has", async () => {
    const id = await samsTransaction();
    expect(await outcome(() => listTransactions(ctx(), admin, { agentId: 7 }))).toMatchObject({ status: 403 });
    expect(
      await outcome(() => updateTransaction(ctx(), admin, { id, fields: { ...fields, price: 2_500_000 } })),
    ).toMatchObject({
      status: 403,
    });
    expect(await db.select().from(agentTransactions)).toMatchObject([{ id, price: 2_450_000, agentId: 7 }]);
  });

  it("never takes the client's currentUserId over the session: naming another member is refused", async () => {
    const id = await samsTransaction();
    expect(
      await outcome(() => listTransactions(ctx(), agentKim, { agentId: 8, currentUserId: "member-sam" })),
    ).toMatchObject({
      status: 403,
    });
    expect(await outcome(() => deleteTransaction(ctx(), agentKim, { id, currentUserId: "member-sam" }))).toMatchObject({
      ok: false,
    });
    expect(await listTransactions(ctx(), agentSam, { agentId: 7, currentUserId: "member-sam" })).toMatchObject({
      ok: true,
    });
    expect(await db.select().from(agentTransactions)).toHaveLength(1);
  });

  it("refuses what a person should fix with a sentence per field", async () => {
    for (const [bad, field, message] of [
      [{ kind: "auctioned" }, "kind", "Choose sold or leased"],
      [{ address: "" }, "address", "Enter the street address"],
      [{ propertyType: "castle" }, "propertyType", "Choose the property type"],
      [{ price: -5 }, "price", "Enter the price in whole dollars"],
      [{ price: "lots" }, "price", "Enter the price in whole dollars"],
      [{ date: "03/10/2026" }, "date", "Enter the date as yyyy-mm-dd"],
      [{ date: "2027-06-01" }, "date", "The date cannot be in the future"],
      [{ suburb: "atlantis" }, "suburb", "Choose a suburb from the list"],
    ] as const) {
      const result = await createTransaction(ctx(), agentSam, { agentId: 7, fields: { ...fields, ...bad } });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.fieldErrors?.[field]).toBe(message);
    }
    expect(await listTransactions(ctx(), agentSam, { agentId: "seven" })).toMatchObject({ status: 400 });
    expect(await db.select().from(agentTransactions)).toHaveLength(0);
  });
});
