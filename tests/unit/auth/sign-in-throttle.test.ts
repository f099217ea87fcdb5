// Sign-in throttling under concurrency, on real SQL (node:sqlite with the real migrations and
// D1's limits): the limit is reserved atomically before any password is checked, so a burst of
// parallel attempts cannot all be checked.
import { beforeEach, describe, expect, it } from "vitest";
import { memberTestDatabase, TEST_MEMBER_CONFIG } from "./member-test-setup";
import type { Database } from "@/lib/db/database";
import { authAttempts } from "@/lib/db/schema";
import { createServiceContext, type ServiceContext } from "@/lib/services/context";
import { exchangeEmailToken } from "@/lib/services/members/email-verification";
import { LIMITS, releaseAttempt, reserveAttempt } from "@/lib/services/members/rate-limit";
import { signIn } from "@/lib/services/members/sign-in";
import { signUp } from "@/lib/services/members/sign-up";
import { mailOutbox } from "@/lib/db/schema";

const config = TEST_MEMBER_CONFIG;
const PASSWORD = "tram koala wattle";
let db: Database;
const now = Date.UTC(2026, 0, 1);
const ctx = (): ServiceContext => createServiceContext(db, now);

beforeEach(() => {
  db = memberTestDatabase();
});

async function verifiedMember(email: string) {
  const accepted = await signUp(ctx(), { name: "Jane Citizen", email, password: PASSWORD }, "1.2.3.4", config);
  if (!accepted.ok) throw new Error(accepted.message);
  await accepted.afterResponse();
  const text = (await db.select().from(mailOutbox)).at(-1)?.textBody ?? "";
  const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1] ?? "";
  const verified = await exchangeEmailToken(ctx(), { type: "email-verification", token }, config);
  if (!verified.ok) throw new Error(verified.message);
}

describe("reserving an attempt", () => {
  it("lets exactly `max` of many parallel reservations through, and writes nothing for the rest", async () => {
    const limit = { key: "test:account:a", max: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 50 }, () => reserveAttempt(ctx(), [limit])));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(45);
    expect(refused.every((r) => !r.ok && r.retryAfterSeconds === 60)).toBe(true);
    expect(await db.select().from(authAttempts)).toHaveLength(5);
  });

  it("is all or nothing across limits: a full client limit takes no place under the account", async () => {
    const account = { key: "test:account:b", max: 5, windowMs: 60_000 };
    const client = { key: "test:client:c", max: 1, windowMs: 60_000 };
    expect((await reserveAttempt(ctx(), [account, client])).ok).toBe(true);
    expect((await reserveAttempt(ctx(), [account, client])).ok).toBe(false);
    const rows = await db.select().from(authAttempts);
    expect(rows.map((r) => r.key).sort()).toEqual(["test:account:b", "test:client:c"]);
  });

  it("a released reservation gives its place back; events older than the window do not count", async () => {
    const limit = { key: "test:account:d", max: 1, windowMs: 60_000 };
    const first = await reserveAttempt(ctx(), [limit]);
    if (!first.ok) throw new Error("refused");
    expect((await reserveAttempt(ctx(), [limit])).ok).toBe(false);
    await releaseAttempt(ctx(), first.reservation);
    expect((await reserveAttempt(ctx(), [limit])).ok).toBe(true);
    expect((await reserveAttempt(createServiceContext(db, now + 60_001), [limit])).ok).toBe(true);
  });
});

describe("parallel sign-ins for one account", () => {
  it("checks at most the account limit of 50 parallel attempts; the right password among them does not get in once the limit is used up", async () => {
    await verifiedMember("jane@example.com");
    const attempts = Array.from({ length: 50 }, (_, i) => (i === 25 ? PASSWORD : `wrong password ${i}`));
    const results = await Promise.all(
      attempts.map((password, i) => signIn(ctx(), { email: "jane@example.com", password }, `10.0.0.${i}`, config)),
    );
    const statuses = results.map((r) => (r.ok ? 200 : r.status));
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(LIMITS.signInFailuresPerAccount.max);
    expect(statuses[25]).toBe(429);
    // Once locked, the right password is refused before it is checked.
    const after = await signIn(ctx(), { email: "jane@example.com", password: PASSWORD }, "10.0.1.1", config);
    expect(after).toMatchObject({ ok: false, status: 429 });
  });

  it("a correct password gives its place back but keeps the failures before it", async () => {
    await verifiedMember("sam@example.com");
    for (let i = 0; i < 4; i += 1)
      expect(
        (await signIn(ctx(), { email: "sam@example.com", password: "wrong password" }, "10.0.0.1", config)).ok,
      ).toBe(false);
    expect((await signIn(ctx(), { email: "sam@example.com", password: PASSWORD }, "10.0.0.1", config)).ok).toBe(true);
    expect((await signIn(ctx(), { email: "sam@example.com", password: PASSWORD }, "10.0.0.1", config)).ok).toBe(true);
    expect((await signIn(ctx(), { email: "sam@example.com", password: "wrong password" }, "10.0.0.1", config)).ok).toBe(
      false,
    );
    expect(await signIn(ctx(), { email: "sam@example.com", password: PASSWORD }, "10.0.0.1", config)).toMatchObject({
      ok: false,
      status: 429,
    });
  });
});
