// Member services on real SQL (node:sqlite with the real migrations) and a controlled clock:
// rotation, reuse after the grace window, rate limits, same answers for known and unknown e-mails.
import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { memberTestDatabase, TEST_MEMBER_CONFIG } from "./member-test-setup";
import type { Database } from "@/lib/db/database";
import { agents, mailOutbox, members, sessionFamilies } from "@/lib/db/schema";
import { createServiceContext, type ServiceContext } from "@/lib/services/context";
import { signUp } from "@/lib/services/members/sign-up";
import { signIn } from "@/lib/services/members/sign-in";
import { forgotPassword, resetPassword } from "@/lib/services/members/password-reset";
import { exchangeEmailToken } from "@/lib/services/members/email-verification";
import { refreshSession } from "@/lib/services/members/session";
import { REFRESH_REUSE_GRACE_MS } from "@/lib/auth/lifetimes";
import { FORGOT_PASSWORD_ACCEPTED, SIGN_IN_FAILED, SIGN_UP_ACCEPTED } from "@/lib/auth/messages";
import { updateAccountSettings } from "@/lib/services/members/settings";
import { follow, listFollows } from "@/lib/services/follows/follows";
import { FailureError } from "@/lib/services/result";
import { createSessionRevocationList, type SessionRevocationList } from "@/lib/auth/session-revocation";
import { createMemoryBackend } from "@/lib/cache/memory-backend";

const config = TEST_MEMBER_CONFIG;
const START = Date.UTC(2026, 0, 1);
let db: Database;
let now = START;
let revocations: SessionRevocationList;
const ctx = (): ServiceContext => createServiceContext(db, now);

