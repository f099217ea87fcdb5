/**
 * The first admin of a deployment comes from `npm run staff:bootstrap`, once: run against a scratch
 * local D1 (wrangler's --persist-to), it makes the named member the admin with an audit row, and a
 * second run refuses and changes nothing. An unknown address is refused with what to do.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quietToolEnv, repoRoot } from "../support/worker-server";

let state = "";

function run(command: string, args: string[]) {
  return spawnSync(command, args, {
    cwd: repoRoot,
    encoding: "utf8",
    env: { ...process.env, ...quietToolEnv, PATH: `${path.join(repoRoot, "node_modules/.bin")}:${process.env.PATH}` },
    input: "",
  });
}

function d1(sql: string): Record<string, unknown>[] {
  const answer = run("wrangler", [
    "d1",
    "execute",
    "homefront",
    "--local",
    "--persist-to",
    state,
    "--json",
    "--command",
    sql,
  ]);
  expect(answer.status, answer.stderr).toBe(0);
  return (JSON.parse(answer.stdout) as { results: Record<string, unknown>[] }[]).flatMap((part) => part.results);
}

function bootstrap(email: string) {
  return run("tsx", ["scripts/staff-bootstrap.ts", "--email", email, "--persist-to", state]);
}

beforeAll(() => {
  state = mkdtempSync(path.join(tmpdir(), "staff-bootstrap-"));
  const migrated = run("wrangler", ["d1", "migrations", "apply", "homefront", "--local", "--persist-to", state]);
  expect(migrated.status, migrated.stderr).toBe(0);
  d1(
    "INSERT INTO members (id, username, email, name, role, created_at) VALUES ('first', 'first-admin', 'first@agency.example', 'First Admin', 'member', 0), ('second', 'second-admin', 'second@agency.example', 'Second Person', 'member', 0)",
  );
}, 300_000);

afterAll(() => rmSync(state, { recursive: true, force: true }));

describe("npm run staff:bootstrap", () => {
  it("refuses an address nobody signed up with", () => {
    const result = bootstrap("nobody@agency.example");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "No member has the e-mail address nobody@agency.example: sign up on the site first",
    );
  }, 300_000);

  it("makes the first admin once, with an audit row, and refuses every later run", () => {
    const first = bootstrap("First@Agency.example");
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("First Admin <first@agency.example> is the first admin");
    const second = bootstrap("second@agency.example");
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("This database has an admin already");
    expect(d1("SELECT member_id AS memberId, role, granted_by AS grantedBy FROM staff_roles")).toEqual([
      { memberId: "first", role: "admin", grantedBy: "bootstrap" },
    ]);
    const [audit] = d1("SELECT actor, action, subject, before, detail FROM platform_audit");
    expect(audit).toMatchObject({
      actor: "npm run staff:bootstrap",
      action: "staff.grant",
      subject: "First Admin <first@agency.example>",
      before: null,
    });
    expect(JSON.parse(String(audit!.detail))).toEqual({ memberId: "first", role: "admin", officeId: 0 });
  }, 300_000);
});
