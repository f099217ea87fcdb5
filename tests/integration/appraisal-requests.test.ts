/**
 * Appraisal requests against the Worker: the page ranks a suburb's agents as the finder does and is
 * shared by the edge page cache without the owner's address; requestAppraisal stores one row and
 * one e-mail per agent, gives a signed-in member a copy, keeps the per-sender allowance under
 * requests sent at the same time, and refuses a foreign or missing Origin.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPRAISAL_AGENTS_PER_WINDOW } from "@/lib/agents/appraisal";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { post, signedUpMember, uniqueEmail, type CookieJar } from "./auth/client";

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

const BONDI = "bondi-nsw-2026";
const REQUEST = `mutation Ask($input: AppraisalRequestInput!) {
  requestAppraisal(input: $input) { ok requestId agents { id name } address copiedTo error { message } }
}`;

interface Payload {
  ok: boolean;
  requestId: string | null;
  agents: { id: string; name: string }[];
  address: string | null;
  copiedTo: string | null;
  error: { message: string } | null;
}

const bondiId = () => (db.prepare("SELECT id FROM locations WHERE slug = ?").get(BONDI) as { id: number }).id;

/** The agents the appraisal page lists for Bondi, in its order (their profile links' usernames). */
async function listedAgents(path: string): Promise<string[]> {
  const html = await (await fetch(url(path))).text();
  const section = html.slice(html.indexOf('data-testid="appraisal-agents"'));
  return [...section.matchAll(/href="\/real-estate-agency\/agent\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
}

function agentIds(usernames: string[]): string[] {
  return usernames.map((username) =>
    String((db.prepare("SELECT id FROM agents WHERE username = ?").get(username) as { id: number }).id),
  );
}

async function ask(input: Record<string, unknown>, jar?: CookieJar, headers: Record<string, string> = {}) {
  const response = await post("/graphql", { query: REQUEST, variables: { input } }, jar, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    data?: { requestAppraisal: Payload };
    errors?: { extensions?: { code?: string } }[];
  };
}

const owner = (agentIds: string[], email: string) => ({
  locationId: String(bondiId()),
  address: "12 Kookaburra Street",
  agentIds,
  name: "Olive Owner",
  email,
  phone: "0412 345 678",
  message: "Thinking of selling in spring.",
});

const rowsOf = (email: string) =>
  db
    .prepare("SELECT request_id AS requestId, agent_id AS agentId FROM appraisal_requests WHERE email = ?")
    .all(email) as {
    requestId: string;
    agentId: number;
  }[];

describe("the appraisal page", () => {
  it("lists Bondi's agents in the finder's order, and resolves a typed suburb", async () => {
    const listed = await listedAgents(`/appraisal?location=${BONDI}`);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const finder = await (await fetch(url(`/agents?location=${BONDI}`))).text();
    const ranked = [...finder.matchAll(/<h3><a href="\/real-estate-agency\/agent\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(listed).toEqual(ranked);

    const typed = await fetch(url("/appraisal?suburb=Bondi%2C%20NSW%202026&address=12%20Kookaburra%20St"), {
      redirect: "manual",
    });
    expect(typed.status).toBe(307);
    expect(typed.headers.get("location")).toMatch(/\/appraisal\?location=bondi-nsw-2026&address=12\+Kookaburra\+St$/);
    expect((await fetch(url("/appraisal?location=nowhere-at-all"))).status).toBe(404);
  });

  it("lists the agent an owner came from first, ticked, when they are not among the suburb's best", async () => {
    const outsider = db
      .prepare(
        `SELECT a.id AS id, a.username AS username FROM agents a WHERE NOT EXISTS (
           SELECT 1 FROM listings l WHERE l.agent_id = a.id AND l.suburb_id = ?) ORDER BY a.id LIMIT 1`,
      )
      .get(bondiId()) as { id: number; username: string };
    const path = `/appraisal?location=${BONDI}&agent=${outsider.id}`;
    const listed = await listedAgents(path);
    expect(listed[0]).toBe(outsider.username);
    expect(listed.slice(1)).toEqual(await listedAgents(`/appraisal?location=${BONDI}`));
    const html = await (await fetch(url(path))).text();
    const boxes = [...html.matchAll(/<input type="checkbox" name="agentIds"[^>]*>/g)].map((m) => m[0]);
    expect(boxes.filter((box) => box.includes('checked=""'))).toEqual([
      expect.stringContaining(`value="${outsider.id}"`),
    ]);
    expect(html).toContain("No sales in Bondi in the last 12 months yet");
  });

  it("is shared by the edge page cache under the suburb alone: the owner's address never reaches the HTML", async () => {
    const path = `/appraisal?location=${BONDI}&address=${encodeURIComponent("77 Secret Lane")}`;
    await expect
      .poll(async () => (await fetch(url(path))).headers.get("x-page-cache"), { timeout: 10_000 })
      .toBe("HIT");
    const html = await (await fetch(url(path))).text();
    expect(html).not.toContain("Secret Lane");
    expect(html).toContain('data-testid="appraisal-form"');
  });
});

describe("requestAppraisal", () => {
  it("stores one row per agent under one request and queues one e-mail to each agent", async () => {
    const ids = agentIds((await listedAgents(`/appraisal?location=${BONDI}`)).slice(0, 2));
    const email = uniqueEmail("owner");
    const { data } = await ask(owner(ids, email));
    expect(data?.requestAppraisal).toMatchObject({
      ok: true,
      address: "12 Kookaburra Street, Bondi, NSW 2026",
      copiedTo: null,
      error: null,
    });
    expect(data!.requestAppraisal.agents.map((a) => a.id)).toEqual(ids);
    const rows = rowsOf(email);
    expect(rows.map((row) => String(row.agentId))).toEqual(ids);
    expect(new Set(rows.map((row) => row.requestId))).toEqual(new Set([data!.requestAppraisal.requestId]));
    const agentEmails = ids.map(
      (id) => (db.prepare("SELECT email FROM agents WHERE id = ?").get(Number(id)) as { email: string }).email,
    );
    const mails = db
      .prepare(
        "SELECT to_address AS toAddress, reply_to AS replyTo FROM mail_outbox WHERE kind = 'appraisal-request' AND reply_to = ?",
      )
      .all(email) as { toAddress: string; replyTo: string }[];
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([...agentEmails].sort());
  });

  it("sends a signed-in member a copy at their confirmed address and records the member", async () => {
    const member = await signedUpMember("appraisal");
    const ids = agentIds((await listedAgents(`/appraisal?location=${BONDI}`)).slice(0, 1));
    const { data } = await ask(owner(ids, member.email), member.jar);
    expect(data?.requestAppraisal).toMatchObject({ ok: true, copiedTo: member.email });
    const row = db
      .prepare("SELECT member_id AS memberId FROM appraisal_requests WHERE email = ?")
      .get(member.email) as {
      memberId: string;
    };
    expect(row.memberId).toBe(member.member.id);
  });

  it("keeps the allowance when five three-agent requests arrive at once: two are stored, whole", async () => {
    const ids = agentIds((await listedAgents(`/appraisal?location=${BONDI}`)).slice(0, 3));
    expect(ids).toHaveLength(3);
    const email = uniqueEmail("burst");
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(owner(ids, email))));
    const payloads = answers.map((answer) => answer.data!.requestAppraisal);
    expect(payloads.filter((p) => p.ok)).toHaveLength(2);
    for (const refused of payloads.filter((p) => !p.ok))
      expect(refused.error?.message).toBe(
        "You have asked 6 agents for an appraisal in the last 24 hours. Please try again tomorrow.",
      );
    const rows = rowsOf(email);
    expect(rows).toHaveLength(APPRAISAL_AGENTS_PER_WINDOW);
    expect(new Set(rows.map((row) => row.requestId)).size).toBe(2);
    const mailed = db
      .prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'appraisal-request' AND reply_to = ?")
      .get(email) as { n: number };
    expect(mailed.n).toBe(APPRAISAL_AGENTS_PER_WINDOW);
  });

  it("refuses a foreign or missing Origin and stores nothing", async () => {
    const ids = agentIds((await listedAgents(`/appraisal?location=${BONDI}`)).slice(0, 1));
    const email = uniqueEmail("csrf");
    const foreign = await ask(owner(ids, email), undefined, { origin: "https://evil.example" });
    expect(foreign.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const missing = await fetch(url("/graphql"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: REQUEST, variables: { input: owner(ids, email) } }),
    });
    const body = (await missing.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(rowsOf(email)).toEqual([]);
  });

  it("refuses four agents with a sentence", async () => {
    const ids = (db.prepare("SELECT id FROM agents ORDER BY id LIMIT 4").all() as { id: number }[]).map((a) =>
      String(a.id),
    );
    const email = uniqueEmail("four");
    const { data } = await ask(owner(ids, email));
    expect(data?.requestAppraisal).toMatchObject({
      ok: false,
      error: { message: "You can ask up to 3 agents at once." },
    });
    expect(rowsOf(email)).toEqual([]);
  });
});
