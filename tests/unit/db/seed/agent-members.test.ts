// The seeded agents sign in with the demo password: the hash the synchronous seed writes must be
// one the sign-in's Web Crypto check accepts with the development pepper, and no other password.
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_PEPPER } from "@/lib/auth/development-secrets";
import { needsRehash, verifyPassword } from "@/lib/auth/password-hash";
import { AGENT_DEMO_PASSWORD, demoPasswordHash } from "@/lib/db/seed/agent-members";

describe("seeded agents' password", () => {
  it("verifies the demo password with the development pepper and nothing else", async () => {
    const stored = demoPasswordHash();
    expect(await verifyPassword(AGENT_DEMO_PASSWORD, stored, DEVELOPMENT_PEPPER)).toBe(true);
    expect(await verifyPassword(`${AGENT_DEMO_PASSWORD}!`, stored, DEVELOPMENT_PEPPER)).toBe(false);
    expect(await verifyPassword(AGENT_DEMO_PASSWORD, stored, "another-pepper-of-a-deployment")).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });
});
