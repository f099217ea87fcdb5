// The headers every response gets and the CSP of HTML pages (the nonce rewrite of page-cache
// copies needs HTMLRewriter, so it is checked against the running Worker in
// tests/integration/security.test.ts).
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  markRenderedNonce,
  newNonce,
  RENDERED_NONCE_HEADER,
  secureResponse,
  withNonce,
} from "@/lib/security/security-headers";

describe("content security policy", () => {
  it("makes a fresh 128-bit nonce each time, in the characters Next accepts", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("allows scripts by nonce only, and nobody may frame the page", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ nonce: "abc", https: true, connectOrigins: ["https://tiles.example"] })).toMatch(
      /connect-src 'self' https:\/\/tiles\.example;.*upgrade-insecure-requests$/,
    );
  });

  it("hands Next the nonce in the request, whatever the visitor sent", () => {
    const forged = new Request("https://homefront.example/", {
      headers: { "x-nonce": "mine", "content-security-policy": "script-src 'nonce-mine'" },
    });
    const request = withNonce(forged, "fresh", contentSecurityPolicy({ nonce: "fresh", https: true }));
    expect(request.headers.get("x-nonce")).toBe("fresh");
    expect(request.headers.get("content-security-policy")).toContain("'nonce-fresh'");
  });
});

describe("secureResponse", () => {
  const secure = (response: Response, https = true) =>
    secureResponse(response, { nonce: "n1", policy: contentSecurityPolicy({ nonce: "n1", https }), https });

  it("gives HTML pages the CSP, no framing, the permissions policy, nosniff, the referrer policy and HSTS on https", () => {
    const rendered = markRenderedNonce(
      new Response("<p>hi</p>", { headers: { "content-type": "text/html; charset=utf-8" } }),
      new Request("https://homefront.example/", { headers: { "x-nonce": "n1" } }),
    );
    expect(rendered.headers.get(RENDERED_NONCE_HEADER)).toBe("n1");
    const headers = secure(rendered).headers;
    expect(headers.get("content-security-policy")).toContain("'nonce-n1'");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("geolocation=(self)");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(headers.has(RENDERED_NONCE_HEADER)).toBe(false);
  });

  it("takes the rendered nonce from an inner pass's policy (a rewrite OpenNext serves by fetching the Worker again)", () => {
    const inner = new Response("<p>gone</p>", {
      status: 410,
      headers: {
        "content-type": "text/html",
        "content-security-policy": "script-src 'self' 'nonce-inner==' 'strict-dynamic'",
      },
    });
    const marked = markRenderedNonce(
      inner,
      new Request("https://homefront.example/homes/x/1", { headers: { "x-nonce": "outer" } }),
    );
    expect(marked.headers.get(RENDERED_NONCE_HEADER)).toBe("inner==");
  });

  it("keeps the status text, and sends none rather than an empty one", () => {
    expect(secure(new Response(null, { status: 401, statusText: "Unauthorized" })).statusText).toBe("Unauthorized");
    expect(secure(new Response(null, { status: 401 })).status).toBe(401);
  });

  it("sends no HSTS over http and no page policy on JSON", () => {
    const headers = secure(Response.json({ ok: true }), false).headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.has("strict-transport-security")).toBe(false);
    expect(headers.has("content-security-policy")).toBe(false);
  });

  it("keeps every Set-Cookie", () => {
    const response = new Response("<p>hi</p>", {
      headers: [
        ["content-type", "text/html"],
        ["set-cookie", "a=1"],
        ["set-cookie", "b=2"],
      ],
    });
    expect(secure(response).headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });
});
