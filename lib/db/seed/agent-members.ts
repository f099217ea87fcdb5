/**
 * Member accounts for the seeded agents (the agent role), so an agent can sign in and manage
 * their transactions and see their performance hub in development. Each signs in with the agent's
 * e-mail and `AGENT_DEMO_PASSWORD`, hashed with the development pepper (lib/auth/password-hash.ts's
 * format, computed here with node:crypto since the seed is synchronous): a deployed Worker has its
 * own pepper, so these passwords open nothing there. Ids start `seed-agent-`, so a re-seed replaces
 * them and never touches members who signed up.
 */
import { createHmac, pbkdf2Sync } from "node:crypto";
import type { AgentInsert } from "./companies-offices-agents";
import type { SeedWriter } from "./writer";

// lib/db sits below lib/auth, so the development pepper and the iterations are restated here;
// tests/unit/db/seed/agent-members.test.ts checks the sign-in's own verifier accepts the result.
const DEVELOPMENT_PEPPER = "development-only-pepper-0001";
const PBKDF2_ITERATIONS = 100_000;

export const AGENT_DEMO_PASSWORD = "harbour wattle agent";
export const AGENT_MEMBER_ID_PREFIX = "seed-agent-";

/** The stored form of the demo password: pbkdf2-sha256$iterations$salt$hash, base64url. */
export function demoPasswordHash(password: string = AGENT_DEMO_PASSWORD, pepper: string = DEVELOPMENT_PEPPER): string {
  const salt = Buffer.from("homefront-agents");
  const peppered = createHmac("sha256", pepper).update(password.normalize("NFKC")).digest();
  const hash = pbkdf2Sync(peppered, salt, PBKDF2_ITERATIONS, 32, "sha256");
  return ["pbkdf2-sha256", String(PBKDF2_ITERATIONS), salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export function seedAgentMembers(writer: SeedWriter, agents: readonly AgentInsert[], referenceMs: number): number {
  const passwordHash = demoPasswordHash();
  let written = 0;
  writer.transaction(() => {
    writer.execute(`DELETE FROM agent_members WHERE member_id LIKE '${AGENT_MEMBER_ID_PREFIX}%'`);
    writer.execute(`DELETE FROM members WHERE id LIKE '${AGENT_MEMBER_ID_PREFIX}%'`);
    const emails = new Set<string>();
    for (const agent of agents) {
      const email = agent.email.toLowerCase();
      // Two agents of one company with the same name share an address; only the first gets an account.
      if (emails.has(email)) continue;
      emails.add(email);
      const id = `${AGENT_MEMBER_ID_PREFIX}${agent.id}`;
      writer.execute(
        `INSERT OR IGNORE INTO members (id, username, email, name, role, agent_id, created_at, password_hash, email_verified_at)
         VALUES (?, ?, ?, ?, 'agent', ?, ?, ?, ?)`,
        id,
        agent.username,
        email,
        `${agent.firstName} ${agent.lastName}`,
        agent.id,
        referenceMs,
        passwordHash,
        referenceMs,
      );
      writer.execute(
        "INSERT OR IGNORE INTO agent_members (member_id, agent_id) SELECT id, agent_id FROM members WHERE id = ?",
        id,
      );
      written++;
    }
  });
  return written;
}
