import { describe, expect, it } from "vitest";
import type { CacheBackend } from "@/lib/cache/backend";
import { createMemoryBackend } from "@/lib/cache/memory-backend";
import { applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "@/lib/db/node-sqlite";
import { checkHealth, healthStatusCode } from "@/lib/services/platform/health";

function database() {
  const sqlite = openNodeSqlite(":memory:");
  applyMigrations(sqlite);
  return { sqlite, db: nodeSqliteDatabase(sqlite) };
}

const brokenCache: CacheBackend = {
  name: "kv",
  get: () => Promise.reject(new Error("KV unavailable")),
  put: () => Promise.reject(new Error("KV unavailable")),
  delete: () => Promise.reject(new Error("KV unavailable")),
};

describe("checkHealth", () => {
  it("is ok with the version when the database and cache answer", async () => {
    const report = await checkHealth({ db: database().db, cache: createMemoryBackend(), version: "1.4.0" });
    expect(report).toEqual({ status: "ok", version: "1.4.0", checks: { database: "ok", cache: "ok" } });
    expect(healthStatusCode(report)).toBe(200);
  });

  it("is degraded (still 200) when only the cache fails: reads fall back to the database", async () => {
    const report = await checkHealth({ db: database().db, cache: brokenCache, version: "1.4.0" });
    expect(report.status).toBe("degraded");
    expect(report.checks.cache).toBe("unreachable");
    expect(healthStatusCode(report)).toBe(200);
  });

  it("is down (503) when the database cannot answer", async () => {
    const { sqlite, db } = database();
    sqlite.close();
    const report = await checkHealth({ db, cache: undefined, version: "1.4.0" });
    expect(report).toEqual({ status: "down", version: "1.4.0", checks: { database: "unreachable", cache: "none" } });
    expect(healthStatusCode(report)).toBe(503);
  });
});
