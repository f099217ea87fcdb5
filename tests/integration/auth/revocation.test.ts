// Ending a session ends its access token too, not only its refresh token: the edge verifies the
// JWT without D1, so without the revocation list an old access token would work for 15 minutes.
import { describe, expect, it } from "vitest";
import { CookieJar, get, origin, post, signedUpMember } from "./client";

async function viewerOverGraphQL(jar: CookieJar) {
  const response = await fetch(new URL("/graphql", origin()), {
    method: "POST",
    headers: { origin: origin(), "content-type": "application/json", cookie: jar.header() },
    body: JSON.stringify({ query: "{ viewer { username } }" }),
  });
  return ((await response.json()) as { data?: { viewer: { username: string } | null } }).data?.viewer;
}

describe("sign-out ends the access token", () => {
  it("after sign-out, the old access token is treated as signed out by REST, GraphQL and pages", async () => {
    const { jar, member } = await signedUpMember("revoke");
    const access = jar.cookies.get("hf_at");
    expect(access).toBeDefined();
    const stolen = new CookieJar();
    stolen.cookies.set("hf_at", access!);
    // Works while the session lives…
    expect((await get("/api/user/me", stolen)).status).toBe(200);
    expect(await viewerOverGraphQL(stolen)).toEqual({ username: member.username });

    expect((await post("/api/user/signout", undefined, jar)).status).toBe(200);

    // …and not after sign-out, although the JWT itself has not expired.
    expect((await get("/api/user/me", stolen)).status).toBe(401);
    expect(await viewerOverGraphQL(stolen)).toBeNull();
    const page = await get("/account", stolen);
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toMatch(/\/sign-in\?returnTo=%2Faccount$/);
  });
});