beforeEach(() => {
  // The services' statements must also pass D1's limits (100 parameters, …).
  db = memberTestDatabase();
  now = START;
  revocations = createSessionRevocationList({ store: createMemoryBackend(() => now), clock: () => now });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function tokenFromLastMail(to: string, path: string): Promise<string> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const text = rows.at(-1)?.textBody ?? "";
  const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}

/** Runs what a sign-up or forgot-password left for after the response (the route's `after`), and returns the answer. */
async function answered(pending: Promise<{ ok: boolean; message: string; afterResponse?: () => Promise<void> }>) {
  const { afterResponse, ...answer } = await pending;
  await afterResponse?.();
  return answer;
}

async function verifiedMember(email = "jane@example.com") {
  expect(
    await answered(signUp(ctx(), { name: "Jane Citizen", email, password: "tram koala wattle" }, "1.2.3.4", config)),
  ).toEqual({ ok: true, message: SIGN_UP_ACCEPTED });
  const verified = await exchangeEmailToken(
    ctx(),
    { type: "email-verification", token: await tokenFromLastMail(email, "/verify-email") },
    config,
  );
  if (!verified.ok) throw new Error(verified.message);
  return verified;
}

describe("refresh-token rotation", () => {
  it("rotates on every use; a rotated token within the grace window gets an access token only", async () => {
    const first = await verifiedMember();
    const rotated = await refreshSession(ctx(), first.refreshToken!, config, revocations);
    expect(rotated.status).toBe("rotated");
    now += REFRESH_REUSE_GRACE_MS - 1;
    const parallel = await refreshSession(ctx(), first.refreshToken!, config, revocations);
    expect(parallel.status).toBe("grace");
    expect("refreshToken" in parallel ? parallel.refreshToken : undefined).toBeUndefined();
  });

  it("a rotated token presented after the grace window revokes the whole family", async () => {
    const first = await verifiedMember();
    const rotated = await refreshSession(ctx(), first.refreshToken!, config, revocations);
    if (rotated.status !== "rotated") throw new Error(rotated.status);
    now += REFRESH_REUSE_GRACE_MS + 1;
    expect((await refreshSession(ctx(), first.refreshToken!, config, revocations)).status).toBe("reused");
    // The thief's replay also ended the owner's current token.
    expect((await refreshSession(ctx(), rotated.refreshToken!, config, revocations)).status).toBe("revoked");
    const [family] = await db.select().from(sessionFamilies).where(eq(sessionFamilies.id, first.viewer.sessionId));
    expect(family?.revokedReason).toBe("reuse");
    // Its access tokens end too (the edge asks the revocation list).
    expect(await revocations.isRevoked(first.viewer.sessionId)).toBe(true);
  });

  it("refuses unknown, malformed and expired tokens", async () => {
    const first = await verifiedMember();
    expect((await refreshSession(ctx(), "x".repeat(43), config, revocations)).status).toBe("invalid");
    expect((await refreshSession(ctx(), "not a token", config, revocations)).status).toBe("invalid");
    now += 31 * 24 * 3_600_000;
    expect((await refreshSession(ctx(), first.refreshToken!, config, revocations)).status).toBe("expired");
  });
});

describe("sign-up, sign-in and reset", () => {
  it("answers the same for known and unknown e-mails, and never half-creates an account", async () => {
    await verifiedMember();
    const again = await answered(
      signUp(
        ctx(),
        { name: "Someone", email: "JANE@example.com", password: "another fine passphrase" },
        "1.2.3.4",
        config,
      ),
    );
    expect(again).toEqual({ ok: true, message: SIGN_UP_ACCEPTED });
    expect(await db.select().from(members)).toHaveLength(1);
    const bad = await signUp(ctx(), { name: "", email: "nope", password: "password" }, "1.2.3.4", config);
    expect(bad.ok ? {} : bad.fieldErrors).toEqual({
      name: "Please tell us your name",
      email: "Please enter a valid e-mail address",
      password: expect.stringContaining("too common"),
    });
    expect(await db.select().from(members)).toHaveLength(1);

    const unknown = await signIn(ctx(), { email: "nobody@example.com", password: "whatever it is" }, "5.6.7.8", config);
    const wrong = await signIn(ctx(), { email: "jane@example.com", password: "whatever it is" }, "5.6.7.8", config);
    expect(unknown).toEqual(wrong);
    expect(wrong).toMatchObject({ ok: false, status: 401, message: SIGN_IN_FAILED });

    expect(await answered(forgotPassword(ctx(), { email: "nobody@example.com" }, "5.6.7.8", config))).toEqual({
      ok: true,
      message: FORGOT_PASSWORD_ACCEPTED,
    });
    expect(await answered(forgotPassword(ctx(), { email: "jane@example.com" }, "5.6.7.8", config))).toEqual({
      ok: true,
      message: FORGOT_PASSWORD_ACCEPTED,
    });
  });

  it("mails the page the sign-up started from in every link that finishes it", async () => {
    const invitation = "/collections/accept?collectionId=c1&memberId=m1&id=abc";
    const lastMail = async (to: string) =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).at(-1)?.textBody ?? "";
    const withWayBack = `returnTo=${encodeURIComponent(invitation)}`;
    const account = { name: "Ivy Invited", email: "ivy@example.com", password: "tram koala wattle" };
    await answered(signUp(ctx(), { ...account, returnTo: invitation }, "1.2.3.4", config));
    expect(await lastMail(account.email)).toMatch(new RegExp(`/verify-email\\?token=[\\w-]+&${escape(withWayBack)}`));
    // Signing in before confirming mails a fresh link: it leads back too.
    now += 60_000;
    const early = await signIn(
      ctx(),
      { email: account.email, password: account.password, returnTo: invitation },
      "1.2.3.4",
      config,
    );
    expect(early).toMatchObject({ ok: false, status: 403 });
    expect(await lastMail(account.email)).toMatch(new RegExp(`/verify-email\\?token=[\\w-]+&${escape(withWayBack)}`));
    // Signing up again with the same address: the "you have an account" mail's sign-in link leads back.
    await answered(signUp(ctx(), { ...account, returnTo: invitation }, "1.2.3.4", config));
    expect(await lastMail(account.email)).toContain(`https://homefront.example/sign-in?${withWayBack}`);
    // Without a page to return to, the link is the plain one.
    await answered(signUp(ctx(), { ...account, email: "plain@example.com" }, "1.2.3.4", config));
    expect(await lastMail("plain@example.com")).toMatch(/\/verify-email\?token=[\w-]+\s/);
    // A way back off this site is refused before anything is written.
    const refused = await signUp(
      ctx(),
      { ...account, email: "evil@example.com", returnTo: "//evil.example" },
      "1.2.3.4",
      config,
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(await lastMail("evil@example.com")).toBe("");
  });

  it("two people with the same name signing up at the same moment both get an account and a confirmation mail", async () => {
    // Each looks the plain username up before either writes it; the loser of the race must take
    // another username, not lose the sign-up (it did: the unique-username failure was swallowed).
    const emails = Array.from({ length: 6 }, (_, i) => `casey${i}@example.com`);
    const pending = await Promise.all(
      emails.map((email) =>
        signUp(ctx(), { name: "Casey Example", email, password: "wattle tram harbour" }, "1.2.3.4", config),
      ),
    );
    await Promise.all(pending.map((result) => (result.ok ? result.afterResponse() : Promise.resolve())));
    const rows = await db.select({ email: members.email, username: members.username }).from(members);
    expect(rows.map((row) => row.email).sort()).toEqual(emails);
    expect(new Set(rows.map((row) => row.username)).size).toBe(emails.length);
    expect(rows.map((row) => row.username)).toContain("casey-example");
    for (const email of emails) expect(await tokenFromLastMail(email, "/verify-email")).toMatch(/^[\w-]+$/);
  });

  it("limits failures per account: the next attempt gets 429 with a retry time, for unknown e-mails too", async () => {
    for (const email of ["jane@example.com", "nobody@example.com"]) {
      if (email === "jane@example.com") await verifiedMember();
      for (let i = 0; i < 5; i += 1)
        expect((await signIn(ctx(), { email, password: "wrong password" }, `10.0.0.${i}`, config)).ok).toBe(false);
      const limited = await signIn(ctx(), { email, password: "tram koala wattle" }, "10.0.1.1", config);
      expect(limited).toMatchObject({ ok: false, status: 429 });
      expect(limited.ok ? 0 : limited.retryAfterSeconds).toBeGreaterThan(0);
      now += 16 * 60_000;
    }
    expect(
      (await signIn(ctx(), { email: "jane@example.com", password: "tram koala wattle" }, "10.0.1.1", config)).ok,
    ).toBe(true);
  });

  it("reset links work once, end other sessions and sign in", async () => {
    const first = await verifiedMember();
    await answered(forgotPassword(ctx(), { email: "jane@example.com" }, "5.6.7.8", config));
    const token = await tokenFromLastMail("jane@example.com", "/reset-password");
    const reset = await resetPassword(ctx(), { token, password: "a brand new passphrase" }, config, revocations);
    expect(reset.ok).toBe(true);
    expect((await resetPassword(ctx(), { token, password: "another new passphrase" }, config, revocations)).ok).toBe(
      false,
    );
    expect((await refreshSession(ctx(), first.refreshToken!, config, revocations)).status).toBe("revoked");
    expect(await revocations.isRevoked(first.viewer.sessionId)).toBe(true);
    expect(await revocations.isRevoked(reset.ok ? reset.viewer.sessionId : "")).toBe(false);
    expect(
      (await signIn(ctx(), { email: "jane@example.com", password: "a brand new passphrase" }, "5.6.7.8", config)).ok,
    ).toBe(true);
  });
});

describe("authorisation in services", () => {
  it("refuses visitors and other members, whatever the route did", async () => {
    const jane = await verifiedMember();
    const settings = {
      name: "Jane C",
      avatarUrl: "",
      emailAlerts: false,
      emailFollowUpdates: true,
      emailNewsletter: true,
    };
    await expect(updateAccountSettings(ctx(), null, settings)).rejects.toBeInstanceOf(FailureError);
    await expect(follow(ctx(), null, { targetType: "question", targetId: "q1" })).rejects.toBeInstanceOf(FailureError);
    const other = { ...jane.viewer, memberId: "someone-else", role: "member" as const };
    await expect(updateAccountSettings(ctx(), other, settings, jane.viewer.memberId)).rejects.toBeInstanceOf(
      FailureError,
    );
    await expect(listFollows(ctx(), other, jane.viewer.memberId)).rejects.toBeInstanceOf(FailureError);
    await expect(updateAccountSettings(ctx(), null, settings)).rejects.toMatchObject({
      failure: { code: "UNAUTHENTICATED", status: 401 },
    });
    await expect(listFollows(ctx(), other, jane.viewer.memberId)).rejects.toMatchObject({
      failure: { code: "FORBIDDEN", status: 403 },
    });
    const saved = await updateAccountSettings(ctx(), jane.viewer, settings);
    expect(saved.ok && saved.member.emailPreferences).toEqual({ alerts: false, followUpdates: true, newsletter: true });
    await db.insert(agents).values({
      id: 7,
      username: "sam-agent",
      officeId: 1,
      firstName: "Sam",
      lastName: "Agent",
      jobTitle: "Agent",
      bio: "",
      phone: "",
      mobile: "",
      email: "sam@example.com",
      tier: "standard",
      yearsExperience: 3,
    });
    expect(await follow(ctx(), jane.viewer, { targetType: "agent", targetId: "7" })).toEqual({
      ok: true,
      following: true,
    });
    expect(await follow(ctx(), jane.viewer, { targetType: "agent", targetId: "999999" })).toEqual({
      ok: false,
      code: "NOT_FOUND",
      status: 404,
      message: "No such agent",
    });
    // No question has this id, so there is nothing to follow.
    expect(await follow(ctx(), jane.viewer, { targetType: "question", targetId: "99999999" })).toEqual({
      ok: false,
      code: "NOT_FOUND",
      status: 404,
      message: "No such question",
    });
    expect((await listFollows(ctx(), jane.viewer, jane.viewer.memberId)).map((f) => f.targetId)).toEqual(["7"]);
  });
});
