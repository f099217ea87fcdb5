// Sign-in throttling against the Worker and its local D1: a burst of parallel attempts for one
// account cannot all be checked (the limit is reserved atomically before the password check).
import { describe, expect, it } from "vitest";
import { post, signedUpMember } from "./client";

const ACCOUNT_LIMIT = 5;

/** One made-up client address per burst, so the per-client limit (100) is not what stops it. */
const burstClient = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function signInBurst(email: string, passwords: readonly string[]) {
  const client = burstClient();
  const answers = await Promise.all(
    passwords.map((password) =>
      post("/api/user/signin", { email, password }, undefined, { "cf-connecting-ip": client }),
    ),
  );
  return answers.map((answer) => answer.status);
}

describe("parallel sign-ins for one account", () => {
  it("50 parallel wrong passwords: at most the limit are checked, the rest get 429, and then the right password is refused", async () => {
    const { email, password } = await signedUpMember("burst");
    const statuses = await signInBurst(
      email,
      Array.from({ length: 50 }, (_, i) => `wrong password ${i}`),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - statuses.filter((s) => s === 401).length);
    expect(
      (await post("/api/user/signin", { email, password }, undefined, { "cf-connecting-ip": burstClient() })).status,
    ).toBe(429);
  });

  it("the right password inside a burst of 50: at most the limit of wrong ones are checked", async () => {
    const { email, password } = await signedUpMember("burst-right");
    const statuses = await signInBurst(
      email,
      Array.from({ length: 50 }, (_, i) => (i === 25 ? password : `wrong password ${i}`)),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    // A correct password gives its own place back, so at most one more attempt can be checked.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(ACCOUNT_LIMIT + 1);
  });
});
