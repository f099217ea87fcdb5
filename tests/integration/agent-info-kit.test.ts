/**
 * The info kit against the Worker: a seeded agent sets their fees through updateMyFeesText and the
 * kit, shared by the edge page cache, shows them at once (the mutation purges the copy) as text,
 * never HTML; visitors and members who are not agents are refused, and so is a foreign Origin.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { post, signedUpMember, type CookieJar } from "./auth/client";
import { signedInAgent } from "./auth/seeded-agent";

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

const UPDATE = `mutation Fees($feesText: String!) {
  updateMyFeesText(feesText: $feesText) { ok infoKit { feesText infoKitUrl } error { message } }
}`;

interface Payload {
  ok: boolean;
  infoKit: { feesText: string | null; infoKitUrl: string } | null;
  error: { message: string } | null;
}

/** A seeded agent with a member account that no other test file sets fees for. */
function kitAgent(): { username: string; email: string } {
  return db
    .prepare(
      `SELECT a.username AS username, m.email AS email FROM agents a
       JOIN agent_members am ON am.agent_id = a.id JOIN members m ON m.id = am.member_id
       WHERE m.id LIKE 'seed-agent-%' ORDER BY a.id DESC LIMIT 1 OFFSET 7`,
    )
    .get() as { username: string; email: string };
}

async function setFees(feesText: string, jar?: CookieJar, headers: Record<string, string> = {}) {
  const response = await post("/graphql", { query: UPDATE, variables: { feesText } }, jar, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    data?: { updateMyFeesText: Payload };
    errors?: { extensions?: { code?: string } }[];
  };
}

const kit = async (path: string) => {
  const response = await fetch(url(path));
  return { status: response.status, state: response.headers.get("x-page-cache"), html: await response.text() };
};

describe("the info kit", () => {
  it("shows the fees the agent sets, as text, at once although the page is shared", async () => {
    const agent = kitAgent();
    const jar = await signedInAgent(agent.email);
    const path = `/real-estate-agency/agent/${agent.username}/info-kit`;
    const first = `Commission 2.1% <b>incl. GST</b> (${Date.now()})`;
    const set = await setFees(first, jar);
    expect(set.data?.updateMyFeesText).toMatchObject({ ok: true, infoKit: { feesText: first, infoKitUrl: path } });

    // Until a shared copy is there, then change the fees: the next visitor reads the new ones.
    await expect.poll(async () => (await kit(path)).state, { timeout: 10_000 }).toBe("HIT");
    const cached = await kit(path);
    expect(cached.html).toContain(first.replace("<b>", "&lt;b&gt;").replace("</b>", "&lt;/b&gt;"));
    expect(cached.html).not.toContain("<b>incl. GST</b>");

    const second = `Commission 1.9% incl. GST, marketing agreed with you (${Date.now()})`;
    expect((await setFees(second, jar)).data?.updateMyFeesText.ok).toBe(true);
    const after = await kit(path);
    expect(after.status).toBe(200);
    expect(after.html).toContain(second);
    expect(after.html).not.toContain(first.slice(0, 20));
    const stored = db.prepare("SELECT fees_text AS feesText FROM agents WHERE username = ?").get(agent.username) as {
      feesText: string;
    };
    expect(stored.feesText).toBe(second);
  });

  it("refuses a visitor, a member who is not an agent and a foreign Origin", async () => {
    const agent = kitAgent();
    const before = db.prepare("SELECT fees_text AS feesText FROM agents WHERE username = ?").get(agent.username);
    expect((await setFees("2%")).data?.updateMyFeesText).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/sign in/i) },
    });
    const member = await signedUpMember("kit");
    expect((await setFees("2%", member.jar)).data?.updateMyFeesText).toMatchObject({
      ok: false,
      error: { message: "Only agents have an information kit. Sign in with your agent account." },
    });
    const jar = await signedInAgent(agent.email);
    const foreign = await setFees("2%", jar, { origin: "https://evil.example" });
    expect(foreign.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(db.prepare("SELECT fees_text AS feesText FROM agents WHERE username = ?").get(agent.username)).toEqual(
      before,
    );
  });

  it("is a 404 for an unknown agent", async () => {
    expect((await kit("/real-estate-agency/agent/nobody-by-this-name/info-kit")).status).toBe(404);
  });
});
