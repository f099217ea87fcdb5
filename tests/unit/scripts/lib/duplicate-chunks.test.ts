import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { chunkBody, findDuplicateChunks, reexportOf } from "@/scripts/lib/duplicate-chunks.mjs";

const chunk = (modules: string, map: string) =>
  `module.exports=[${modules},a=>{"use strict";a.s([])}];\n\n//# sourceMappingURL=${map}.js.map`;

describe("findDuplicateChunks", () => {
  it("pairs every copy that differs only in its source-map comment with the first of its kind", () => {
    const duplicates = findDuplicateChunks([
      { path: "ssr/_b.js", code: chunk("1", "_b") },
      { path: "ssr/_a.js", code: chunk("1", "_a") },
      { path: "ssr/_c.js", code: chunk("2", "_c") },
      { path: "_d.js", code: chunk("1", "_d") },
      { path: "ssr/[turbopack]_runtime.js", code: "const RUNTIME = 1;" },
      { path: "ssr/[turbopack]_runtime_copy.js", code: "const RUNTIME = 1;" },
    ]);
    expect(duplicates).toEqual([
      { copy: "ssr/_a.js", original: "_d.js" },
      { copy: "ssr/_b.js", original: "_d.js" },
    ]);
  });

  it("never pairs chunks whose code differs, and leaves one original of every body (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.nat(3)), { maxLength: 12 }), (specs) => {
        const files = specs.map(([body, map], index) => ({
          path: `c${index}.js`,
          code: chunk(String(body), `m${map}`),
        }));
        const duplicates = findDuplicateChunks(files);
        const codeOf = new Map(files.map((file) => [file.path, file.code]));
        const copies = new Set(duplicates.map((d) => d.copy));
        for (const { copy, original } of duplicates) {
          expect(chunkBody(codeOf.get(copy)!)).toBe(chunkBody(codeOf.get(original)!));
          expect(copies.has(original)).toBe(false);
        }
        const bodies = new Set(files.map((file) => chunkBody(file.code)));
        expect(files.length - copies.size).toBe(bodies.size);
      }),
    );
  });
});

describe("reexportOf", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "duplicate-chunks-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("hands back the original's own module array, from the same folder and from another", () => {
    mkdirSync(path.join(dir, "ssr"));
    writeFileSync(path.join(dir, "_d.js"), chunk("7", "_d"));
    writeFileSync(path.join(dir, "ssr/_a.js"), reexportOf("ssr/_a.js", "_d.js"));
    writeFileSync(path.join(dir, "_e.js"), reexportOf("_e.js", "_d.js"));
    const require = createRequire(path.join(dir, "index.js"));
    const original = require("./_d.js") as unknown[];
    expect(original[0]).toBe(7);
    expect(require("./ssr/_a.js")).toBe(original);
    expect(require("./_e.js")).toBe(original);
  });
});
