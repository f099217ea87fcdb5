/**
 * An agent's activities through the Worker: what a seeded agent asks in the community and a review
 * a member writes of them come first in /api/v1/agents/activities (newest first, 5 a page, pages
 * that join without overlap), the types filter narrows them, the profile renders the first page,
 * and bad filters are refused with a sentence.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, signedUpMember } from "./auth/client";
import { signedInAgent, unaskedSales } from "./auth/seeded-agent";

interface Activity {
  type: string;
  id: number;
  agentId: number;
  at: string;
  headline: string;
  excerpt: string;
  uri: string;
  rating: number | null;
}
interface Page {
  activities: Activity[];
  hasMore: boolean;
}

const activitiesUrl = (filter: object) =>
  `/api/v1/agents/activities?json=${encodeURIComponent(JSON.stringify(filter))}`;

async function graphql<T>(jar: CookieJar, query: string, variables: Record<string, unknown>) {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function pageOf(filter: object): Promise<Page> {
  const response = await get(activitiesUrl(filter));
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

describe("an agent's activities", () => {
  it("put what the agent asked and a review of them first, newest first, and page without overlap", async () => {
    const [sale] = unaskedSales(23, 1);
    const agentId = sale!.agentId;
    const agentJar = await signedInAgent(sale!.email);
    const place = await graphql<{ location: { id: string } }>(
      agentJar,
      `
        {
          location(identifier: "bondi-nsw-2026") {
            id
          }
        }
      `,
      {},
    );
    const title = `Which Bondi streets are quiet at night ${Date.now()}?`;
    const asked = await graphql<{ askQuestion: { ok: boolean } }>(
      agentJar,
      "mutation ($input: AskQuestionInput!) { askQuestion(input: $input) { ok } }",
      { input: { locationId: place.location.id, title } },
    );
    expect(asked.askQuestion.ok).toBe(true);

    const reviewer = await signedUpMember("activity-reviewer");
    const body = `Sold our flat in three weeks, kept us told every step. ${Date.now()}`;
    const reviewed = await graphql<{ reviewAgent: { ok: boolean } }>(
      reviewer.jar,
      "mutation ($input: AgentReviewInput!) { reviewAgent(input: $input) { ok } }",
      { input: { agentId: String(agentId), rating: 5, body } },
    );
    expect(reviewed.reviewAgent.ok).toBe(true);

    const first = await pageOf({ userIds: [agentId] });
    expect(first.activities).toHaveLength(5);
    expect(first.activities[0]).toMatchObject({
      type: "Reviewed",
      agentId,
      headline: "Reviewed by Test activity-reviewer",
      excerpt: body,
      rating: 5,
    });
    expect(first.activities[1]).toMatchObject({ type: "AskedAQuestion", excerpt: title });
    expect(first.activities[1]!.uri).toMatch(/^\/questions\//);

    const times = first.activities.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await pageOf({ userIds: [agentId], skip: 3, take: 5 });
    expect(second.activities.slice(0, 2)).toEqual(first.activities.slice(3, 5));

    const sold = await pageOf({ userIds: [agentId], types: ["SoldOrLeasedAProperty"], take: 50 });
    expect(sold.activities.length).toBeGreaterThan(0);
    expect(sold.activities.every((item) => item.type === "SoldOrLeasedAProperty")).toBe(true);
    expect(sold.activities.map((item) => item.id)).toContain(sale!.listingId);
  });

  it("are on the agent's profile, the first page in the shared copy", async () => {
    const agent = (await (await get("/api/v1/agent/300001")).json()) as { username: string };
    const html = await (await get(`/real-estate-agency/agent/${agent.username}`)).text();
    expect(html).toContain('data-testid="agent-activities"');
    const items = html.match(/data-testid="agent-activity"/g) ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
  });

  it("refuse a filter that cannot be answered, with a sentence", async () => {
    const notJson = await get("/api/v1/agents/activities?json=%7Bnope");
    expect(notJson.status).toBe(400);
    const empty = await get(activitiesUrl({ userIds: [] }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: "userIds names at least one agent id." });
    const tooMany = await get(activitiesUrl({ userIds: [300001], take: 51 }));
    expect(await tooMany.json()).toMatchObject({ message: "take is at most 50." });
    const unknown = await get(activitiesUrl({ userIds: [999999999] }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "No agent has the id 999999999." });
  });
});
