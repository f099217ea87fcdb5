/**
 * A locked local database file is waited out: a statement or batch that meets SQLITE_BUSY runs again
 * and the caller gets its answer; any other error, and a lock that never clears, reach the caller.
 */
import { describe, expect, it } from "vitest";
import { withLockRetry } from "@/lib/db/lock-retry";

const busy = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY");

/** A binding whose calls fail with `failures` (in order) before answering "ok". */
function bindingFailing(failures: Error[]) {
  let calls = 0;
  const answer = async () => {
    calls++;
    const failure = failures.shift();
    if (failure) throw failure;
    return "ok";
  };
  const statement = { bind: () => statement, all: answer, first: answer, run: answer, raw: answer };
  const db = { prepare: () => statement, batch: answer } as unknown as D1Database;
  return { db, calls: () => calls };
}

describe("withLockRetry", () => {
  it("runs a locked statement again until it answers", async () => {
    const { db, calls } = bindingFailing([busy(), busy()]);
    await expect(withLockRetry(db).prepare("UPDATE x").bind(1).run()).resolves.toBe("ok");
    expect(calls()).toBe(3);
  });

  it("runs a locked batch again", async () => {
    const { db, calls } = bindingFailing([busy()]);
    await expect(withLockRetry(db).batch([])).resolves.toBe("ok");
    expect(calls()).toBe(2);
  });

  it("passes any other error straight through, once", async () => {
    const { db, calls } = bindingFailing([new Error("D1_ERROR: no such table: x")]);
    await expect(withLockRetry(db).prepare("SELECT").all()).rejects.toThrow("no such table");
    expect(calls()).toBe(1);
  });

  it("gives up on a lock that never clears", async () => {
    const { db, calls } = bindingFailing(Array.from({ length: 20 }, busy));
    await expect(withLockRetry(db).prepare("UPDATE x").first()).rejects.toThrow("SQLITE_BUSY");
    expect(calls()).toBe(8);
  });
});
