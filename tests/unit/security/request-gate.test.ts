// The Worker's request gate: malformed input that Next answers with a 500 gets a clear 400, and
// every state-changing request needs this site's Origin (the member API's rule, now everywhere).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BAD_ROUTER_STATE_MESSAGE,
  FORM_TOO_LARGE_MESSAGE,
  isValidRouterStateHeader,
  MALFORMED_FORM_MESSAGE,
  MALFORMED_PATH_MESSAGE,
  MAX_FORM_BYTES,
  MULTIPART_BAD_BOUNDARY_MESSAGE,
  MULTIPART_WITHOUT_BOUNDARY_MESSAGE,
  multipartBoundaryProblem,
  refuseBadRequest,
  refuseMalformedForm,
} from "@/lib/security/request-gate";

const SITE = "https://homefront.example";
const request = (path: string, init: RequestInit = {}) => new Request(`${SITE}${path}`, init);
const post = (path: string, headers: Record<string, string>, body = "{}") =>
  request(path, { method: "POST", headers, body });

async function refusal(input: Request) {
  const response = refuseBadRequest(input);
  return response
    ? { status: response.status, message: ((await response.json()) as { message: string }).message }
    : undefined;
}

describe("malformed input", () => {
  it("answers a path with a malformed %-escape with 400", async () => {
    expect(await refusal(request("/a%zz"))).toEqual({ status: 400, message: MALFORMED_PATH_MESSAGE });
    expect(await refusal(request("/a%E0%A4%A"))).toEqual({ status: 400, message: MALFORMED_PATH_MESSAGE });
    expect(await refusal(request("/a%20b"))).toBeUndefined();
  });

  it("answers a router state header Next cannot parse with 400, and lets Next's own shapes through", async () => {
    const valid = encodeURIComponent(
      JSON.stringify(["", { children: ["__PAGE__", {}, null, null] }, null, null, true]),
    );
    expect(isValidRouterStateHeader(encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }])))).toBe(
      true,
    );
    expect(
      isValidRouterStateHeader(
        encodeURIComponent(JSON.stringify(["", { children: [["slug", "x", "d", null], {}, ["/a", "/a"], "refetch"] }])),
      ),
    ).toBe(true);
    expect(isValidRouterStateHeader(valid)).toBe(false); // a boolean where Next wants a number or null
    for (const bad of [
      "x",
      "%E0%A4%A",
      "{}",
      "[1]",
      encodeURIComponent('["",{"children":"nope"}]'),
      "[".repeat(40_001),
    ]) {
      expect(await refusal(request("/missing.rsc", { headers: { "next-router-state-tree": bad, rsc: "1" } }))).toEqual({
        status: 400,
        message: BAD_ROUTER_STATE_MESSAGE,
      });
    }
  });
});

