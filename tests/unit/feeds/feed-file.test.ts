// The feed upload's small parsers: the media type, gzip by content, and the Bearer token.
import fc from "fast-check";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isFeedMediaType, isGzip } from "@/lib/feeds/feed-file";
import { bearerTokenOf } from "@/lib/services/feeds/feed-keys";

describe("a feed's media type", () => {
  it.each(["application/xml", "text/xml", "TEXT/XML; charset=UTF-8", " application/xml ;charset=iso-8859-1"])(
    "takes %s",
    (type) => expect(isFeedMediaType(type)).toBe(true),
  );
  it.each([null, "", "application/json", "text/plain", "application/xml-dtd", "multipart/form-data; boundary=x"])(
    "refuses %s",
    (type) => expect(isFeedMediaType(type)).toBe(false),
  );
});

describe("gzip, by its content", () => {
  it("is recognised for any gzip output, and never for a document that starts with text", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(isGzip(gzipSync(bytes))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isGzip(new TextEncoder().encode(`<${text}`))).toBe(false);
      }),
    );
    expect(isGzip(new Uint8Array([0x1f]))).toBe(false);
  });
});

describe("a Bearer token", () => {
  it("is read from the header in any case, with spaces around it", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_~.+/=-]{1,80}$/),
        fc.constantFrom("Bearer", "bearer", "BEARER"),
        fc.constantFrom(" ", "  ", "\t"),
        (token, scheme, space) => {
          expect(bearerTokenOf(`${space}${scheme}${space}${token}${space}`)).toBe(token);
        },
      ),
    );
  });
  it.each([null, "", "Bearer", "Bearer ", "Basic abc", "Bearer a b", "Token abc"])("is absent from %j", (header) =>
    expect(bearerTokenOf(header)).toBeNull(),
  );
});
