import { describe, expect, it } from "vitest";
import { purgeSharedPages, servePage, type EdgePageCache } from "@/lib/page-cache/edge-page-cache";
import {
  bypassReason,
  freshnessOf,
  PAGE_CACHE_FRESH_MS,
  PAGE_CACHE_STALE_MS,
  pageCacheKey,
  pageCacheTag,
  purgedPageFreshness,
  sharedPageUrl,
  sharedRenderCookie,
} from "@/lib/page-cache/policy";
import type { PlatformSettings } from "@/lib/services/platform/settings";

const ORIGIN = "https://homefront.example";
const RESULTS = `${ORIGIN}/for-sale/melbourne-vic-3000/real-estate`;
/** A signed-in member's cookies on the https site, plus an experiment assignment. */
const MEMBER_COOKIES = "__Host-hf_at=jwt; hf_exp=e%3Dcontrol; __Host-hf_auth=refresh; __Host-hf_signed_in=1";

/** The Cache API as Workers has it, in memory: enough of match/put for the page cache. */
function memoryCache() {
  const entries = new Map<string, { status: number; headers: [string, string][]; body: string }>();
  const cache = {
    async match(key: string) {
      const entry = entries.get(key);
      return entry ? new Response(entry.body, { status: entry.status, headers: entry.headers }) : undefined;
    },
    async put(key: string, response: Response) {
      entries.set(key, { status: response.status, headers: [...response.headers], body: await response.text() });
    },
    async delete(key: string) {
      return entries.delete(key);
    },
  };
  return { cache: cache as unknown as Cache, entries };
}

function fixture(overrides: Partial<EdgePageCache> = {}) {
  let now = 1_800_000_000_000;
  let renders = 0;
  const pending: Promise<unknown>[] = [];
  const { cache, entries } = memoryCache();
  const settings: PlatformSettings = { environment: "development", flags: {}, experiments: [] };
  const deps: EdgePageCache = {
    cache,
    now: () => now,
    waitUntil: (promise) => void pending.push(promise),
    render: async () => {
      renders += 1;
      return new Response(`<html>render ${renders}</html>`, {
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" },
      });
    },
    settings: async () => settings,
    buildId: "build-1",
    environmentFlags: "",
    ...overrides,
  };
  return {
    deps,
    settings,
    entries,
    renders: () => renders,
    advance: (ms: number) => (now += ms),
    /** Lets stores and background refreshes finish, as the runtime does after the response. */
    settle: async () => {
      while (pending.length > 0) await Promise.all(pending.splice(0));
    },
  };
}

async function get(deps: EdgePageCache, url = RESULTS, headers: HeadersInit = {}) {
  const response = await servePage(new Request(url, { headers }), deps);
  return { state: response.headers.get("x-page-cache"), body: await response.text(), response };
}

