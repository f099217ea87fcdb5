// The info kit's fees on real SQL: only the signed-in agent sets their own, limited and trimmed,
// an empty text clears them, and the kit reads what was stored.
import { beforeEach, describe, expect, it } from "vitest";
import { memberTestDatabase } from "../../auth/member-test-setup";
import type { Viewer } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/database";
import { agentMembers, agents } from "@/lib/db/schema";
import { getAgentFeesText, getMyInfoKit, ONLY_AGENTS_HAVE_A_KIT, setMyFeesText } from "@/lib/services/agents/info-kit";
import { createServiceContext } from "@/lib/services/context";
import { FailureError } from "@/lib/services/result";
import { testAgent } from "./agent-test-setup";

let db: Database;
const NOW = Date.UTC(2026, 10, 24, 9);
const ctx = () => createServiceContext(db, NOW);
const viewer = (memberId: string, role: Viewer["role"] = "member"): Viewer => ({
  memberId,
  username: memberId,
  name: memberId,
  role,
  sessionId: "s",
});
const sam = viewer("member-sam", "agent");

beforeEach(async () => {
  db = memberTestDatabase();
  await db.insert(agents).values([testAgent(7, "Sam"), { ...testAgent(8, "Kim"), feesText: "Kim's fees." }]);
  await db.insert(agentMembers).values({ memberId: "member-sam", agentId: 7 });
});

describe("an agent's fees", () => {
  it("the signed-in agent sets their own, trimmed; the kit reads them; another agent's stay as they were", async () => {
    expect(await getMyInfoKit(ctx(), sam)).toEqual({
      ok: true,
      feesText: null,
      infoKitUrl: "/real-estate-agency/agent/sam-agent/info-kit",
    });
    const set = await setMyFeesText(ctx(), sam, { feesText: "  Commission 2% incl. GST.\n\nNo sale, no fee.  " });
    expect(set).toMatchObject({ ok: true, feesText: "Commission 2% incl. GST.\n\nNo sale, no fee." });
    expect(await getAgentFeesText(ctx(), { id: 7 })).toBe("Commission 2% incl. GST.\n\nNo sale, no fee.");
    expect(await getAgentFeesText(ctx(), { id: 8 })).toBe("Kim's fees.");
  });

  it("an empty text clears them", async () => {
    await setMyFeesText(ctx(), sam, { feesText: "2%" });
    expect(await setMyFeesText(ctx(), sam, { feesText: "   " })).toMatchObject({ ok: true, feesText: null });
    expect(await getAgentFeesText(ctx(), { id: 7 })).toBeNull();
  });

  it("refuses more than 2,000 characters and keeps what was there", async () => {
    await setMyFeesText(ctx(), sam, { feesText: "2%" });
    expect(await setMyFeesText(ctx(), sam, { feesText: "x".repeat(2001) })).toMatchObject({
      ok: false,
      code: "BAD_INPUT",
      message: "Please keep your fees under 2,000 characters.",
    });
    expect(await getAgentFeesText(ctx(), { id: 7 })).toBe("2%");
    expect((await setMyFeesText(ctx(), sam, { feesText: "x".repeat(2000) })).ok).toBe(true);
    expect(await setMyFeesText(ctx(), sam, { feesText: 5 })).toMatchObject({ ok: false, code: "BAD_INPUT" });
  });

  it("a visitor must sign in; a member who is not an agent has no kit", async () => {
    await expect(setMyFeesText(ctx(), null, { feesText: "2%" })).rejects.toSatisfy(
      (error) => error instanceof FailureError && error.failure.code === "UNAUTHENTICATED",
    );
    expect(await setMyFeesText(ctx(), viewer("member-pat"), { feesText: "2%" })).toEqual(
      expect.objectContaining({ ok: false, code: "FORBIDDEN", message: ONLY_AGENTS_HAVE_A_KIT }),
    );
    expect(await getAgentFeesText(ctx(), { id: 7 })).toBeNull();
  });
});
