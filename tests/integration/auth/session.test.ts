import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { DEVELOPMENT_JWT_SECRET } from "@/lib/auth/config";
import { keyIdOf } from "@/lib/auth/access-token";
import { CookieJar, get, origin, post, signedUpMember, uniqueEmail } from "./client";

/** An access token that expired a minute ago, signed like the Worker's own (development key). */
async function expiredAccessToken(member: { id: string; username: string }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ usr: member.username, name: "Test", role: "member", sid: "old" })
    .setProtectedHeader({ alg: "HS256", typ: "at+jwt", kid: await keyIdOf(DEVELOPMENT_JWT_SECRET) })
    .setSubject(member.id)
    .setIssuer("homefront")
    .setAudience("homefront-web")
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(DEVELOPMENT_JWT_SECRET));
}

describe("sessions against the Worker", () => {
  it("middleware refreshes an expired access token from a valid auth cookie on the next page", async () => {
    const { jar, member } = await signedUpMember("refresh");
    const oldAuth = jar.cookies.get("hf_auth");
    jar.cookies.set("hf_at", await expiredAccessToken(member));
    const page = await get("/account", jar);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="account-page"');
    const access = page.headers.getSetCookie().find((c) => c.startsWith("hf_at=ey")) ?? "";
    expect(access).toMatch(/Max-Age=900/i);
    expect(access).toMatch(/HttpOnly/i);
    expect(access).toMatch(/SameSite=Lax/i);
    expect(jar.cookies.get("hf_auth")).toBeDefined();
    expect(jar.cookies.get("hf_auth")).not.toBe(oldAuth);
  });

  it("a visitor on a member-only page is sent to sign in and back", async () => {
    const page = await get("/account?tab=follows");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toMatch(/\/sign-in\?returnTo=%2Faccount%3Ftab%3Dfollows$/);
  });

  it("an unknown auth cookie clears the session cookies and flags the session as ended", async () => {
    const jar = new CookieJar();
    jar.cookies.set("hf_auth", "A".repeat(43));
    jar.cookies.set("hf_signed_in", "1");
    // A page rendered per visitor: shared pages (the home page, searches) come from the edge page
    // cache without middleware, and the browser ends the session there (session-effects.ts).
    const page = await get("/contact", jar);
    expect(page.status).toBe(200);
    expect(jar.cookies.has("hf_auth")).toBe(false);
    expect(jar.cookies.has("hf_signed_in")).toBe(false);
    expect(jar.cookies.get("hf_session_ended")).toBe("1");
  });

  it("refresh-token reuse: the rotated token within the grace window gets no new refresh token", async () => {
    const { jar } = await signedUpMember("reuse");
    const first = jar.cookies.get("hf_auth")!;
    const rotated = await post("/api/user/authcookies", undefined, jar);
    expect(rotated.status).toBe(200);
    expect(jar.cookies.get("hf_auth")).not.toBe(first);
    const replay = new CookieJar();
    replay.cookies.set("hf_auth", first);
    const parallel = await post("/api/user/authcookies", undefined, replay);
    expect(parallel.status).toBe(200);
    expect(parallel.headers.getSetCookie().some((c) => c.startsWith("hf_auth="))).toBe(false);
    // After sign-out the family is revoked: neither token refreshes any more.
    expect((await post("/api/user/signout", undefined, jar)).status).toBe(200);
    const after = await post("/api/user/authcookies", undefined, replay);
    expect(after.status).toBe(401);
    expect(((await after.json()) as { message: string }).message).toBe("Your sign-in session has ended");
  });

  it("repeated failed sign-ins give 429 with Retry-After, the same for unknown addresses", async () => {
    const { email } = await signedUpMember("limits");
    for (const address of [email, uniqueEmail("nobody")]) {
      const answers = [];
      for (let i = 0; i < 5; i += 1)
        answers.push((await post("/api/user/signin", { email: address, password: "not the password" })).status);
      expect(answers).toEqual([401, 401, 401, 401, 401]);
      const limited = await post("/api/user/signin", { email: address, password: "tram koala wattle" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("sign-in sets the cookies and a Location naming the member; GET /api/user/{username} answers", async () => {
    const { email, password, member } = await signedUpMember("signin");
    const jar = new CookieJar();
    const signedIn = await post("/api/user/signin", { email, password }, jar);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("location")).toBe(`/api/user/${member.username}`);
    const own = (await (await get(`/api/user/${member.username}`, jar)).json()) as Record<string, unknown>;
    expect(own).toMatchObject({
      username: member.username,
      email,
      viewingOwnProfile: true,
      currentUserIsAdmin: false,
      showAgentInformation: false,
      showUserReviews: true,
    });
    const publicView = (await (await get(`/api/user/${member.username}`)).json()) as Record<string, unknown>;
    expect(publicView.email).toBeUndefined();
    expect(publicView.viewingOwnProfile).toBe(false);
  });
});

describe("bad input and CSRF", () => {
  it("refuses a missing or foreign Origin on auth calls and GraphQL mutations", async () => {
    const noOrigin = await fetch(new URL("/api/user/signin", origin()), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(noOrigin.status).toBe(403);
    expect(
      (await post("/api/user/forgotpassword", { email: "a@b.co" }, undefined, { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    const mutation = await fetch(new URL("/graphql", origin()), {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ query: 'mutation { follow(input: { targetType: question, targetId: "q1" }) { ok } }' }),
    });
    const body = (await mutation.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe("Cross-site request refused");
  });

  it("answers malformed bodies, wrong content types and oversized fields with 400 and a clear message", async () => {
    const wrongType = await post("/api/users", undefined, undefined, { "content-type": "text/plain" });
    expect(wrongType.status).toBe(400);
    const malformed = await fetch(new URL("/api/users", origin()), {
      method: "POST",
      headers: { origin: origin(), "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe("The request body is not valid JSON");
    const oversized = await post("/api/users", {
      name: "x".repeat(500),
      email: uniqueEmail("big"),
      password: "tram koala wattle",
    });
    expect(oversized.status).toBe(400);
    expect(((await oversized.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(
      "Please keep your name under 100 characters",
    );
    const extra = await post("/api/user/forgotpassword", { email: "a@b.co", admin: true });
    expect(extra.status).toBe(400);
    // A way back that leads off the site: refused, with the field named.
    for (const returnTo of ["//evil.example", "/\\evil.example", "https://evil.example", "/%2F%2Fevil.example"]) {
      for (const [path, body] of [
        ["/api/users", { name: "Sam", email: uniqueEmail("way-back"), password: "tram koala wattle", returnTo }],
        ["/api/user/signin", { email: uniqueEmail("way-back"), password: "tram koala wattle", returnTo }],
      ] as const) {
        const refused = await post(path, body);
        expect(refused.status, `${path} ${returnTo}`).toBe(400);
        expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors.returnTo).toBe(
          "The page to return to must be on this site",
        );
      }
    }
  });

  it("sign-up and forgot-password answer the same for registered and unknown addresses", async () => {
    const { email } = await signedUpMember("same");
    const known = await post("/api/users", { name: "Again", email, password: "another fine passphrase" });
    const unknown = await post("/api/users", {
      name: "Fresh",
      email: uniqueEmail("fresh"),
      password: "another fine passphrase",
    });
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
    const forgotKnown = await post("/api/user/forgotpassword", { email });
    const forgotUnknown = await post("/api/user/forgotpassword", { email: uniqueEmail("ghost") });
    expect([forgotKnown.status, await forgotKnown.json()]).toEqual([forgotUnknown.status, await forgotUnknown.json()]);
  });
});