describe("edge page cache", () => {
  it("keeps a blog page for its own window and drops exactly the purged pages", async () => {
    const f = fixture({
      freshnessFor: (shared) => (shared.pathname.startsWith("/blog") ? purgedPageFreshness(3_600_000) : undefined),
    });
    const post = `${ORIGIN}/blog/how-much-can-i-borrow`;
    const other = `${ORIGIN}/blog/buying-at-auction`;
    await get(f.deps, post);
    await get(f.deps, other);
    await f.settle();
    f.advance(PAGE_CACHE_STALE_MS); // a search page would be rendered again by now
    expect((await get(f.deps, post)).state).toBe("HIT");

    expect(await purgeSharedPages(["/blog/how-much-can-i-borrow", "/blog/never-cached"], [ORIGIN], f.deps)).toBe(1);
    expect(await get(f.deps, post)).toMatchObject({ state: "MISS", body: "<html>render 3</html>" });
    expect(await get(f.deps, other)).toMatchObject({ state: "HIT", body: "<html>render 2</html>" });
  });

  it("tags every stored copy with its page, whatever build or settings it was stored under, and never shows the tag", async () => {
    const f = fixture();
    const post = `${ORIGIN}/blog/how-much-can-i-borrow`;
    await get(f.deps, `${post}?utm_source=newsletter`);
    await f.settle();
    f.settings.flags = { advancedMapClustering: true }; // a second copy under another key
    await get({ ...f.deps, buildId: "build-2" }, post);
    await f.settle();
    const tags = [...f.entries.values()].map((entry) => new Headers(entry.headers).get("cache-tag"));
    expect(f.entries.size).toBe(2);
    expect(tags).toEqual([
      "page:homefront.example/blog/how-much-can-i-borrow",
      "page:homefront.example/blog/how-much-can-i-borrow",
    ]);
    expect((await get({ ...f.deps, buildId: "build-2" }, post)).response.headers.has("cache-tag")).toBe(false);
  });

  it("renders once, then serves the stored page with the page's own Cache-Control and its age", async () => {
    const f = fixture();
    expect((await get(f.deps)).state).toBe("MISS");
    await f.settle();
    f.advance(12_000);
    const hit = await get(f.deps);
    expect(hit).toMatchObject({ state: "HIT", body: "<html>render 1</html>" });
    expect(hit.response.headers.get("cache-control")).toBe("private, no-store");
    expect(hit.response.headers.get("age")).toBe("12");
    expect(hit.response.headers.has("x-page-cache-stored-at")).toBe(false);
    expect(f.renders()).toBe(1);
  });

  it("serves a stale page at once and refreshes it once in the background", async () => {
    const f = fixture();
    await get(f.deps);
    await f.settle();
    f.advance(PAGE_CACHE_FRESH_MS);
    const [first, second] = await Promise.all([get(f.deps), get(f.deps)]);
    expect([first.state, second.state]).toEqual(["STALE", "STALE"]);
    expect(first.body).toBe("<html>render 1</html>");
    await f.settle();
    expect(f.renders()).toBe(2); // one refresh for both visitors
    expect(await get(f.deps)).toMatchObject({ state: "HIT", body: "<html>render 2</html>" });
  });

  it("keeps one entry for a search whatever junk parameters visitors add, rendered from the clean URL", async () => {
    const rendered: string[] = [];
    const f = fixture();
    const render = f.deps.render;
    f.deps.render = async (request) => (rendered.push(request.url), render(request));
    expect((await get(f.deps, `${RESULTS}?utm_source=a`)).state).toBe("MISS");
    await f.settle();
    expect(await get(f.deps, `${RESULTS}?x=${Math.random()}`)).toMatchObject({
      state: "HIT",
      body: "<html>render 1</html>",
    });
    expect((await get(f.deps, RESULTS)).state).toBe("HIT");
    expect(f.entries.size).toBe(1);
    expect(rendered).toEqual([RESULTS]);
  });

  it("renders again once the stale window has passed", async () => {
    const f = fixture();
    await get(f.deps);
    await f.settle();
    f.advance(PAGE_CACHE_STALE_MS);
    expect(await get(f.deps)).toMatchObject({ state: "MISS", body: "<html>render 2</html>" });
  });

  it("never shares a page for a visitor with a cookie it does not know, an RSC request or an experiment on the URL", async () => {
    const f = fixture();
    expect((await get(f.deps, RESULTS, { cookie: "hf_admin=token" })).state).toBe("BYPASS");
    expect((await get(f.deps, RESULTS, { rsc: "1" })).state).toBe("BYPASS");
    f.settings.experiments = [{ id: "e", feature: "chat", targetUrl: "/for-sale/", variants: [] }];
    expect((await get(f.deps, RESULTS, { cookie: "hf_exp=e%3Dcontrol" })).state).toBe("BYPASS");
    await f.settle();
    expect(f.entries.size).toBe(0);
  });

  it("serves a signed-in member the visitors' copy, rendered without the member's session cookies", async () => {
    const cookies: (string | null)[] = [];
    const f = fixture();
    const render = f.deps.render;
    f.deps.render = async (request) => (cookies.push(request.headers.get("cookie")), render(request));
    const member = { cookie: MEMBER_COOKIES };
    expect(await get(f.deps, RESULTS, member)).toMatchObject({ state: "MISS", body: "<html>render 1</html>" });
    await f.settle();
    expect(cookies).toEqual(["hf_exp=e%3Dcontrol"]);
    expect(await get(f.deps)).toMatchObject({ state: "HIT", body: "<html>render 1</html>" });
    expect(await get(f.deps, `${ORIGIN}/`, member)).toMatchObject({ state: "MISS", body: "<html>render 2</html>" });
    await f.settle();
    expect(cookies).toEqual(["hf_exp=e%3Dcontrol", "hf_exp=e%3Dcontrol"]);
    expect((await get(f.deps, `${ORIGIN}/`, member)).state).toBe("HIT");
  });

  it("never stores a render that refreshed a session (Set-Cookie), even one a member's request caused", async () => {
    const f = fixture({
      render: async () =>
        new Response("<html>Signed in as Robin</html>", {
          headers: { "content-type": "text/html", "set-cookie": "__Host-hf_at=fresh; Path=/; HttpOnly" },
        }),
    });
    const answer = await get(f.deps, RESULTS, { cookie: MEMBER_COOKIES });
    expect(answer.state).toBe("BYPASS");
    expect(answer.response.headers.get("set-cookie")).toContain("__Host-hf_at=fresh");
    await f.settle();
    expect(f.entries.size).toBe(0);
  });

  it("leaves pages other than the home page and canonical search pages alone", async () => {
    const f = fixture();
    for (const url of [
      `${ORIGIN}/contact`,
      `${ORIGIN}/graphql`,
      `${ORIGIN}/properties-for-sale/melbourne-vic-3000/real-estate?page=1`,
    ]) {
      expect((await get(f.deps, url)).state).toBeNull();
    }
    expect((await servePage(new Request(RESULTS, { method: "HEAD" }), f.deps)).headers.get("x-page-cache")).toBeNull();
  });

  it("does not store a page that sets a cookie or is not a 200", async () => {
    for (const rendered of [
      new Response("<html></html>", { headers: { "content-type": "text/html", "set-cookie": "hf_exp=a" } }),
      new Response("<html>error</html>", { status: 500, headers: { "content-type": "text/html" } }),
    ]) {
      const f = fixture({ render: async () => rendered.clone() });
      expect((await get(f.deps)).state).toBe("BYPASS");
      await f.settle();
      expect(f.entries.size).toBe(0);
    }
  });

  it("keys pages by build and by settings, so a deploy or a flag flipped in /admin shows at once", async () => {
    const f = fixture();
    await get(f.deps);
    await f.settle();
    f.settings.flags = { advancedMapClustering: true };
    expect((await get(f.deps)).state).toBe("MISS");
    await f.settle();
    expect((await get({ ...f.deps, buildId: "build-2" })).state).toBe("MISS");
  });

  it("renders when the cache or the settings cannot be read", async () => {
    const f = fixture();
    const broken = {
      ...f.deps,
      cache: {
        match: () => Promise.reject(new Error("down")),
        put: () => Promise.reject(new Error("down")),
      } as unknown as Cache,
    };
    expect(await get(broken)).toMatchObject({ state: "MISS", body: "<html>render 1</html>" });
    await f.settle();
    expect((await get({ ...f.deps, settings: () => Promise.reject(new Error("D1 down")) })).state).toBe("BYPASS");
  });
});

