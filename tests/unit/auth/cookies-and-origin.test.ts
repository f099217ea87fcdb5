import { describe, expect, it } from "vitest";
import { clearedSessionCookies, cookieNames, serializeCookie, sessionCookies } from "@/lib/auth/cookies";
import { isSameOriginRequest } from "@/lib/session/http/same-origin";
import { readJsonBody } from "@/lib/http/json-body";
import { safeReturnTo } from "@/lib/auth/return-to";

describe("cookies per origin", () => {
  it("uses __Host- and Secure on https, plain names on loopback http", () => {
    expect(cookieNames("https://homefront.example").access).toBe("__Host-hf_at");
    expect(cookieNames("http://127.0.0.1:8787").access).toBe("hf_at");
    const [access, auth, marker] = sessionCookies("https://homefront.example", { accessToken: "a", refreshToken: "r" });
    expect(serializeCookie(access!)).toBe("__Host-hf_at=a; Path=/; Max-Age=900; SameSite=Lax; HttpOnly; Secure");
    expect(serializeCookie(auth!)).toContain("HttpOnly; Secure");
    expect(serializeCookie(marker!)).not.toContain("HttpOnly");
    expect(serializeCookie(sessionCookies("http://localhost:8787", { accessToken: "a" })[0]!)).not.toContain("Secure");
    // A non-loopback http origin still asks for Secure: no session over plain http on a network.
    expect(cookieNames("http://homefront.example").access).toBe("__Host-hf_at");
    expect(clearedSessionCookies("https://homefront.example").every((c) => c.options.maxAge === 0)).toBe(true);
  });
});

describe("same-origin check (CSRF)", () => {
  const request = (headers: Record<string, string>) =>
    new Request("https://homefront.example/api/user/signin", { method: "POST", headers });
  it("accepts only this origin and refuses missing, null, foreign or cross-site", () => {
    expect(isSameOriginRequest(request({ origin: "https://homefront.example" }))).toBe(true);
    expect(isSameOriginRequest(request({}))).toBe(false);
    expect(isSameOriginRequest(request({ origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(request({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(request({ origin: "https://homefront.example.evil.example" }))).toBe(false);
    expect(isSameOriginRequest(request({ origin: "https://homefront.example", "sec-fetch-site": "cross-site" }))).toBe(
      false,
    );
  });
});

describe("JSON bodies", () => {
  const post = (body: string, type = "application/json") =>
    new Request("https://h.example/x", { method: "POST", headers: { "content-type": type }, body });
  it("gives clear 400s for wrong types, bad JSON, non-objects and 413 for oversized bodies", async () => {
    const wrongType = await readJsonBody(post("{}", "text/plain"));
    expect(wrongType.ok ? 0 : wrongType.response.status).toBe(400);
    const bad = await readJsonBody(post("{nope"));
    expect(bad.ok ? "" : ((await bad.response.json()) as { message: string }).message).toBe(
      "The request body is not valid JSON",
    );
    const array = await readJsonBody(post("[1]"));
    expect(array.ok ? 0 : array.response.status).toBe(400);
    const big = await readJsonBody(post(JSON.stringify({ name: "x".repeat(20_000) })));
    expect(big.ok ? 0 : big.response.status).toBe(413);
    const good = await readJsonBody(post('{"email":"a@b.co"}'));
    expect(good.ok && good.value).toEqual({ email: "a@b.co" });
  });
});

describe("small rules", () => {
  it("keeps return paths on this site", () => {
    expect(safeReturnTo("/account?x=1")).toBe("/account?x=1");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "", null, "javascript:alert(1)"])
      expect(safeReturnTo(bad)).toBe("/");
  });
});

describe("loopback origins in development", () => {
  it("treats localhost and 127.0.0.1 on the same port as one origin, never a real host", () => {
    const local = (origin: string) =>
      new Request("http://localhost:8797/api/users", { method: "POST", headers: { origin } });
    expect(isSameOriginRequest(local("http://127.0.0.1:8797"))).toBe(true);
    expect(isSameOriginRequest(local("http://127.0.0.1:8798"))).toBe(false);
    expect(isSameOriginRequest(local("http://evil.example:8797"))).toBe(false);
  });
});
