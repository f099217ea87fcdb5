/**
 * Agents as members against the Worker: a seeded agent signs in with the demo password and
 * manages their own transactions through the legacy calls; another agent, a plain member and a
 * visitor cannot; a currentUserId naming someone else and a foreign Origin are refused.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { CookieJar, get, origin, signedUpMember } from "./auth/client";
import { signedInAgent } from "./auth/seeded-agent";
import { ONLY_AGENTS_MESSAGE } from "@/lib/services/agents/agent-transactions";
import { ONLY_AGENTS_ASK_MESSAGE } from "@/lib/services/agents/vendor-reviews";

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

interface SeededAgent {
  agentId: number;
  memberId: string;
  email: string;
}

/** Two seeded agents with member accounts, picked by offset so parallel test files rarely share one. */
function seededAgents(offset: number): [SeededAgent, SeededAgent] {
  const rows = db
    .prepare(
      `SELECT am.agent_id AS agentId, m.id AS memberId, m.email FROM agent_members am JOIN members m ON m.id = am.member_id
       WHERE m.id LIKE 'seed-agent-%' ORDER BY am.agent_id LIMIT 2 OFFSET ?`,
    )
    .all(offset) as unknown as SeededAgent[];
  if (rows.length < 2) throw new Error("the seed has no agent member accounts");
  return [rows[0]!, rows[1]!];
}

async function send(method: string, path: string, jar: CookieJar | undefined, body?: unknown, headers = {}) {
  return fetch(url(path), {
    method,
    headers: {
      origin: origin(),
      "content-type": "application/json",
      ...(jar ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const suburb = () =>
  (db.prepare("SELECT slug FROM locations WHERE slug = 'bondi-nsw-2026'").get() as { slug: string }).slug;

describe("agents' transactions (legacy calls)", () => {
  it("a seeded agent creates, reads, updates and deletes their own results", async () => {
    const [sam] = seededAgents(40);
    const jar = await signedInAgent(sam.email);
    const fields = {
      kind: "sold",
      address: "3 Integration Street",
      suburb: suburb(),
      propertyType: "house",
      price: 1_850_000,
      date: "2026-09-14",
    };
    const created = await send(
      "POST",
      `/api/agent/${sam.agentId}/transactions?currentUserId=${sam.memberId}`,
      jar,
      fields,
    );
    expect(created.status).toBe(201);
    const transaction = (await created.json()) as { id: number; agentId: number; price: number };
    expect(transaction).toMatchObject({ agentId: sam.agentId, price: 1_850_000, date: "2026-09-14" });

    const list = await get(`/api/agent/${sam.agentId}/transactions?skip=0&take=5`, jar);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { id: number }[]).map((t) => t.id)).toContain(transaction.id);

    const updated = await send("PUT", `/api/agent/transaction/${transaction.id}`, jar, { ...fields, price: "" });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: transaction.id, price: null });
    expect((await get(`/api/agent/transaction/${transaction.id}`, jar)).status).toBe(200);

    const deleted = await send("DELETE", `/api/agent/transaction/${transaction.id}`, jar);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true, id: transaction.id });
    expect((await get(`/api/agent/transaction/${transaction.id}`, jar)).status).toBe(404);
  });

  it("refuses visitors, members, other agents, another's currentUserId and a foreign Origin", async () => {
    const [sam, kim] = seededAgents(50);
    const samJar = await signedInAgent(sam.email);
    const kimJar = await signedInAgent(kim.email);
    const fields = {
      kind: "leased",
      address: "9 Matrix Lane",
      suburb: suburb(),
      propertyType: "apartment",
      date: "2026-08-01",
    };
    const created = await send("POST", `/api/agent/${sam.agentId}/transactions`, samJar, fields);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const member = await signedUpMember("agent-transactions-member");

    // Visitors: 401 on every call.
    expect((await get(`/api/agent/${sam.agentId}/transactions`)).status).toBe(401);
    expect((await send("POST", `/api/agent/${sam.agentId}/transactions`, undefined, fields)).status).toBe(401);
    expect((await send("DELETE", `/api/agent/transaction/${id}`, undefined)).status).toBe(401);
    // A member who is not an agent: 403 with the reason.
    const asMember = await get(`/api/agent/${sam.agentId}/transactions`, member.jar);
    expect(asMember.status).toBe(403);
    expect(await asMember.json()).toMatchObject({ message: expect.stringContaining("Only agents") });
    // Another agent: cannot list or add to Sam's, and Sam's transaction reads as missing to them.
    expect((await get(`/api/agent/${sam.agentId}/transactions`, kimJar)).status).toBe(403);
    expect((await send("POST", `/api/agent/${sam.agentId}/transactions`, kimJar, fields)).status).toBe(403);
    expect((await get(`/api/agent/transaction/${id}`, kimJar)).status).toBe(404);
    expect(
      (await send("PUT", `/api/agent/transaction/${id}`, kimJar, { ...fields, address: "Taken over" })).status,
    ).toBe(404);
    expect((await send("DELETE", `/api/agent/transaction/${id}`, kimJar)).status).toBe(404);
    // Kim claiming to be Sam through currentUserId: refused, the session decides.
    expect((await get(`/api/agent/${kim.agentId}/transactions?currentUserId=${sam.memberId}`, kimJar)).status).toBe(
      403,
    );
    // Sam's own delete from another site: refused by Origin.
    expect(
      (await send("DELETE", `/api/agent/transaction/${id}`, samJar, undefined, { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    // Bad input: 400 with a sentence.
    const bad = await send("POST", `/api/agent/${sam.agentId}/transactions`, samJar, { ...fields, date: "yesterday" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.any(String) });
    expect((await get(`/api/agent/seven/transactions`, samJar)).status).toBe(400);

    const row = db.prepare("SELECT address, agent_id AS agentId FROM agent_transactions WHERE id = ?").get(id) as {
      address: string;
      agentId: number;
    };
    expect(row).toEqual({ address: "9 Matrix Lane", agentId: sam.agentId });
    expect((await send("DELETE", `/api/agent/transaction/${id}`, samJar)).status).toBe(200);
  });
});

describe("the agent hub's pages (rendered per request for the signed-in member)", () => {
  it("are the agent's own; a member who is not an agent has no hub and is told why on the others", async () => {
    const [agent] = seededAgents(60);
    const agentJar = await signedInAgent(agent.email);
    const { username } = db.prepare("SELECT username FROM agents WHERE id = ?").get(agent.agentId) as {
      username: string;
    };
    const hub = await get("/agent-hub", agentJar);
    expect(hub.status).toBe(200);
    const hubHtml = await hub.text();
    expect(hubHtml).toContain('data-testid="performance-hub"');
    // Their own figures: the hub links to the signed-in agent's public profile.
    expect(hubHtml).toContain(`href="/real-estate-agency/agent/${username}"`);
    expect(hub.headers.get("cache-control")).toMatch(/private|no-store/);
    const transactions = await get("/agent-hub/transactions", agentJar);
    expect(await transactions.text()).toContain('data-testid="agent-transactions-page"');

    const member = await signedUpMember("agent-hub-member");
    expect((await get("/agent-hub", member.jar)).status).toBe(404);
    const refused = await get("/agent-hub/transactions", member.jar);
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain(ONLY_AGENTS_MESSAGE);
    const notAsked = await get("/agent-hub/vendor-reviews", member.jar);
    expect(await notAsked.text()).toContain(ONLY_AGENTS_ASK_MESSAGE);
  });
});
