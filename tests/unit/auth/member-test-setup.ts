// What the member-service tests share: one config and a fresh database like D1 (node:sqlite with
// the real migrations and D1's limits, e.g. 100 parameters a statement), so each test file sets
// up the same way in one line.
import {
  applyD1Limits,
  applyMigrations,
  nodeSqliteDatabase,
  openNodeSqlite,
  type StatementObserver,
} from "@/lib/db/node-sqlite";
import type { Database } from "@/lib/db/database";
import type { MemberServiceConfig } from "@/lib/services/members/config";

export const TEST_MEMBER_CONFIG: MemberServiceConfig = {
  current: "unit-test-secret-unit-test-secret-0001",
  issuer: "homefront",
  audience: "homefront-web",
  pepper: "unit-test-pepper-0001",
  siteUrl: "https://homefront.example",
  mailFrom: "Homefront <no-reply@homefront.example>",
};

/** An empty in-memory database with every migration applied; `onStatement` sees each SQL text run. */
export function memberTestDatabase(onStatement?: StatementObserver): Database {
  const sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  applyD1Limits(sqlite);
  return nodeSqliteDatabase(sqlite, onStatement);
}
