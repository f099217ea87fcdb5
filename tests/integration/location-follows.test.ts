/**
 * Following a place through the legacy calls against the Worker: `POST /{location}/follow` and
 * `/unfollow` at the place's page (`/locations/{slug}`) and at its uniqueUri (`/vic/melbourne-3000`),
 * members only and this site's Origin only; the followed place is listed with the member's follows.
 */
import { describe, expect, it } from "vitest";
import { baseURL } from "../support/base-url";
import { get, post, signedUpMember } from "./auth/client";

const MY_FOLLOWS = "query { myFollows { targetType location { slug uri } } }";
const PLACE = "query Place($slug: String!) { location(identifier: $slug) { id } }";

async function followedSlugs(jar: Parameters<typeof post>[2]): Promise<string[]> {
  const body = (await (await post("/graphql", { query: MY_FOLLOWS }, jar)).json()) as {
    data: { myFollows: { targetType: string; location: { slug: string } | null }[] };
  };
  return body.data.myFollows.flatMap((follow) => (follow.location ? [follow.location.slug] : []));
}

describe("following a location (legacy calls)", () => {
  it("follows at the page's address and unfollows at the uniqueUri; following twice is still following", async () => {
    const { jar } = await signedUpMember("follow-place");
    const first = await post("/locations/melbourne-vic-3000/follow", undefined, jar);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ following: true });
    expect((await post("/vic/melbourne-3000/follow", undefined, jar)).status).toBe(200);
    expect(await followedSlugs(jar)).toEqual(["melbourne-vic-3000"]);

    const account = await (await get("/account", jar)).text();
    expect(account).toContain('href="/locations/melbourne-vic-3000"');

    const off = await post("/vic/melbourne-3000/unfollow", undefined, jar);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ following: false });
    expect(await followedSlugs(jar)).toEqual([]);
  });

  it("follows a street by its uniqueUri, the same place its page names", async () => {
    const { jar } = await signedUpMember("follow-street");
    const place = (await (
      await post("/graphql", { query: PLACE, variables: { slug: "gipps-close-melbourne-vic-3000" } })
    ).json()) as { data: { location: { id: string } | null } };
    expect(place.data.location).not.toBeNull();
    expect((await post("/vic/melbourne-3000/gipps-close/follow", undefined, jar)).status).toBe(200);
    expect(await followedSlugs(jar)).toEqual(["gipps-close-melbourne-vic-3000"]);
  });

  it("refuses a visitor, a foreign or missing Origin, and a place that does not exist", async () => {
    const visitor = await post("/locations/melbourne-vic-3000/follow", undefined);
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { message: string }).message).toBeTruthy();

    const { jar } = await signedUpMember("follow-place-refused");
    const foreign = await post("/locations/melbourne-vic-3000/follow", undefined, jar, {
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await fetch(`${baseURL()}/locations/melbourne-vic-3000/follow`, {
      method: "POST",
      headers: { cookie: jar.header() },
    });
    expect(noOrigin.status).toBe(403);
    expect(await followedSlugs(jar)).toEqual([]);

    const missing = await post("/locations/no-such-place-vic-9999/follow", undefined, jar);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe("There is no such place to follow");
  });
});