describe("page cache policy", () => {
  it("classifies ages", () => {
    expect(freshnessOf(0, PAGE_CACHE_FRESH_MS - 1)).toBe("fresh");
    expect(freshnessOf(0, PAGE_CACHE_FRESH_MS)).toBe("stale");
    expect(freshnessOf(0, PAGE_CACHE_STALE_MS)).toBe("expired");
    expect(freshnessOf(10, 0)).toBe("expired"); // a clock that went backwards never serves
    expect(freshnessOf(Number.NaN, 0)).toBe("expired");
  });

  it("takes only the home page and canonical search pages", () => {
    const shared = (method: string, url: string) => sharedPageUrl(method, new URL(url))?.href;
    expect(shared("GET", RESULTS)).toBe(RESULTS);
    expect(shared("GET", `${ORIGIN}/`)).toBe(`${ORIGIN}/`);
    expect(shared("GET", `${ORIGIN}/contact`)).toBeUndefined();
    expect(shared("GET", `${ORIGIN}/sold-properties/bondi-nsw-2026`)).toBe(`${ORIGIN}/sold-properties/bondi-nsw-2026`);
    expect(shared("POST", RESULTS)).toBeUndefined();
    expect(shared("GET", `${ORIGIN}/homes/1-a-st/5`)).toBeUndefined();
  });

  it("takes where-to-live pages, normalised to what they render from", () => {
    const shared = (method: string, url: string) => sharedPageUrl(method, new URL(url))?.href;
    expect(shared("GET", `${ORIGIN}/locations?utm_source=x`)).toBe(`${ORIGIN}/locations`);
    expect(shared("GET", `${ORIGIN}/locations?tab=streets`)).toBe(`${ORIGIN}/locations?tab=streets`);
    expect(shared("GET", `${ORIGIN}/locations/bondi-nsw-2026?x=1`)).toBe(`${ORIGIN}/locations/bondi-nsw-2026`);
    // A suburb's trend for one property type is its own page; an unknown type is the page without one.
    expect(shared("GET", `${ORIGIN}/locations/bondi-nsw-2026?x=1&trend=houses`)).toBe(
      `${ORIGIN}/locations/bondi-nsw-2026?trend=houses`,
    );
    expect(shared("GET", `${ORIGIN}/locations/bondi-nsw-2026?trend=castles`)).toBe(
      `${ORIGIN}/locations/bondi-nsw-2026`,
    );
    expect(shared("GET", `${ORIGIN}/locations/Not%20a%20slug`)).toBeUndefined();
    expect(shared("POST", `${ORIGIN}/locations/bondi-nsw-2026`)).toBeUndefined();
    // Market rankings: a best-value answer by its valid question, in canonical order; the bare form never.
    expect(shared("GET", `${ORIGIN}/locations/rankings?x=1`)).toBe(`${ORIGIN}/locations/rankings`);
    expect(shared("GET", `${ORIGIN}/locations/rankings/vic/best-value?max=900000&type=houses&beds=3&x=1`)).toBe(
      `${ORIGIN}/locations/rankings/vic/best-value?type=houses&beds=3&max=900000`,
    );
    expect(shared("GET", `${ORIGIN}/locations/rankings/vic/best-value`)).toBeUndefined();
    expect(shared("GET", `${ORIGIN}/locations/rankings/vic/best-value/x`)).toBeUndefined();
    expect(shared("GET", `${ORIGIN}/find-suburb?q=bondi`)).toBeUndefined();
  });

  it("normalises the URL to the canonical search: parameters the page ignores are dropped, the map view kept", () => {
    const shared = (url: string) => sharedPageUrl("GET", new URL(url))?.href;
    expect(shared(`${RESULTS}?utm_source=newsletter&x=123`)).toBe(RESULTS);
    expect(shared(`${ORIGIN}/?x=1`)).toBe(`${ORIGIN}/`);
    expect(shared(`${ORIGIN}/for-sale/real-estate?zz=1&priceminimum=500000&view=map&pricemaximum=900000`)).toBe(
      `${ORIGIN}/for-sale/real-estate?priceminimum=500000&pricemaximum=900000&view=map`,
    );
  });

  it("lets the experiment and session cookies of the page's origin through, but no other cookie", () => {
    const bypass = (url: string, cookie: string) =>
      bypassReason({ url: new URL(url), headers: new Headers({ cookie }) }, []);
    expect(bypass(RESULTS, "hf_exp=a%3Db")).toBeUndefined();
    expect(bypass(RESULTS, MEMBER_COOKIES)).toBeUndefined();
    expect(bypass(RESULTS, "hf_session_ended=1")).toBeUndefined();
    expect(bypass("http://127.0.0.1:8810/", "hf_at=a; hf_auth=b; hf_signed_in=1")).toBeUndefined();
    // Staff browsing the site get the shared copy: no shared page reads the staff cookie.
    expect(bypass("http://127.0.0.1:8810/", "hf_at=a; hf_auth=b; hf_signed_in=1; hf_staff=s")).toBeUndefined();
    // https names its session cookies __Host-…: the bare names are not this site's session there.
    expect(bypass(RESULTS, "hf_at=a")).toBe("cookie");
    expect(bypass(RESULTS, "hf_exp=a%3Db; __Host-hf_social=flow")).toBe("cookie");
    expect(bypass(RESULTS, "hf_admin=x")).toBe("cookie");
  });

  it("renders a shared page with the experiment cookie alone", () => {
    expect(sharedRenderCookie(MEMBER_COOKIES)).toBe("hf_exp=e%3Dcontrol");
    expect(sharedRenderCookie("__Host-hf_at=jwt; __Host-hf_auth=r")).toBeUndefined();
    expect(sharedRenderCookie(null)).toBeUndefined();
  });

  it("keeps the page's own query in the key", () => {
    const version = { buildId: "b", settings: {}, environmentFlags: "" };
    const a = pageCacheKey(new URL(`${RESULTS}?view=map`), version);
    expect(a).not.toBe(pageCacheKey(new URL(RESULTS), version));
    expect(new URL(a).searchParams.get("view")).toBe("map");
  });

  it("tags a page by host and normalised address, and a very long address by its hash", () => {
    const tagOf = (href: string) => pageCacheTag(sharedPageUrl("GET", new URL(href))!);
    expect(tagOf(`${ORIGIN}/blog?page=2&utm_source=x`)).toBe("page:homefront.example/blog?page=2");
    expect(tagOf("https://WWW.Homefront.example/blog/category/renting")).toBe(
      "page:www.homefront.example/blog/category/renting",
    );
    expect(tagOf(`${ORIGIN}/blog/a`)).not.toBe(tagOf("https://other.example/blog/a"));
    const long = pageCacheTag(new URL(`${ORIGIN}/blog/${"a".repeat(1100)}`));
    expect(long).toMatch(/^page:homefront\.example#[0-9a-z]+$/);
  });
});
