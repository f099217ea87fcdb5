/**
 * What the agent profile gained: the agent's questions and answers in the community Q&A on the
 * shared page, and "See all" of a status leading to their office's search narrowed to them,
 * titled with the agent's full name in place of the office's (`office.agentFullName`).
 */
import { describe, expect, it } from "vitest";
import { url } from "../support/base-url";
import { openLocalD1 } from "../support/local-d1";
import { get, post } from "./auth/client";
import { signedInAgent, unaskedSales } from "./auth/seeded-agent";

async function graphql<T>(jar: Parameters<typeof post>[2], query: string, variables: Record<string, unknown>) {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The text of the element with this test id in a page's HTML (the first), tags removed. */
function section(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, `${testId} on the page`).toBeGreaterThan(-1);
  const end = html.indexOf("</section>", start);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

describe("the agent profile", () => {
  it("lists the questions the agent asked and the answers they gave", async () => {
    const [asker, other] = unaskedSales(60, 40).filter(
      (sale, i, all) => all.findIndex((s) => s.agentId === sale.agentId) === i,
    );
    const jar = await signedInAgent(asker!.email);
    const otherJar = await signedInAgent(other!.email);
    const { location } = await graphql<{ location: { id: string } }>(
      jar,
      "query ($id: String!) { location(identifier: $id) { id } }",
      { id: "bondi-nsw-2026" },
    );
    const stamp = Date.now();
    const title = `Which Bondi streets flood after heavy rain (${stamp})?`;
    const asked = await graphql<{ askQuestion: { question: { id: string } } }>(
      jar,
      "mutation ($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }",
      { input: { locationId: location.id, title } },
    );
    const otherTitle = `Is the Bondi Junction interchange busy on weekends (${stamp})?`;
    const other_ = await graphql<{ askQuestion: { question: { id: string } } }>(
      otherJar,
      "mutation ($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }",
      { input: { locationId: location.id, title: otherTitle } },
    );
    const answer = `Mostly quiet before ten on Sundays, busier after (${stamp}).`;
    const answered = await graphql<{ answerQuestion: { ok: boolean } }>(
      jar,
      "mutation ($input: AnswerInput!) { answerQuestion(input: $input) { ok } }",
      { input: { questionId: other_.askQuestion.question.id, body: answer } },
    );
    expect(answered.answerQuestion.ok).toBe(true);
    expect(asked.askQuestion.question.id).toMatch(/^\d+$/);

    const { username } = (await (await get(`/api/v1/agent/${asker!.agentId}`)).json()) as { username: string };
    const response = await fetch(url(`/real-estate-agency/agent/${username}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    const posts = section(html, "agent-posts");
    expect(posts).toContain(title);
    expect(posts).toContain(answer);
    expect(posts).toContain(otherTitle);
    // The question links to its page.
    expect(html).toContain(`href="/questions/${asked.askQuestion.question.id}-`);
  });

  it("leads from a status's listings to the office's search of that agent alone, titled with their name", async () => {
    const db = openLocalD1();
    const agent = db
      .prepare(
        `SELECT a.id, a.username, a.first_name || ' ' || a.last_name AS name, o.slug AS officeSlug, count(*) AS n
         FROM agents a JOIN offices o ON o.id = a.office_id JOIN listings l ON l.agent_id = a.id
         WHERE l.status_type = 'sold' GROUP BY a.id HAVING n > 6 ORDER BY a.id LIMIT 1`,
      )
      .get() as { id: number; username: string; name: string; officeSlug: string; n: number };
    const stranger = db
      .prepare("SELECT id FROM agents WHERE office_id != (SELECT office_id FROM agents WHERE id = ?) LIMIT 1")
      .get(agent.id) as { id: number };
    db.close();

    const profile = await (await fetch(url(`/real-estate-agency/agent/${agent.username}`))).text();
    const href = `/real-estate-agency/${agent.officeSlug}/sold-properties?agent=${agent.id}`;
    expect(profile).toContain(`href="${href}"`);

    const page = await fetch(url(href));
    expect(page.status).toBe(200);
    const html = await page.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toBe(`Sold Properties by ${agent.name}`);

    // Only the agent's own listings: the API's office search with the same filter agrees.
    const api = await post(
      "/api/v1/listings/agent",
      { searchMode: "Sold", office: { slug: agent.officeSlug, agentId: agent.id } },
      undefined,
    );
    expect(api.status).toBe(200);
    expect(((await api.json()) as { total: number }).total).toBe(agent.n);

    // An agent of another office is no page of this one.
    const foreign = await fetch(url(`/real-estate-agency/${agent.officeSlug}/sold-properties?agent=${stranger.id}`));
    expect(foreign.status).toBe(404);
  });
});
