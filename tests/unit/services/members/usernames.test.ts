// Usernames are paths (/user/{username}, /api/user/{username}): a member must never get one a route
// of ours already answers, or their profile would be shadowed by it. Checked against the route
// folders themselves, so a route added later without reserving its name fails here.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { createServiceContext } from "@/lib/services/context";
import { chooseUsername, RESERVED_USERNAMES, USERNAME_PATTERN } from "@/lib/services/members/usernames";
import type { Database } from "@/lib/db/database";

/** The static folders (not `[username]`, not route groups) right under each folder that serves /…/user/{username}. */
function routeSegmentsUnder(folder: string): string[] {
  return readdirSync(join(process.cwd(), folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
    .map((entry) => entry.name);
}

const USER_ROUTES = ["app/(site)/user", "app/api/user"].flatMap(routeSegmentsUnder);

let db: Database;
beforeEach(() => {
  const sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  db = nodeSqliteDatabase(sqlite);
});

describe("reserved usernames", () => {
  it("finds the route folders (the scan works)", () => {
    expect(USER_ROUTES).toContain("report");
    expect(USER_ROUTES).toContain("signin");
  });

  it("reserves every path segment a route answers under /user/ and /api/user/", () => {
    expect(USER_ROUTES.filter((segment) => !RESERVED_USERNAMES.has(segment))).toEqual([]);
  });

  it("never gives a member a reserved username at sign-up, even named exactly after the route", async () => {
    const ctx = createServiceContext(db, Date.UTC(2026, 10, 24));
    for (const name of ["Report", "report", "REPORT!", ...USER_ROUTES]) {
      const username = await chooseUsername(ctx, name);
      expect(RESERVED_USERNAMES.has(username), `${name} → ${username}`).toBe(false);
      expect(username).toMatch(USERNAME_PATTERN);
      expect(username.startsWith(`${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}-`), username).toBe(true);
    }
  });

  it("still gives a plain name its plain username", async () => {
    const ctx = createServiceContext(db, Date.UTC(2026, 10, 24));
    expect(await chooseUsername(ctx, "Reporter Jo")).toBe("reporter-jo");
  });
});
