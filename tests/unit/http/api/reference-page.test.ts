import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_PATH,
  referencePageHtml,
  SCALAR_BUNDLE_PATH,
  SCALAR_CONFIGURATION,
} from "@/lib/http/api/reference-page";

describe("the API reference page", () => {
  it("loads the vendored bundle, which is in public/ (scripts/vendor-api-reference.mjs wrote it)", () => {
    expect(SCALAR_BUNDLE_PATH).toMatch(/^\/api-reference\/scalar-api-reference-\d+\.\d+\.\d+\.js$/);
    expect(existsSync(join(process.cwd(), "public", SCALAR_BUNDLE_PATH))).toBe(true);
  });

  it("ships a bundle that declares no font from another host (its theme's fonts are local() only)", () => {
    const bundle = readFileSync(join(process.cwd(), "public", SCALAR_BUNDLE_PATH), "utf8");
    expect(bundle).toContain('src: local("Inter")');
    expect(bundle).not.toContain("fonts.scalar.com");
    expect(bundle).not.toMatch(/src: url\(https?:/);
  });

  it("puts the request's nonce on both scripts, and none when there is no nonce", () => {
    const html = referencePageHtml("bm9uY2U0MjQy");
    expect(html.match(/<script nonce="bm9uY2U0MjQy"/g)).toHaveLength(2);
    expect(referencePageHtml(null)).not.toContain("nonce=");
  });

  it("never writes a nonce that could break out of its attribute", () => {
    const html = referencePageHtml('x" onload="alert(1)');
    expect(html).not.toContain("onload");
    expect(html).not.toContain("nonce=");
  });

  it("names nothing outside our origin and switches off Scalar's outside calls", () => {
    const html = referencePageHtml("abc");
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain(`"url":"${DOCUMENT_PATH}"`);
    expect(SCALAR_CONFIGURATION).toMatchObject({
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
    });
  });

  it("cannot be closed early by what the configuration holds", () => {
    // The configuration is written inside a <script>: no "</" may appear in it unescaped.
    const script = /<script nonce="abc">([\s\S]*?)<\/script>/.exec(referencePageHtml("abc"))?.[1] ?? "";
    expect(script).toContain("createApiReference");
    expect(script).not.toContain("</");
  });
});
