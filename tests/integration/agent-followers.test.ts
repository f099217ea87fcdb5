/**
 * An agent's followers and following through the main API against the Worker: a member who
 * follows an agent is listed first among their followers (newest first, 5 a page) and goes again
 * when they unfollow; what a seeded agent's own account follows is their following; bad paging
 * and unknown agents are refused with a sentence.
 */
import { describe, expect, it } from "vitest";
import { get, post, signedUpMember } from "./auth/client";
import { signedInAgent, unaskedSales } from "./auth/seeded-agent";

const FOLLOW = "mutation Follow($input: FollowInput!) { follow(input: $input) { ok following } }";
const UNFOLLOW = "mutation Unfollow($input: FollowInput!) { unfollow(input: $input) { ok following } }";

interface Followers {
  total: number;
  followers: { username: string; name: string }[];
}

describe("an agent's followers and following", () => {
  it("lists a new follower first, and not after they unfollow", async () => {
    const [sale] = unaskedSales(20, 1);
    const agentId = String(sale!.agentId);
    const { jar, member } = await signedUpMember("agent-follower");
    const input = { targetType: "agent", targetId: agentId };
    expect((await post("/graphql", { query: FOLLOW, variables: { input } }, jar)).status).toBe(200);

    const page = await get(`/api/v1/agent/${agentId}/followers`);
    expect(page.status).toBe(200);
    const body = (await page.json()) as Followers;
    expect(body.followers[0]).toMatchObject({ username: member.username });
    expect(body.followers.length).toBeLessThanOrEqual(5);
    expect(body.total).toBeGreaterThanOrEqual(1);

    await post("/graphql", { query: UNFOLLOW, variables: { input } }, jar);
    const after = (await (await get(`/api/v1/agent/${agentId}/followers?take=50`)).json()) as Followers;
    expect(after.followers.map((f) => f.username)).not.toContain(member.username);
  });

  it("gives what the agent's own account follows", async () => {
    const sales = unaskedSales(21, 20);
    const sale = sales[0];
    const other = sales.find((s) => s.agentId !== sale!.agentId);
    const agentJar = await signedInAgent(sale!.email);
    const input = { targetType: "agent", targetId: String(other!.agentId) };
    await post("/graphql", { query: FOLLOW, variables: { input } }, agentJar);
    const following = (await (await get(`/api/v1/agent/${sale!.agentId}/following?take=50`)).json()) as {
      following: { targetType: string; targetId: string }[];
    };
    expect(following.following).toContainEqual(expect.objectContaining(input));
    await post("/graphql", { query: UNFOLLOW, variables: { input } }, agentJar);
  });

  it("refuses bad paging and unknown agents", async () => {
    const tooMany = await get("/api/v1/agent/300001/followers?take=51");
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ message: "take is at most 50." });
    expect((await get("/api/v1/agent/999999999/following")).status).toBe(404);
  });
});
