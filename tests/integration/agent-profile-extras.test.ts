/**
 * The agent profile's extras and enquiry form against the Worker: serviced locations, social
 * links, videos and awards as stored, the enquiry form on the shared page, and the form's server
 * action refused from a foreign or missing Origin.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";

let db: DatabaseSync;
beforeAll(() => {
  db = openLocalD1();
});
afterAll(() => db?.close());

interface Row {
  id: number;
  username: string;
  socialLinks: string;
  videos: string;
  awards: string;
}

/** A seeded agent with social links, a video and an award (the seed gives some agents all three). */
function agentWithExtras(): Row {
  const row = db
    .prepare(
      `SELECT id, username, social_links AS socialLinks, videos, awards FROM agents
       WHERE social_links <> '[]' AND videos <> '[]' AND awards <> '[]' ORDER BY id LIMIT 1`,
    )
    .get() as Row | undefined;
  if (!row) throw new Error("the seed has no agent with social links, videos and awards");
  return row;
}

async function agentQuery(username: string) {
  const response = await fetch(url("/graphql"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `query ($username: String!) { agent(username: $username) {
        servicedLocations { id displayText }
        socialLinks { network label url }
        videos { title url }
        awards { year title }
      } }`,
      variables: { username },
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    data: {
      agent: {
        servicedLocations: { id: string; displayText: string }[];
        socialLinks: { network: string; label: string; url: string }[];
        videos: { title: string; url: string }[];
        awards: { year: number; title: string }[];
      };
    };
  };
}

describe("agent profile extras", () => {
  it("serves the stored social links, videos and awards (newest first) and the suburbs with most listings", async () => {
    const agent = agentWithExtras();
    const { data } = await agentQuery(agent.username);
    const links = JSON.parse(agent.socialLinks) as { network: string; url: string }[];
    expect(data.agent.socialLinks.map(({ network, url }) => ({ network, url }))).toEqual(links);
    expect(data.agent.videos).toEqual(JSON.parse(agent.videos));
    const awards = JSON.parse(agent.awards) as { year: number }[];
    expect(data.agent.awards.map((a) => a.year)).toEqual(awards.map((a) => a.year).sort((a, b) => b - a));

    const recount = db
      .prepare(
        `SELECT suburb_id AS id FROM listings WHERE agent_id = ? GROUP BY suburb_id ORDER BY count(*) DESC, suburb_id LIMIT 8`,
      )
      .all(agent.id) as { id: number }[];
    expect(data.agent.servicedLocations.map((l) => Number(l.id))).toEqual(recount.map((r) => r.id));
  });

  it("renders them on the profile with the enquiry form (awards while awardWinners is on in development)", async () => {
    const agent = agentWithExtras();
    const response = await fetch(url(`/real-estate-agency/agent/${agent.username}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    const links = JSON.parse(agent.socialLinks) as { url: string }[];
    for (const link of links) expect(html).toContain(`href="${link.url}"`);
    expect(html).toContain('data-testid="agent-videos"');
    expect(html).toContain('data-testid="agent-awards"');
    expect(html).toContain('data-testid="agent-enquiry-form"');
  });

  it("refuses the enquiry form's server action from a foreign or missing Origin with 403", async () => {
    const agent = agentWithExtras();
    const path = `/real-estate-agency/agent/${agent.username}`;
    const html = await (await fetch(url(path))).text();
    const actionId =
      /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1] ?? /\$ACTION_ID_([0-9a-f]{40,})/.exec(html)?.[1];
    expect(actionId).toBeDefined();
    const before = (db.prepare("SELECT count(*) AS n FROM agent_enquiries").get() as { n: number }).n;
    for (const origin of ["null", "https://evil.example", undefined]) {
      const response = await fetch(url(path), {
        method: "POST",
        headers: {
          "next-action": actionId!,
          "content-type": "multipart/form-data; boundary=x",
          ...(origin ? { origin } : {}),
        },
        body: "--x--\r\n",
      });
      expect(response.status).toBe(403);
    }
    expect((db.prepare("SELECT count(*) AS n FROM agent_enquiries").get() as { n: number }).n).toBe(before);
  });
});
