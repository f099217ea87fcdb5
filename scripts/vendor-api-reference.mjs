#!/usr/bin/env node
/**
 * Vendors Scalar's API reference (the standalone browser bundle of @scalar/api-reference) into
 * public/api-reference/, where the Worker's static assets serve it from our own origin: the
 * reference page (/api/v1/reference) loads nothing from a CDN and nothing joins the Worker's
 * bundle. The file name carries the version, so a new one is never mixed with an old cached copy.
 *
 *   node scripts/vendor-api-reference.mjs        (after changing SCALAR_VERSION here and in
 *                                                 lib/http/api/reference-page.ts)
 *
 * It fetches the package with the ordinary npm client (`npm pack`), keeps the bundle (MIT),
 * drops the source-map comment (the map is 17 MB and not shipped) and points the fonts of Scalar's
 * theme at local copies only (see withoutOutsideFonts).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const SCALAR_VERSION = "1.72.1";
const outDir = path.join(process.cwd(), "public/api-reference");
const name = `scalar-api-reference-${SCALAR_VERSION}.js`;

/**
 * Scalar's theme declares its fonts (Inter, JetBrains Mono) at its own font host. The
 * `withDefaultFonts: false` option leaves them out of the reference's theme, but the request
 * editor writes the theme again with them. Each such source becomes `local(…)`: the font is used
 * when the visitor has it, and nothing is fetched from elsewhere (font-src 'self' would refuse it).
 */
function withoutOutsideFonts(source) {
  const rewritten = source.replace(
    /url\(https:\/\/fonts\.scalar\.com\/(inter|mono)-[a-z-]+\.woff2\) format\("woff2"\)/g,
    (_, family) => (family === "inter" ? 'local("Inter")' : 'local("JetBrains Mono")'),
  );
  if (rewritten.includes("fonts.scalar.com"))
    throw new Error("a font source the rewrite does not know: check the bundle");
  return rewritten;
}

const work = mkdtempSync(path.join(tmpdir(), "scalar-"));
try {
  const packed = execFileSync("npm", ["pack", `@scalar/api-reference@${SCALAR_VERSION}`, "--pack-destination", work], {
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop();
  execFileSync("tar", ["xzf", path.join(work, packed), "-C", work]);
  const bundle = withoutOutsideFonts(
    readFileSync(path.join(work, "package/dist/browser/standalone.js"), "utf8").replace(
      /\n\/\/# sourceMappingURL=\S+\s*$/,
      "\n",
    ),
  );
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir))
    if (file.startsWith("scalar-api-reference-") && file !== name) rmSync(path.join(outDir, file));
  writeFileSync(path.join(outDir, name), bundle);
  console.log(`public/api-reference/${name}: ${(bundle.length / 1024).toFixed(0)} KiB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
