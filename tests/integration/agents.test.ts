/**
 * Agent profiles against the Worker: the performance figures equal a recount from the stored
 * listings, a price the vendor withheld never reaches the page, the page is shared by the edge
 * page cache, and listing pages link their agents to it.
 */
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { origin, post, signedUpMember } from "./auth/client";
import { signedInAgent } from "./auth/seeded-agent";
import { openLocalD1, WITHHELD_PRICE, WITHHELD_PRICE_SPELLINGS } from "../support/local-d1";

const DAY = 86_400_000;
let db: DatabaseSync;

interface Picked {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}

let planted: number | undefined;

beforeAll(() => {
  db = openLocalD1();
  // The agent's secret: a sold price stored beside "Price withheld", as an import might keep it.
  planted = agentWithWithheldSale().listingId;
  db.prepare("UPDATE listings SET sold_price = ? WHERE id = ?").run(WITHHELD_PRICE, planted);
});
afterAll(() => {
  if (planted !== undefined) db.prepare("UPDATE listings SET sold_price = NULL WHERE id = ?").run(planted);
  db?.close();
});

/**
 * An agent with a withheld sold price ("Price withheld") among their six newest sales, the most
 * sales of those. The seed stores no secret figure for these; the tests plant one (restored after).
 */
function agentWithWithheldSale(): Picked & { listingId: number } {
  const row = db
    .prepare(
      `SELECT a.id, a.username, a.first_name AS firstName, a.last_name AS lastName, l.id AS listingId
       FROM listings l JOIN agents a ON a.id = l.agent_id
       WHERE l.status_type = 'sold' AND l.price IS NULL
         AND l.id IN (SELECT n.id FROM listings n WHERE n.agent_id = l.agent_id AND n.status_type = 'sold' ORDER BY n.sold_at DESC, n.id DESC LIMIT 6)
       ORDER BY (SELECT count(*) FROM listings c WHERE c.agent_id = a.id AND c.status_type = 'sold') DESC, a.id
       LIMIT 1`,
    )
    .get() as (Picked & { listingId: number }) | undefined;
  if (!row) throw new Error("the seed has no agent with a withheld sold price");
  return row;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

async function graphql(query: string, variables: Record<string, unknown>) {
  const response = await fetch(url("/graphql"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe("agent profile", () => {
  it("reports the last 12 months as a recount of the stored listings does", async () => {
    const agent = agentWithWithheldSale();
    const now = Date.now();
    const sales = db
      .prepare(
        `SELECT price, listed_at AS listedAt, sold_at AS soldAt FROM listings
         WHERE agent_id = ? AND status_type = 'sold' AND sold_at BETWEEN ? AND ?`,
      )
      .all(agent.id, now - 365 * DAY, now) as { price: number | null; listedAt: number; soldAt: number }[];
    const leased = db
      .prepare(
        `SELECT count(*) AS n FROM listings WHERE agent_id = ? AND status_type = 'leased' AND leased_at BETWEEN ? AND ?`,
      )
      .get(agent.id, now - 365 * DAY, now) as { n: number };
    const data = await graphql(
      `
        query ($username: String!) {
          agent(username: $username) {
            name
            performance {
              soldLast12Months
              leasedLast12Months
              medianSoldPrice
              medianDaysOnMarket
            }
          }
        }
      `,
      { username: agent.username },
    );
    expect(data.agent).toEqual({
      name: `${agent.firstName} ${agent.lastName}`,
      performance: {
        soldLast12Months: sales.length,
        leasedLast12Months: leased.n,
        medianSoldPrice: median(sales.flatMap((s) => (s.price === null ? [] : [s.price]))),
        medianDaysOnMarket: median(sales.map((s) => Math.max(0, Math.round((s.soldAt - s.listedAt) / DAY)))),
      },
    });
  });

  it("renders the profile with title, canonical and RealEstateAgent data, and no withheld price", async () => {
    const agent = agentWithWithheldSale();
    const path = `/real-estate-agency/agent/${agent.username}`;
    // A cookie makes the edge page cache render it now, with the secret in place.
    const response = await fetch(url(path), { headers: { cookie: "render=fresh" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const name = `${agent.firstName} ${agent.lastName}`;
    expect(html).toMatch(new RegExp(`<title>${name.replace(/'/g, "&#x27;")}, `));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(html).toContain('"@type":"RealEstateAgent"');
    expect(html).toContain(`data-testid="agent-listings-sold"`);
    expect(html).toContain(`/${agent.listingId}"`); // the withheld sale is among the cards
    const stats = await (await fetch(url(`/api/v1/agent/${agent.id}/listings/stats`))).text();
    for (const spelling of WITHHELD_PRICE_SPELLINGS) {
      expect(html).not.toContain(spelling);
      expect(stats).not.toContain(spelling);
    }
  });

  it("is a 404 for an unknown or malformed username", async () => {
    expect((await fetch(url("/real-estate-agency/agent/nobody-at-all-here"))).status).toBe(404);
    expect((await fetch(url("/real-estate-agency/agent/Not_A_Username"))).status).toBe(404);
  });

  it("is shared by the edge page cache for visitors without a session", async () => {
    const agent = agentWithWithheldSale();
    const path = `/real-estate-agency/agent/${agent.username}`;
    await fetch(url(path));
    const second = await fetch(url(`${path}?utm_source=test`));
    expect(second.status).toBe(200);
    expect(["HIT", "STALE"]).toContain(second.headers.get("x-page-cache"));
  });

  it("office searches under real-estate-agency still answer", async () => {
    const office = db.prepare("SELECT slug FROM offices ORDER BY id LIMIT 1").get() as { slug: string };
    expect((await fetch(url(`/real-estate-agency/${office.slug}/for-sale`))).status).toBe(200);
  });

  it("listing pages link each agent's name to their profile", async () => {
    const listing = db
      .prepare(
        `SELECT l.id, a.username FROM listings l JOIN agents a ON a.id = l.agent_id WHERE l.status_type = 'buy' ORDER BY l.id LIMIT 1`,
      )
      .get() as { id: number; username: string };
    const response = await fetch(url(`/homes/x/${listing.id}`), { redirect: "follow" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`href="/real-estate-agency/agent/${listing.username}"`);
  });
});

async function api(path: string) {
  const response = await fetch(url(path));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
}

describe("agent finder", () => {
  it("ranks Bondi's agents as a recount of its last 12 months of sales does, 5 a page", async () => {
    const suburb = db.prepare("SELECT id FROM locations WHERE slug = 'bondi-nsw-2026'").get() as { id: number };
    const now = Date.now();
    const counts = db
      .prepare(
        `SELECT agent_id AS agentId, count(*) AS n FROM listings
         WHERE suburb_id = ? AND status_type = 'sold' AND sold_at BETWEEN ? AND ? GROUP BY agent_id`,
      )
      .all(suburb.id, now - 365 * DAY, now) as { agentId: number; n: number }[];
    expect(counts.length).toBeGreaterThan(0);
    const data = await graphql(
      `
        query {
          agentFinder(location: "bondi-nsw-2026") {
            total
            pageSize
            agents {
              agent {
                id
              }
              evidence {
                results
              }
            }
          }
        }
      `,
      {},
    );
    const found = data.agentFinder as {
      total: number;
      pageSize: number;
      agents: { agent: { id: string }; evidence: { results: number } }[];
    };
    expect(found.pageSize).toBe(5);
    expect(found.total).toBe(counts.length);
    expect(found.agents).toHaveLength(Math.min(5, counts.length));
    const most = Math.max(...counts.map((c) => c.n));
    expect(found.agents[0]!.evidence.results).toBe(most);
    for (const { agent, evidence } of found.agents) {
      expect(evidence.results).toBe(counts.find((c) => c.agentId === Number(agent.id))!.n);
    }
    const results = found.agents.map((a) => a.evidence.results);
    expect(results).toEqual([...results].sort((a, b) => b - a));
  });

  it("refuses a bad search with a sentence, never a 500", async () => {
    const response = await fetch(url("/graphql"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `query { agentFinder(location: "bondi-nsw-2026", page: 0) { total } }` }),
    });
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0]!.message).toBe("page starts at 1");
  });

  it("/agents answers the header's Find agents link and lists Bondi's agents", async () => {
    expect((await fetch(url("/agents"))).status).toBe(200);
    const html = await (await fetch(url("/agents?location=bondi-nsw-2026"))).text();
    const shown = html.match(/data-testid="agent-result"/g) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(5);
  });
});

describe("agency finder", () => {
  it("ranks Bondi's agencies by their agents' sales there together, as a recount does, 5 a page", async () => {
    const suburb = db.prepare("SELECT id FROM locations WHERE slug = 'bondi-nsw-2026'").get() as { id: number };
    const now = Date.now();
    const counts = db
      .prepare(
        `SELECT a.office_id AS officeId, o.slug, count(*) AS n FROM listings l
         JOIN agents a ON a.id = l.agent_id JOIN offices o ON o.id = a.office_id
         WHERE l.suburb_id = ? AND l.status_type = 'sold' AND l.sold_at BETWEEN ? AND ? GROUP BY a.office_id`,
      )
      .all(suburb.id, now - 365 * DAY, now) as { officeId: number; slug: string; n: number }[];
    const localOnly = db
      .prepare(
        `SELECT count(*) AS n FROM offices WHERE suburb_id = ? AND id NOT IN (
           SELECT a.office_id FROM listings l JOIN agents a ON a.id = l.agent_id
           WHERE l.suburb_id = ? AND l.status_type = 'sold' AND l.sold_at BETWEEN ? AND ?)`,
      )
      .get(suburb.id, suburb.id, now - 365 * DAY, now) as { n: number };
    expect(counts.length).toBeGreaterThan(0);
    const response = await fetch(url("/agents/agencies?location=bondi-nsw-2026"));
    expect(response.status).toBe(200);
    const html = await response.text();
    const total = counts.length + localOnly.n;
    expect(html).toMatch(new RegExp(`data-testid="office-finder-heading"[^>]*>${total}<!-- --> <!-- -->agenc`));
    const shown = [
      ...html.matchAll(
        /data-testid="office-result".*?href="\/real-estate-agency\/([a-z0-9-]+)".*?(?:data-testid="office-evidence"[^>]*>(\d+)|<\/li>)/gs,
      ),
    ];
    expect(shown).toHaveLength(Math.min(5, total));
    const results = shown.map((m) => Number(m[2] ?? 0));
    for (const [, slug] of shown.filter((m) => m[2] !== undefined))
      expect(results[shown.findIndex((m) => m[1] === slug)]).toBe(counts.find((c) => c.slug === slug)!.n);
    expect(results[0]).toBe(Math.max(...counts.map((c) => c.n)));
    expect(results).toEqual([...results].sort((a, b) => b - a));
  });

  it("finds agencies by name, lists the brands by state, and refuses an unknown suburb with a sentence", async () => {
    const office = db.prepare("SELECT slug, name FROM offices ORDER BY id LIMIT 1").get() as {
      slug: string;
      name: string;
    };
    const byName = await (await fetch(url(`/agents/agencies?name=${encodeURIComponent(office.name)}`))).text();
    expect(byName).toContain(`href="/real-estate-agency/${office.slug}"`);
    const company = db
      .prepare(
        "SELECT c.slug FROM companies c JOIN offices o ON o.company_id = c.id WHERE o.state_code = 'VIC' LIMIT 1",
      )
      .get() as { slug: string };
    const brands = await (await fetch(url("/agents/agencies?state=vic"))).text();
    expect(brands).toContain("Agency brands in Victoria");
    expect(brands).toContain(`href="/real-estate-agency/company/${company.slug}"`);
    const unknown = await fetch(url("/agents/agencies?location=no-such-place-nsw-9999"));
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain("We could not find that suburb");
  });
});

describe("main API: agents", () => {
  it("answers an agent, their reviews (take 5), a review and their listing stats", async () => {
    const agent = agentWithWithheldSale();
    const one = await api(`/api/v1/agent/${agent.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: agent.id, username: agent.username, office: { id: expect.any(Number) } });
    const reviewed = db
      .prepare("SELECT agent_id AS id, count(*) AS n FROM agent_reviews GROUP BY agent_id HAVING n > 6 LIMIT 1")
      .get() as {
      id: number;
    };
    const reviews = await api(`/api/v1/agent/${reviewed.id}/reviews`);
    expect(reviews.status).toBe(200);
    expect(reviews.body).toHaveLength(5);
    const review = await api(`/api/v1/agent/review/${(reviews.body[0] as { id: number }).id}`);
    expect(review.body).toEqual(reviews.body[0]);
    const stats = await api(`/api/v1/agent/${agent.id}/listings/stats`);
    expect(stats.status).toBe(200);
    const body = stats.body as unknown as { soldLast12Months: number; bySuburb: { soldLast12Months: number }[] };
    expect(body.bySuburb.reduce((sum, s) => sum + s.soldLast12Months, 0)).toBe(body.soldLast12Months);
  });

  it("answers agents by a json filter, 5 by default", async () => {
    const ids = (db.prepare("SELECT id FROM agents ORDER BY id LIMIT 7").all() as { id: number }[]).map((r) => r.id);
    const found = await api(`/api/v1/agents?json=${encodeURIComponent(JSON.stringify({ userIds: ids }))}`);
    expect(found.status).toBe(200);
    expect((found.body as { id: number }[]).map((a) => a.id)).toEqual(ids.slice(0, 5));
  });

  it("answers offices by a json filter in the order asked, repeats once, 5 by default", async () => {
    const ids = (db.prepare("SELECT id FROM offices ORDER BY id LIMIT 7").all() as { id: number }[])
      .map((r) => r.id)
      .reverse();
    const found = await api(
      `/api/v1/offices?json=${encodeURIComponent(JSON.stringify({ officeIds: [...ids, ids[0]] }))}`,
    );
    expect(found.status).toBe(200);
    expect((found.body as { id: number }[]).map((o) => o.id)).toEqual(ids.slice(0, 5));
    const second = await api(
      `/api/v1/offices?json=${encodeURIComponent(JSON.stringify({ officeIds: ids, skip: 5, take: 50 }))}`,
    );
    expect((second.body as { id: number }[]).map((o) => o.id)).toEqual(ids.slice(5));
  });

  it("searches agents, offices and suburbs by text", async () => {
    const agents = await api("/api/v1/search/agentsandlocations?q=bondi");
    expect(agents.status).toBe(200);
    expect((agents.body.locations as { slug: string }[]).map((l) => l.slug)).toContain("bondi-nsw-2026");
    const offices = await api("/api/v1/search/officesandlocations?q=bondi");
    expect(offices.status).toBe(200);
    expect(Array.isArray(offices.body.offices)).toBe(true);
  });

  it("answers 400 with a sentence for bad input and 404 for an unknown agent, never 500", async () => {
    const cases: [string, number, string][] = [
      ["/api/v1/agent/jane", 400, "An agent id is a number, e.g. 300001."],
      ["/api/v1/agent/999999999", 404, "No agent has that id."],
      ["/api/v1/agent/300001/reviews?take=500", 400, "take is at most 50."],
      ["/api/v1/agent/300001/reviews?skip=-1", 400, "skip cannot be negative."],
      ["/api/v1/agent/review/abc", 400, "A review id is a number."],
      ["/api/v1/agents?json=%7Bnope", 400, 'json must be a JSON object, e.g. {"userIds":[300001],"take":5}.'],
      ["/api/v1/agents?json=%7B%22take%22%3A0%7D", 400, "take must be at least 1."],
      ["/api/v1/offices?json=%5B", 400, 'json must be a JSON object, e.g. {"officeIds":[20001],"take":5}.'],
      ["/api/v1/offices?json=%7B%22officeIds%22%3A%22x%22%7D", 400, "officeIds is a list of office ids."],
      ["/api/v1/search/agentsandlocations", 400, "Add q, the text to search for, e.g. ?q=bondi."],
    ];
    for (const [path, status, message] of cases) {
      const answer = await api(path);
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({ path, status, message });
    }
  });
});

describe("offices and companies", () => {
  it("an office's page is named after it, lists its agents and links its searches; its company lists it", async () => {
    const office = db
      .prepare(
        "SELECT o.id, o.slug, o.name, c.slug AS companySlug, c.id AS companyId FROM offices o JOIN companies c ON c.id = o.company_id ORDER BY o.id LIMIT 1",
      )
      .get() as { id: number; slug: string; name: string; companySlug: string; companyId: number };
    const agents = (
      db.prepare("SELECT username FROM agents WHERE office_id = ?").all(office.id) as { username: string }[]
    ).map((a) => a.username);
    const response = await fetch(url(`/real-estate-agency/${office.slug}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${office.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")}: real estate agents`);
    for (const username of agents) expect(html).toContain(`href="/real-estate-agency/agent/${username}"`);
    expect(html).toContain(`href="/real-estate-agency/${office.slug}/for-sale/real-estate"`);
    const company = await fetch(url(`/real-estate-agency/company/${office.companySlug}`));
    expect(company.status).toBe(200);
    expect(await company.text()).toContain(`href="/real-estate-agency/${office.slug}"`);
    expect((await fetch(url("/real-estate-agency/no-such-office-anywhere"))).status).toBe(404);

    const offices = await api(`/api/v1/company/${office.companyId}/offices/list`);
    expect((offices.body as { id: number }[]).map((o) => o.id)).toContain(office.id);
    const one = await api(`/api/v1/offices/${office.id}`);
    expect(one.body).toMatchObject({ id: office.id, company: { id: office.companyId } });
    expect((one.body.agents as unknown[]).length).toBe(agents.length);
    const nsw = await api("/api/v1/companies/list?stateId=2");
    expect(nsw.status).toBe(200);
    expect((await api("/api/v1/companies/list?stateId=9")).body.message).toBe("stateId must be a number from 1 to 8.");
    expect((await api("/api/v1/offices/abc")).status).toBe(400);
    expect((await api("/api/v1/company/999999/offices/list")).status).toBe(404);
  });
});

describe("following and reviewing agents", () => {
  const REVIEW = `mutation ($input: AgentReviewInput!) { reviewAgent(input: $input) { ok review { rating body } error { message } } }`;

  it("legacy follow and unfollow: members only, this site's Origin only", async () => {
    const agentId = (db.prepare("SELECT id FROM agents ORDER BY id LIMIT 1").get() as { id: number }).id;
    const { jar } = await signedUpMember("agent-follow");
    const foreign = await fetch(url(`/api/agent/${agentId}/followers`), {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: jar.header() },
    });
    expect(foreign.status).toBe(403);
    const missing = await fetch(url(`/api/agent/${agentId}/followers`), {
      method: "POST",
      headers: { cookie: jar.header() },
    });
    expect(missing.status).toBe(403);
    expect((await post(`/api/agent/${agentId}/followers`, undefined)).status).toBe(401);
    const followed = await post(`/api/agent/${agentId}/followers`, undefined, jar);
    expect(followed.status).toBe(200);
    const following = async () =>
      (
        (await (
          await post(
            "/graphql",
            { query: `query { isFollowing(input: { targetType: agent, targetId: "${agentId}" }) }` },
            jar,
          )
        ).json()) as { data: { isFollowing: boolean } }
      ).data.isFollowing;
    expect(await following()).toBe(true);
    const unfollowed = await fetch(url(`/api/agent/${agentId}/follower`), {
      method: "DELETE",
      headers: { origin: origin(), cookie: jar.header() },
    });
    expect(unfollowed.status).toBe(200);
    expect(await following()).toBe(false);
  });

  it("a member reviews an agent once; the text comes back as typed; visitors are refused", async () => {
    const agentId = String((db.prepare("SELECT id FROM agents ORDER BY id DESC LIMIT 1").get() as { id: number }).id);
    const { jar } = await signedUpMember("agent-review");
    const body = "<script>alert(1)</script> Sold our place in a fortnight, great advice.";
    const first = (await (
      await post("/graphql", { query: REVIEW, variables: { input: { agentId, rating: 5, body } } }, jar)
    ).json()) as {
      data: { reviewAgent: unknown };
    };
    expect(first.data.reviewAgent).toEqual({ ok: true, review: { rating: 5, body }, error: null });
    const second = (await (
      await post("/graphql", { query: REVIEW, variables: { input: { agentId, rating: 1, body } } }, jar)
    ).json()) as {
      data: { reviewAgent: { ok: boolean; error: { message: string } } };
    };
    expect(second.data.reviewAgent.ok).toBe(false);
    expect(second.data.reviewAgent.error.message).toMatch(/^You have already reviewed /);
    const visitor = (await (
      await post("/graphql", { query: REVIEW, variables: { input: { agentId, rating: 5, body } } })
    ).json()) as {
      data: { reviewAgent: { ok: boolean } };
    };
    expect(visitor.data.reviewAgent.ok).toBe(false);
  });

  it("refuses an agent's review of themselves and of a colleague in their office, saying why", async () => {
    const pair = db
      .prepare(
        `SELECT a.id AS agentId, m.email AS email, c.id AS colleagueId, c.first_name || ' ' || c.last_name AS colleague
         FROM agents a JOIN agent_members am ON am.agent_id = a.id JOIN members m ON m.id = am.member_id
         JOIN agents c ON c.office_id = a.office_id AND c.id <> a.id
         WHERE m.id LIKE 'seed-agent-%' ORDER BY a.id LIMIT 1 OFFSET 3`,
      )
      .get() as { agentId: number; email: string; colleagueId: number; colleague: string } | undefined;
    if (!pair) throw new Error("the seed has no agent with a member account and a colleague");
    const jar = await signedInAgent(pair.email);
    const reviewsBy = () =>
      (
        db
          .prepare(
            "SELECT count(*) AS n FROM agent_reviews r JOIN agent_members am ON am.member_id = r.member_id WHERE am.agent_id = ?",
          )
          .get(pair.agentId) as { n: number }
      ).n;
    const before = reviewsBy();
    const body = "The best agent in town, everyone should list with this office.";
    const review = async (agentId: number) =>
      (
        (await (
          await post(
            "/graphql",
            { query: REVIEW, variables: { input: { agentId: String(agentId), rating: 5, body } } },
            jar,
          )
        ).json()) as { data: { reviewAgent: { ok: boolean; error: { message: string } | null } } }
      ).data.reviewAgent;

    expect(await review(pair.agentId)).toMatchObject({
      ok: false,
      error: { message: "You can't review yourself: reviews come from the people an agent has worked for." },
    });
    expect(await review(pair.colleagueId)).toMatchObject({
      ok: false,
      error: {
        message: `You can't review ${pair.colleague}: they work in your office, and reviews come from the people an agent has worked for.`,
      },
    });
    expect(reviewsBy()).toBe(before);
  });

  it("a new review shows on the agent's shared profile at once", async () => {
    const agent = db.prepare("SELECT id, username FROM agents ORDER BY id DESC LIMIT 1 OFFSET 5").get() as {
      id: number;
      username: string;
    };
    const path = `/real-estate-agency/agent/${agent.username}`;
    const profile = async () => {
      const response = await fetch(url(path));
      return { state: response.headers.get("x-page-cache"), html: await response.text() };
    };
    // A shared copy is there first, so only a purge can show the review now.
    await expect.poll(async () => (await profile()).state, { timeout: 10_000 }).toBe("HIT");
    const { jar } = await signedUpMember("agent-review-purge");
    const body = `Kept us informed every step of the way, review number ${Date.now()}.`;
    const posted = (await (
      await post(
        "/graphql",
        { query: REVIEW, variables: { input: { agentId: String(agent.id), rating: 4, body } } },
        jar,
      )
    ).json()) as { data: { reviewAgent: { ok: boolean } } };
    expect(posted.data.reviewAgent.ok).toBe(true);
    const after = await profile();
    expect(after.state).not.toBe("HIT");
    expect(after.html).toContain(body);
  });
});
