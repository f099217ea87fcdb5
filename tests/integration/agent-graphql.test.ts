/**
 * GraphQL by username against the Worker: an agent's activities (the same page as the main
 * API's), the questions they asked and the answers they gave as members, their followers and
 * following, and agents by the json filter; an unknown username answers null or nothing, a bad
 * filter an error with its code.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, signedUpMember } from "./auth/client";
import { signedInAgent, unaskedSales } from "./auth/seeded-agent";

interface Body<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql<T>(jar: CookieJar | undefined, query: string, variables: Record<string, unknown> = {}) {
  const response = await post("/graphql", { query, variables }, jar);
  expect(response.status).toBe(200);
  return (await response.json()) as Body<T>;
}

async function usernameOf(agentId: number): Promise<string> {
  return ((await (await get(`/api/v1/agent/${agentId}`)).json()) as { username: string }).username;
}

describe("agents by username in GraphQL", () => {
  it("gives the activities page the main API gives", async () => {
    const username = await usernameOf(300001);
    const body = await graphql<{
      agentActivities: { hasMore: boolean; activities: { type: string; id: string; headline: string; uri: string }[] };
    }>(
      undefined,
      `
        query ($username: String!) {
          agentActivities(username: $username, take: 5) {
            hasMore
            activities {
              type
              id
              headline
              uri
            }
          }
        }
      `,
      { username },
    );
    const api = (await (
      await get(`/api/v1/agents/activities?json=${encodeURIComponent('{"userIds":[300001]}')}`)
    ).json()) as { hasMore: boolean; activities: { type: string; id: number; headline: string; uri: string }[] };
    expect(body.errors).toBeUndefined();
    expect(body.data!.agentActivities.activities).toEqual(
      api.activities.map(({ type, id, headline, uri }) => ({ type, id: String(id), headline, uri })),
    );
    expect(body.data!.agentActivities.hasMore).toBe(api.hasMore);
    const sold = await graphql<{ agentActivities: { activities: { type: string }[] } }>(
      undefined,
      `
        query ($username: String!) {
          agentActivities(username: $username, types: [SoldOrLeasedAProperty], take: 20) {
            activities {
              type
            }
          }
        }
      `,
      { username },
    );
    expect(new Set(sold.data!.agentActivities.activities.map((item) => item.type))).toEqual(
      new Set(["SoldOrLeasedAProperty"]),
    );
  });

  it("gives the questions an agent asked and the answers another gave, newest first", async () => {
    const sales = unaskedSales(24, 30);
    const asker = sales[0]!;
    const answerer = sales.find((sale) => sale.agentId !== asker.agentId)!;
    const [askerJar, answererJar] = await Promise.all([signedInAgent(asker.email), signedInAgent(answerer.email)]);
    const place = await graphql<{ location: { id: string } }>(
      askerJar,
      `
        {
          location(identifier: "bondi-nsw-2026") {
            id
          }
        }
      `,
    );
    const title = `Is parking easy near Bondi Junction station ${Date.now()}?`;
    const asked = await graphql<{ askQuestion: { question: { id: string } } }>(
      askerJar,
      "mutation ($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }",
      { input: { locationId: place.data!.location.id, title } },
    );
    const questionId = asked.data!.askQuestion.question.id;
    const answer = `Easier before eight in the morning, ${Date.now()}.`;
    const answered = await graphql<{ answerQuestion: { ok: boolean } }>(
      answererJar,
      "mutation ($input: AnswerInput!) { answerQuestion(input: $input) { ok } }",
      { input: { questionId, body: answer } },
    );
    expect(answered.data!.answerQuestion.ok).toBe(true);

    const questions = await graphql<{ agentQuestions: { id: string; title: string; uri: string }[] }>(
      undefined,
      "query ($username: String!) { agentQuestions(username: $username) { id title uri } }",
      { username: await usernameOf(asker.agentId) },
    );
    expect(questions.data!.agentQuestions[0]).toMatchObject({ id: questionId, title });
    const answers = await graphql<{ agentAnswers: { body: string; question: { id: string; title: string } }[] }>(
      undefined,
      "query ($username: String!) { agentAnswers(username: $username) { body question { id title } } }",
      { username: await usernameOf(answerer.agentId) },
    );
    expect(answers.data!.agentAnswers[0]).toEqual({ body: answer, question: { id: questionId, title } });
  });

  it("gives an agent's followers and following, 5 a page", async () => {
    const sales = unaskedSales(25, 30);
    const agent = sales[0]!;
    const other = sales.find((sale) => sale.agentId !== agent.agentId)!;
    const username = await usernameOf(agent.agentId);
    const follower = await signedUpMember("graphql-follower");
    const FOLLOW = "mutation ($input: FollowInput!) { follow(input: $input) { ok } }";
    await graphql(follower.jar, FOLLOW, { input: { targetType: "agent", targetId: String(agent.agentId) } });
    const agentJar = await signedInAgent(agent.email);
    await graphql(agentJar, FOLLOW, { input: { targetType: "agent", targetId: String(other.agentId) } });

    const body = await graphql<{
      agentFollowers: { total: number; followers: { username: string }[] };
      agentFollowing: { total: number; following: { targetType: string; targetId: string; agent: { id: string } }[] };
    }>(
      undefined,
      `
        query ($username: String!) {
          agentFollowers(username: $username) {
            total
            followers {
              username
            }
          }
          agentFollowing(username: $username) {
            total
            following {
              targetType
              targetId
              agent {
                id
              }
            }
          }
        }
      `,
      { username },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.agentFollowers.followers[0]).toEqual({ username: follower.member.username });
    expect(body.data!.agentFollowers.followers.length).toBeLessThanOrEqual(5);
    expect(body.data!.agentFollowing.following[0]).toEqual({
      targetType: "agent",
      targetId: String(other.agentId),
      agent: { id: String(other.agentId) },
    });
    await graphql(agentJar, "mutation ($input: FollowInput!) { unfollow(input: $input) { ok } }", {
      input: { targetType: "agent", targetId: String(other.agentId) },
    });
  });

  it("gives agents by the json filter in the order asked; nothing for an unknown username", async () => {
    const body = await graphql<{ agents: { id: string }[] }>(
      undefined,
      `
        {
          agents(json: "{\\"userIds\\":[300002,300001]}") {
            id
          }
        }
      `,
    );
    expect(body.data!.agents).toEqual([{ id: "300002" }, { id: "300001" }]);
    const bad = await graphql(
      undefined,
      `
        {
          agents(json: "{nope") {
            id
          }
        }
      `,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'json must be a JSON object, e.g. {"userIds":[300001],"take":5}.',
      extensions: { code: "BAD_USER_INPUT" },
    });
    const unknown = await graphql<Record<string, unknown>>(
      undefined,
      `
        {
          agentActivities(username: "no-such-agent-anywhere") {
            hasMore
          }
          agentFollowers(username: "no-such-agent-anywhere") {
            total
          }
          agentQuestions(username: "no-such-agent-anywhere") {
            id
          }
          agentAnswers(username: "no-such-agent-anywhere") {
            id
          }
        }
      `,
    );
    expect(unknown.data).toEqual({ agentActivities: null, agentFollowers: null, agentQuestions: [], agentAnswers: [] });
    const tooMany = await graphql(
      undefined,
      "query ($username: String!) { agentActivities(username: $username, take: 51) { hasMore } }",
      { username: await usernameOf(300001) },
    );
    expect(tooMany.errors?.[0]).toMatchObject({
      message: "take is at most 50.",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});
