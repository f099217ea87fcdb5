// An agent by username on real SQL (node:sqlite with the real migrations): the profile pages' 404
// and the GraphQL nulls both come from this one NOT_FOUND.
import { beforeEach, describe, expect, it } from "vitest";
import { insertSamAndKim, SAM } from "./agent-test-setup";
import { memberTestDatabase } from "../../auth/member-test-setup";
import type { Database } from "@/lib/db/database";
import { getAgentByUsername, getAgentProfile, NO_SUCH_AGENT } from "@/lib/services/agents/agent-profile";
import { createServiceContext } from "@/lib/services/context";

let db: Database;
const ctx = () => createServiceContext(db, Date.UTC(2026, 10, 24));

beforeEach(async () => {
  db = memberTestDatabase();
  await insertSamAndKim(db, { asMembers: false });
});

describe("an agent by username", () => {
  it("finds the agent whatever the letter case", async () => {
    const found = await getAgentByUsername(ctx(), "Sam-Agent");
    expect(found.ok && [found.agent.id, found.agent.profileUrl]).toEqual([SAM, "/real-estate-agency/agent/sam-agent"]);
  });

  it("is NOT_FOUND, with a sentence, for an unknown username and for text that cannot be one", async () => {
    for (const username of ["nobody-agent", "../sam-agent", ""]) {
      const failure = { ok: false, code: "NOT_FOUND", status: 404, message: NO_SUCH_AGENT };
      expect(await getAgentByUsername(ctx(), username), username).toMatchObject(failure);
      expect(await getAgentProfile(ctx(), username), username).toMatchObject(failure);
    }
  });
});
