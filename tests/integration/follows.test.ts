/**
 * Following through GraphQL against the Worker: a member cannot follow something that does not
 * exist (the service refuses it; nothing is stored).
 */
import { describe, expect, it } from "vitest";
import { post, signedUpMember } from "./auth/client";

const FOLLOW = "mutation Follow($input: FollowInput!) { follow(input: $input) { ok following error { message } } }";
const MY_FOLLOWS = "query { myFollows { targetType targetId } }";

describe("follow", () => {
  it("refuses a question or an agent that does not exist, and stores nothing", async () => {
    const { jar } = await signedUpMember("follow-missing");
    for (const [targetType, message] of [
      ["question", "No such question"],
      ["agent", "No such agent"],
    ] as const) {
      const response = await post(
        "/graphql",
        { query: FOLLOW, variables: { input: { targetType, targetId: "99999999" } } },
        jar,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data?: { follow: unknown }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data?.follow).toEqual({ ok: false, following: false, error: { message } });
    }
    const follows = (await (await post("/graphql", { query: MY_FOLLOWS }, jar)).json()) as {
      data?: { myFollows: unknown[] };
    };
    expect(follows.data?.myFollows).toEqual([]);
  });
});
