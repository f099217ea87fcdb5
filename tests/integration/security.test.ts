/**
 * Security at the edge, through the running Worker: cross-site writes refused on the admin API and
 * server actions, malformed input answered 400 instead of 500, and the security headers of HTML
 * pages, including a page served from the edge page cache, whose nonce must be this response's.
 */
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { baseURL, url } from "../support/base-url";
import { adminCookieHeader } from "./auth/staff";
import { signedUpMember } from "./auth/client";

const SIBLING = "http://evil.localhost:" + new URL(baseURL()).port;
let adminCookie = "";

beforeAll(async () => {
  adminCookie = await adminCookieHeader("security-test");
});

/** The whole response of a request whose path is sent exactly as given (fetch would normalise it). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: "GET", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("cross-site writes", () => {
  const flip = (headers: Record<string, string>) =>
    fetch(url("/api/admin/flags"), {
      method: "PUT",
      headers: { cookie: adminCookie, ...headers },
      body: JSON.stringify({ environment: "development", key: "chat", enabled: true }),
    });

  it.each([
    ["a sibling origin", { origin: SIBLING, "content-type": "application/json" }],
    ["a sibling origin as text/plain", { origin: SIBLING, "content-type": "text/plain" }],
    ["no Origin", { "content-type": "text/plain" }],
    ["Origin null", { origin: "null", "content-type": "application/json" }],
  ])("refuses an admin flag flip from %s with 403, even with the admin's cookie", async (_, headers) => {
    const response = await flip(headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: "Cross-site request refused" });
  });

  it("refuses experiments and admin sign-in from another origin, and text/plain from this one", async () => {
    const experiment = {
      id: "csrf-probe",
      environment: "development",
      feature: "chat",
      variants: [
        { name: "on", weight: 50, featureOn: true },
        { name: "off", weight: 50, featureOn: false },
      ],
    };
    const foreign = await fetch(url("/api/admin/experiments"), {
      method: "POST",
      headers: { cookie: adminCookie, origin: SIBLING, "content-type": "text/plain" },
      body: JSON.stringify(experiment),
    });
    expect(foreign.status).toBe(403);
    const signIn = await fetch(url("/api/admin/session"), {
      method: "POST",
      headers: { origin: SIBLING, "content-type": "application/json" },
      body: JSON.stringify({ code: "123456" }),
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    const plain = await fetch(url("/api/admin/experiments"), {
      method: "POST",
      headers: { cookie: adminCookie, origin: baseURL(), "content-type": "text/plain" },
      body: JSON.stringify(experiment),
    });
    expect(plain.status).toBe(400);
  });

  it("refuses a server action with a foreign or null Origin with 403, and multipart without a boundary with 400", async () => {
    const html = await (await fetch(url("/contact"))).text();
    const actionId = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;/.exec(html)?.[1];
    expect(actionId).toBeDefined();
    const action = (headers: Record<string, string>) =>
      fetch(url("/contact"), {
        method: "POST",
        headers: { "next-action": actionId!, "content-type": "multipart/form-data; boundary=x", ...headers },
        body: "--x--\r\n",
      });
    for (const origin of ["null", "https://evil.example", SIBLING]) {
      const response = await action({ origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: "Cross-site request refused" });
    }
    const noBoundary = await action({ origin: baseURL(), "content-type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
    expect(await noBoundary.json()).toMatchObject({ message: expect.stringContaining("boundary") });
  });

  it("answers a form posted to a page with a missing, bad or unmatched boundary with 400, never 500", async () => {
    const listing = /href="(\/homes\/[^"]+)"/.exec(
      await (await fetch(url("/for-sale/melbourne-vic-3000/real-estate"))).text(),
    )?.[1];
    expect(listing).toBeDefined();
    const part = '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--abc--\r\n';
    const cases: [type: string, body: string, message: RegExp][] = [
      ["multipart/form-data", part, /needs a boundary/],
      ['multipart/form-data; boundary=""', part, /needs a boundary/],
      ["multipart/form-data; boundary=a b", part, /must be 1 to 70/],
      [`multipart/form-data; boundary=${"x".repeat(71)}`, part, /must be 1 to 70/],
      ["multipart/form-data; boundary=abc", "garbage", /does not match the boundary/],
      ["multipart/form-data; boundary=abc", "", /does not match the boundary/],
      ["multipart/form-data; boundary=abc", "--abc\r\n", /does not match the boundary/],
      ["multipart/form-data; boundary=zzz", part, /does not match the boundary/],
    ];
    for (const path of ["/contact", listing!])
      for (const withAction of [false, true])
        for (const [type, body, message] of cases) {
          const response = await fetch(url(path), {
            method: "POST",
            headers: {
              origin: baseURL(),
              "content-type": type,
              ...(withAction ? { "next-action": "7f00000000000000000000000000000000000000" } : {}),
            },
            body,
          });
          expect(response.status, `${path} ${type} ${JSON.stringify(body)}`).toBe(400);
          expect(((await response.json()) as { message: string }).message).toMatch(message);
        }
    // A well-formed form still reaches Next, which answers for the unknown action itself (not with a 500).
    const wellFormed = await fetch(url("/contact"), {
      method: "POST",
      headers: { origin: baseURL(), "content-type": "multipart/form-data; boundary=abc" },
      body: part,
    });
    expect(wellFormed.status).toBeLessThan(500);
    expect(await wellFormed.text()).not.toMatch(/does not match the boundary/);
  });
});

describe("malformed input", () => {
  it("answers a path with a malformed %-escape with 400", async () => {
    const response = await rawGet("/a%zz");
    expect(response.status).toBe(400);
    expect(response.body).toContain("malformed %-escape");
  });

  it("answers an .rsc request with a router state header Next cannot parse with 400", async () => {
    for (const state of [
      "garbage",
      encodeURIComponent("[]"),
      encodeURIComponent('["",{"children":["__PAGE__",{},null,null]},null,null,true]'),
    ]) {
      const response = await rawGet("/no-such-page.rsc", { "next-router-state-tree": state });
      expect(response.status).toBe(400);
      expect(response.body).toContain("Next-Router-State-Tree");
    }
  });
});

describe("security headers", () => {
  const HOME = "/";

  /** The nonce in a response's CSP and every nonce attribute in its HTML. */
  async function noncesOf(response: Response) {
    const policy = response.headers.get("content-security-policy") ?? "";
    const header = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const attributes = [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
    // The RSC payload in the inline scripts names the nonce as well: \"nonce\":\"…\".
    const inPayload = [...html.matchAll(/\\"nonce\\":\\"([^"\\]*)\\"/g)].map((match) => match[1]);
    return { header, scripts, attributes, inPayload };
  }

  function expectPageHeaders(response: Response) {
    expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("geolocation=(self)");
    // wrangler dev serves http: no HSTS (browsers ignore it there anyway).
    expect(response.headers.has("strict-transport-security")).toBe(false);
    expect(response.headers.has("x-rendered-nonce")).toBe(false);
  }

  it("gives a page from the edge page cache a fresh nonce that its scripts carry", async () => {
    await expect
      .poll(async () => (await fetch(url(HOME))).headers.get("x-page-cache"), { timeout: 10_000 })
      .toBe("HIT");
    const first = await fetch(url(HOME));
    const second = await fetch(url(HOME));
    expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["HIT", "HIT"]);
    expectPageHeaders(first);
    const [a, b] = [await noncesOf(first), await noncesOf(second)];
    expect(a.header).toBeDefined();
    expect(a.header).not.toBe(b.header);
    for (const { header, scripts, attributes, inPayload } of [a, b]) {
      expect(scripts.length).toBeGreaterThan(3);
      // Every executable script names this response's nonce (JSON data blocks do not run).
      for (const script of scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag)))
        expect(script).toContain(`nonce="${header}"`);
      expect(new Set(attributes)).toEqual(new Set([header]));
      expect(inPayload.length).toBeGreaterThan(0);
      expect(new Set(inPayload)).toEqual(new Set([header]));
    }
  });

  it("sends them on a rendered page, the admin pages and the member's account page", async () => {
    const rendered = await fetch(url("/contact"));
    expectPageHeaders(rendered);
    const { header, attributes } = await noncesOf(rendered);
    expect(new Set(attributes)).toEqual(new Set([header]));

    const admin = await fetch(url("/admin/flags"), { headers: { cookie: adminCookie } });
    expect(admin.status).toBe(200);
    expectPageHeaders(admin);

    const { jar } = await signedUpMember("headers");
    const account = await fetch(url("/account"), { headers: { cookie: jar.header() }, redirect: "manual" });
    expect(account.status).toBe(200);
    expectPageHeaders(account);
  });

  it("sends nosniff and the referrer policy on API answers too", async () => {
    const response = await fetch(url("/api/version"));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
