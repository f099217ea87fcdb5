// scripts/dedupe-server-chunks.mjs: after `next build`, replaces each byte-identical copy of a
// server chunk with a one-line re-export of the first copy, before OpenNext bundles .next/server
// into the Worker. Turbopack repeats a shared chunk once per route that uses it, and every copy
// used to count against the Worker's 3 MiB (about 400 KiB gzip of 2,974 on 24 Nov 2026). Only the
// server output changes; the browser's chunks are untouched. Why not webpack, which does not
// repeat them: docs/platform.md, "The Worker's size".
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findDuplicateChunks, reexportOf } from "./lib/duplicate-chunks.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// `next build` copies the server output into .next/standalone, and OpenNext bundles that copy.
const chunkDirs = [".next/server/chunks", ".next/standalone/.next/server/chunks"].map((dir) => path.join(root, dir));

function jsFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

for (const chunksDir of chunkDirs) {
  const files = jsFilesUnder(chunksDir).map((file) => ({
    path: path.relative(chunksDir, file).split(path.sep).join("/"),
    code: readFileSync(file, "utf8"),
  }));
  const duplicates = findDuplicateChunks(files);
  let bytes = 0;
  for (const { copy, original } of duplicates) {
    const file = path.join(chunksDir, copy);
    bytes += readFileSync(file).length;
    writeFileSync(file, reexportOf(copy, original));
  }
  console.log(
    `${path.relative(root, chunksDir)}: ${duplicates.length} copies of other chunks replaced by re-exports (${(bytes / 1024).toFixed(0)} KiB)`,
  );
}
