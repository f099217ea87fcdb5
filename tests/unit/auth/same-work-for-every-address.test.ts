// Sign-up and forgot-password must not tell, by their timing, whether an address is registered.
// Not a timing test (timing is flaky on shared machines): it checks the cause instead. Before the
// answer, both paths run the same SQL and the same number of password hashes; everything that
// depends on the address waits for `afterResponse`, which the route runs after the response.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memberTestDatabase, TEST_MEMBER_CONFIG } from "./member-test-setup";
import type { Database } from "@/lib/db/database";
import { mailOutbox, members } from "@/lib/db/schema";
import { createServiceContext } from "@/lib/services/context";
import { forgotPassword } from "@/lib/services/members/password-reset";
import { signUp } from "@/lib/services/members/sign-up";

const config = TEST_MEMBER_CONFIG;
const REGISTERED = "jane@example.com";
const UNKNOWN = "nobody@example.com";

let db: Database;
/** SQL text of every statement run since the last `reset` (parameters differ by address; the SQL must not). */
let statements: string[] = [];
const ctx = () => createServiceContext(db, Date.UTC(2026, 0, 1));

beforeEach(async () => {
  db = memberTestDatabase((sql) => statements.push(sql));
  const registered = await signUp(
    ctx(),
    { name: "Jane Citizen", email: REGISTERED, password: "tram koala wattle" },
    "setup",
    config,
  );
  if (!registered.ok) throw new Error(registered.message);
  await runAfterResponse(registered);
});

afterEach(() => vi.restoreAllMocks());

/** Runs what the route leaves for after the response (its `after`), if the service left anything. */
async function runAfterResponse(answer: object) {
  if ("afterResponse" in answer && typeof answer.afterResponse === "function") await answer.afterResponse();
}

/** What the response waits for: the SQL run and the PBKDF2 derivations until the service answers. */
async function workBeforeAnswer(call: () => Promise<object>) {
  const derive = vi.spyOn(crypto.subtle, "deriveBits");
  statements = [];
  const answer = await call();
  const work = { answer, sql: [...statements], hashes: derive.mock.calls.length };
  derive.mockRestore();
  return work;
}

describe("the same work for registered and unknown addresses", () => {
  it("sign-up: the same SQL and one password hash before answering; the account is written after", async () => {
    const known = await workBeforeAnswer(() =>
      signUp(ctx(), { name: "Again", email: REGISTERED, password: "another fine passphrase" }, "1.2.3.4", config),
    );
    const unknown = await workBeforeAnswer(() =>
      signUp(ctx(), { name: "Fresh", email: UNKNOWN, password: "another fine passphrase" }, "1.2.3.5", config),
    );
    expect(unknown.sql).toEqual(known.sql);
    expect(known.hashes).toBe(1);
    expect(unknown.hashes).toBe(1);
    expect({ ...known.answer, afterResponse: undefined }).toEqual({ ...unknown.answer, afterResponse: undefined });
    // Nothing about the address was written before the answer…
    expect(await db.select().from(members)).toHaveLength(1);
    // …and the work after it still does its job.
    await runAfterResponse(unknown.answer);
    expect(await db.select().from(members)).toHaveLength(2);
  });

  it("forgot password: the same SQL and no hashing before answering; the link is mailed after", async () => {
    const known = await workBeforeAnswer(() => forgotPassword(ctx(), { email: REGISTERED }, "1.2.3.4", config));
    const unknown = await workBeforeAnswer(() => forgotPassword(ctx(), { email: UNKNOWN }, "1.2.3.4", config));
    expect(unknown.sql).toEqual(known.sql);
    expect([known.hashes, unknown.hashes]).toEqual([0, 0]);
    const mailsBefore = (await db.select().from(mailOutbox)).length;
    await runAfterResponse(known.answer);
    await runAfterResponse(unknown.answer);
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.toAddress).toBe(REGISTERED);
  });
});
