import { z } from "zod";
import { transactionFieldsSchema } from "../../../services/agents/agent-transactions";
import { defineOperation, type ApiOperation } from "../operation";

/*
 * The agents' legacy transaction calls under /api (the signed-in agent's own sold and leased
 * results). Inputs are parsed in lib/services/agents/agent-transactions.ts; the currentUserId the
 * older clients send is checked against the session, never trusted. Their success is replayed in
 * tests/integration/agent-transactions.test.ts (they need a seeded agent's session).
 */

const TAG = "Legacy agent transactions";
const TESTED = "tests/integration/agent-transactions.test.ts (an agent's own session)";
const currentUserId = z
  .string()
  .optional()
  .meta({ description: "The signed-in member's id, if sent: checked, never trusted." });
const transactionShape = z
  .looseObject({
    id: z.number(),
    agentId: z.number(),
    kind: z.enum(["sold", "leased"]),
    address: z.string(),
    suburbId: z.number(),
    propertyType: z.string(),
    price: z.number().nullable(),
    date: z.string(),
  })
  .meta({ id: "AgentTransaction" });
const agentParams = z.object({ id: z.string().meta({ description: "The agent's id.", example: "300001" }) });
const transactionParams = z.object({ id: z.string().meta({ description: "The transaction's id.", example: "1" }) });
const example = {
  kind: "sold",
  address: "12 Campbell Parade",
  suburb: "bondi-nsw-2026",
  propertyType: "house",
  price: 2450000,
  date: "2026-10-03",
};

export const legacyListAgentTransactions = defineOperation({
  id: "legacyListAgentTransactions",
  legacy: true,
  method: "GET",
  path: "/api/agent/{id}/transactions",
  tag: TAG,
  summary: "The signed-in agent's transactions, newest first (currentUserId, skip, take)",
  access: "member",
  params: agentParams,
  query: z.object({ currentUserId, skip: z.string().optional(), take: z.string().optional() }),
  response: z.array(transactionShape),
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "FORBIDDEN"],
  exampleNotReplayed: TESTED,
  example: { params: { id: "300001" } },
});

export const legacyCreateAgentTransaction = defineOperation({
  id: "legacyCreateAgentTransaction",
  legacy: true,
  method: "POST",
  path: "/api/agent/{id}/transactions",
  tag: TAG,
  summary: "Records a sale or lease of the signed-in agent",
  access: "member",
  params: agentParams,
  query: z.object({ currentUserId }),
  body: transactionFieldsSchema,
  response: transactionShape,
  errors: ["UNAUTHENTICATED", "FORBIDDEN"],
  exampleNotReplayed: TESTED,
  example: { params: { id: "300001" }, body: example },
});

export const legacyGetAgentTransaction = defineOperation({
  id: "legacyGetAgentTransaction",
  legacy: true,
  method: "GET",
  path: "/api/agent/transaction/{id}",
  tag: TAG,
  summary: "One of the signed-in agent's transactions (another agent's reads as missing)",
  access: "member",
  params: transactionParams,
  query: z.object({ currentUserId }),
  response: transactionShape,
  errors: ["BAD_INPUT", "UNAUTHENTICATED", "NOT_FOUND"],
  exampleNotReplayed: TESTED,
  example: { params: { id: "1" } },
});

export const legacyUpdateAgentTransaction = defineOperation({
  id: "legacyUpdateAgentTransaction",
  legacy: true,
  method: "PUT",
  path: "/api/agent/transaction/{id}",
  tag: TAG,
  summary: "Changes one of the signed-in agent's transactions",
  access: "member",
  params: transactionParams,
  query: z.object({ currentUserId }),
  body: transactionFieldsSchema,
  response: transactionShape,
  errors: ["UNAUTHENTICATED", "FORBIDDEN"],
  exampleNotReplayed: TESTED,
  example: { params: { id: "1" }, body: example },
});

export const legacyDeleteAgentTransaction = defineOperation({
  id: "legacyDeleteAgentTransaction",
  legacy: true,
  method: "DELETE",
  path: "/api/agent/transaction/{id}",
  tag: TAG,
  summary: "Deletes one of the signed-in agent's transactions",
  access: "member",
  params: transactionParams,
  query: z.object({ currentUserId }),
  response: z.object({ deleted: z.literal(true), id: z.number() }),
  errors: ["UNAUTHENTICATED", "FORBIDDEN"],
  exampleNotReplayed: TESTED,
  example: { params: { id: "1" } },
});

export const agentTransactionOperations: readonly ApiOperation[] = [
  legacyListAgentTransactions,
  legacyCreateAgentTransaction,
  legacyGetAgentTransaction,
  legacyUpdateAgentTransaction,
  legacyDeleteAgentTransaction,
];
