// The way back after sign-in, sign-up and the confirmation link: only paths on this site. The
// oracle is the browser's own reading: resolved against our origin with the WHATWG URL parser
// (what a browser does with a Location header or router.replace), the result must stay on our
// origin, also once any layer of percent-encoding is taken off (a later hop may decode again).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseReturnTo, RETURN_TO_MAX_LENGTH, safeReturnTo } from "@/lib/auth/return-to";
import { parseSignInReason, signInReasonText, signUpReasonText } from "@/lib/auth/sign-in-reason";
import { signInPathFor, signUpPathFor } from "@/lib/auth/member-only-paths";
import { signInSchema, signUpSchema } from "@/lib/services/members/inputs";

const SITE = "https://homefront.example";

/** Where a browser on our site goes when told to go to `path`, and to each decoding of it. */
function everyReadingStaysHere(path: string): boolean {
  let current = path;
  for (let i = 0; i < 6; i += 1) {
    // Browsers strip tabs and line breaks before parsing; the parser then reads "\" as "/".
    const url = new URL(current.replace(/[\t\n\r]/g, ""), SITE);
    if (url.origin !== SITE || url.pathname.startsWith("//")) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      return true;
    }
    if (decoded === url.pathname) return true;
    current = decoded;
  }
  return true;
}

const OPEN_REDIRECTS = [
  "//evil.example",
  "//evil.example/path",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "https://evil.example",
  "HTTPS://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "%2F%2Fevil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%252F%252Fevil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/..//evil.example",
  "/.//evil.example",
  "/a/../..//evil.example",
  "/%2e%2e//evil.example",
  "/%2e//evil.example",
  "evil.example",
  "",
  "/" + "a".repeat(RETURN_TO_MAX_LENGTH),
];

describe("return paths", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(parseReturnTo("/account?x=1")).toBe("/account?x=1");
    expect(parseReturnTo("/")).toBe("/");
    const invitation = "/collections/accept?collectionId=abc&memberId=m1&id=Zx_9-k";
    expect(parseReturnTo(invitation)).toBe(invitation);
    expect(parseReturnTo("/sale/in-sydney,+nsw+2000/list-1?beds=2-any#results")).toBe(
      "/sale/in-sydney,+nsw+2000/list-1?beds=2-any#results",
    );
    // A query may carry anything, "//" and "\" included: it cannot change where the browser goes.
    expect(parseReturnTo("/search?q=%2F%2Fevil.example")).toBe("/search?q=%2F%2Fevil.example");
    // A space inside a path is not dropped by browsers: "/ /evil.example" is a (missing) page here.
    expect(parseReturnTo("/ /evil.example")).toBe("/%20/evil.example");
  });

  it("refuses every shape a browser could read as another site", () => {
    for (const value of OPEN_REDIRECTS) {
      expect(parseReturnTo(value), JSON.stringify(value)).toBeNull();
      expect(safeReturnTo(value), JSON.stringify(value)).toBe("/");
    }
    for (const value of [null, undefined, 42, ["/account"], { toString: () => "/account" }])
      expect(parseReturnTo(value)).toBeNull();
  });

  it("never answers a path that leaves the site, whatever is put together (property)", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      "/..",
      "/.",
      "/%2e%2e",
      "\\",
      "/\\",
      "\t",
      "\n",
      "\u0000",
      " ",
      "%2f",
      "%2F",
      "%5c",
      "%252f",
      "%25252f",
      "%09",
      "%",
      ".",
      "..",
      "%2e",
      "@",
      ":",
      "?",
      "#",
      "https:",
      "javascript:",
      "evil.example",
      "a",
      "%E2%82%AC",
      "%ZZ",
    );
    // Mostly paths (the only values that get past the first check), built from hostile pieces.
    const hostile = fc
      .tuple(fc.constantFrom("/", ""), fc.array(piece, { minLength: 1, maxLength: 8 }))
      .map(([start, parts]) => start + parts.join(""));
    const value = fc.oneof(
      { arbitrary: hostile, weight: 8 },
      { arbitrary: fc.string(), weight: 1 },
      { arbitrary: fc.webUrl(), weight: 1 },
      { arbitrary: fc.webPath(), weight: 1 },
    );
    fc.assert(
      fc.property(value, (value) => {
        const path = parseReturnTo(value);
        if (path === null) return;
        expect(path.startsWith("/")).toBe(true);
        expect(everyReadingStaysHere(path), JSON.stringify({ value, path })).toBe(true);
        // What it answers is already in its final form.
        expect(parseReturnTo(path)).toBe(path);
      }),
      { numRuns: 1_000 },
    );
  });

  it("keeps any ordinary path as it is (property)", () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9,+-]{0,15}$/);
    const query = fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 20 }), { maxKeys: 4 });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), query, (segments, params) => {
        const search = String(new URLSearchParams(params));
        const path = `/${segments.join("/")}${search ? `?${search}` : ""}`;
        expect(parseReturnTo(path)).toBe(path);
      }),
      { numRuns: 500 },
    );
  });

  it("survives the trip through the sign-in and sign-up links", () => {
    const here = "/collections/accept?collectionId=abc&memberId=m1&id=Zx_9-k";
    for (const link of [signInPathFor(here, "invite"), signUpPathFor(here, "invite")]) {
      const query = new URL(link, SITE).searchParams;
      expect(parseReturnTo(query.get("returnTo"))).toBe(here);
      expect(parseSignInReason(query.get("reason"))).toBe("invite");
    }
    expect(signInPathFor(null)).toBe("/sign-in");
    expect(signUpPathFor("/", null)).toBe("/sign-up?returnTo=%2F");
  });

  it("is refused with a message by the sign-up and sign-in calls, and normalised when it is fine", () => {
    const signUp = { name: "Sam Citizen", email: "sam@example.com", password: "tram koala wattle" };
    for (const returnTo of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)"]) {
      const refused = signUpSchema.safeParse({ ...signUp, returnTo });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((issue) => issue.message)).toContain(
        "The page to return to must be on this site",
      );
      expect(signInSchema.safeParse({ email: signUp.email, password: "x", returnTo }).success).toBe(false);
    }
    expect(signUpSchema.parse({ ...signUp, returnTo: "/listing/1?x=1" }).returnTo).toBe("/listing/1?x=1");
    expect(signUpSchema.parse(signUp).returnTo).toBeUndefined();
    expect(signInSchema.parse({ email: signUp.email, password: "x", returnTo: "/a b" }).returnTo).toBe("/a%20b");
  });
});

describe("why a visitor is asked to sign in", () => {
  it("names the action, and takes only its own keys from an address", () => {
    expect(signInReasonText("save-home")).toBe("Sign in to save this home");
    expect(signUpReasonText("save-home")).toBe("Create an account to save this home");
    expect(signInReasonText("invite")).toBe("Sign in to join the collection you were invited to");
    for (const value of ["__proto__", "constructor", "toString", "Save-home", "save-home ", "", null, ["ask"]])
      expect(parseSignInReason(value), JSON.stringify(value)).toBeNull();
  });
});