describe("same-origin rule for every state-changing request", () => {
  it.each([
    ["no Origin", {}],
    ["Origin null", { origin: "null" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["a sibling origin", { origin: "https://admin-tools.homefront.example" }],
    ["a cross-site fetch with our Origin", { origin: SITE, "sec-fetch-site": "cross-site" }],
  ])("refuses %s with 403", async (_, headers) => {
    for (const [path, method] of [
      ["/api/admin/flags", "PUT"],
      ["/api/admin/experiments", "POST"],
      ["/api/admin/session", "POST"],
      ["/api/admin/session", "DELETE"],
      ["/tracking/listings", "POST"],
      // Only the exact one-click path is let through, not its neighbours.
      ["/api/alerts/unsubscribe/x", "POST"],
      ["/api/v1/alert/a1", "DELETE"],
    ] as const) {
      expect(
        await refusal(request(path, { method, headers: { "content-type": "text/plain", ...headers }, body: "{}" })),
      ).toEqual({ status: 403, message: "Cross-site request refused" });
    }
    // A server action: a POST to a page with Next-Action, as a foreign page's form or fetch sends it.
    expect(
      (
        await refusal(
          post("/homes/x/1", { "next-action": "abc", "content-type": "multipart/form-data; boundary=x", ...headers }),
        )
      )?.status,
    ).toBe(403);
  });

  it("lets this site's own writes and every read through", () => {
    expect(
      refuseBadRequest(
        post("/api/admin/flags", { origin: SITE, "content-type": "application/json", "sec-fetch-site": "same-origin" }),
      ),
    ).toBeUndefined();
    expect(refuseBadRequest(request("/api/admin/flags"))).toBeUndefined();
    expect(
      refuseBadRequest(request("/graphql", { method: "OPTIONS", headers: { origin: "https://evil.example" } })),
    ).toBeUndefined();
  });

  it("leaves /graphql (Yoga refuses cross-site mutations) and the provider's form post to the social callback alone", () => {
    expect(
      refuseBadRequest(post("/graphql", { origin: "https://evil.example", "content-type": "application/json" })),
    ).toBeUndefined();
    expect(
      refuseBadRequest(
        post(
          "/auth/callback/apple",
          { origin: "https://appleid.apple.com", "content-type": "application/x-www-form-urlencoded" },
          "code=x",
        ),
      ),
    ).toBeUndefined();
  });

  it("lets a mail provider's one-click unsubscribe through with no Origin or its own (the signed token decides)", () => {
    for (const headers of [{}, { origin: "https://mail.example" }] as Record<string, string>[]) {
      expect(
        refuseBadRequest(
          post(
            "/api/alerts/unsubscribe?token=t",
            { "content-type": "application/x-www-form-urlencoded", ...headers },
            "List-Unsubscribe=One-Click",
          ),
        ),
      ).toBeUndefined();
    }
  });

  it("answers multipart without a boundary with 400", async () => {
    expect(
      await refusal(post("/contact", { origin: SITE, "next-action": "abc", "content-type": "multipart/form-data" })),
    ).toEqual({ status: 400, message: MULTIPART_WITHOUT_BOUNDARY_MESSAGE });
    expect(
      refuseBadRequest(
        post("/contact", { origin: SITE, "next-action": "abc", "content-type": "multipart/form-data; boundary=----x" }),
      ),
    ).toBeUndefined();
  });

  it("answers a boundary that is empty or not what RFC 2046 allows with 400", async () => {
    for (const type of [
      'multipart/form-data; boundary=""',
      "multipart/form-data; boundary=",
      "multipart/form-data; charset=utf-8",
    ])
      expect(multipartBoundaryProblem(type)).toBe(MULTIPART_WITHOUT_BOUNDARY_MESSAGE);
    for (const type of [
      "multipart/form-data; boundary=a b",
      'multipart/form-data; boundary="a b "',
      `multipart/form-data; boundary=${"x".repeat(71)}`,
      "multipart/form-data; boundary=a<b",
    ])
      expect(multipartBoundaryProblem(type)).toBe(MULTIPART_BAD_BOUNDARY_MESSAGE);
    expect(
      await refusal(post("/contact", { origin: SITE, "content-type": "multipart/form-data; boundary=a b" })),
    ).toEqual({ status: 400, message: MULTIPART_BAD_BOUNDARY_MESSAGE });
    // Browsers' boundaries and anything else the RFC allows pass.
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/),
        fc.boolean(),
        (boundary, quoted) =>
          multipartBoundaryProblem(`multipart/form-data; boundary=${quoted ? `"${boundary}"` : boundary}`) ===
            undefined ||
          (!quoted && /[ ]/.test(boundary)),
      ),
    );
    expect(multipartBoundaryProblem("multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW")).toBe(
      undefined,
    );
  });
});

describe("forms posted to pages", () => {
  const TYPE = "multipart/form-data; boundary=abc";
  const form = (body: BodyInit, path = "/contact", type = TYPE) =>
    refuseMalformedForm(request(path, { method: "POST", headers: { origin: SITE, "content-type": type }, body }));
  const answer = async (response: Response | undefined) =>
    response && { status: response.status, message: ((await response.json()) as { message: string }).message };

  it("answers a body that does not match its boundary with 400", async () => {
    for (const body of ["garbage", "", "--abc\r\n", '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\n1'])
      expect(await answer(await form(body))).toEqual({ status: 400, message: MALFORMED_FORM_MESSAGE });
  });

  it("lets a well-formed form through, and leaves the original body for Next to read", async () => {
    const data = new FormData();
    data.set("name", "Sam");
    data.set("message", "Hello there, a well-formed form.");
    const built = new Request(`${SITE}/contact`, { method: "POST", headers: { origin: SITE }, body: data });
    expect(await refuseMalformedForm(built)).toBeUndefined();
    expect((await built.formData()).get("name")).toBe("Sam");
  });

  it("refuses a form over the limit with 413, and leaves the API, GraphQL and other types alone", async () => {
    expect(await answer(await form("x".repeat(MAX_FORM_BYTES + 1)))).toEqual({
      status: 413,
      message: FORM_TOO_LARGE_MESSAGE,
    });
    expect(await form("garbage", "/api/v1/listings")).toBeUndefined();
    expect(await form("garbage", "/graphql")).toBeUndefined();
    expect(await form("garbage", "/contact", "application/x-www-form-urlencoded")).toBeUndefined();
  });
});
