// Pure part of scripts/dedupe-server-chunks.mjs: which server chunks are copies of another.
// Turbopack writes a shared group of modules once per route that uses it (six byte-identical copies
// of the site layout's SSR chunk, two of zod, graphql and our GraphQL layer), and OpenNext bundles
// every copy into the Worker. Copies differ only in the source-map comment at their end.
import path from "node:path";

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

/** A chunk's code without its trailing source-map comment: two copies compare equal on this. */
export function chunkBody(code) {
  return code.replace(SOURCE_MAP_COMMENT, "");
}

/** Turbopack server chunks export their modules as one array (`module.exports=[id, factory, …]`);
 * only those can be replaced by a re-export. Runtime files and anything else are left alone. */
export function isModuleChunk(code) {
  return code.startsWith("module.exports=[") || code.startsWith("module.exports = [");
}

/**
 * Groups chunks with the same body. `files` is [{ path, code }]; returns, for every copy after the
 * first (paths sorted, so the choice is stable), which file it repeats.
 * @returns {{ copy: string, original: string }[]}
 */
export function findDuplicateChunks(files) {
  const firstByBody = new Map();
  const duplicates = [];
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    if (!isModuleChunk(file.code)) continue;
    const body = chunkBody(file.code);
    const original = firstByBody.get(body);
    if (original === undefined) firstByBody.set(body, file.path);
    else duplicates.push({ copy: file.path, original });
  }
  return duplicates;
}

/** The code that replaces a copy: Node's require cache hands back the original's module array, so
 * the runtime installs the very same factories (it skips ids it already has). */
export function reexportOf(copy, original) {
  let relative = path.posix.relative(path.posix.dirname(copy), original);
  if (!relative.startsWith(".")) relative = `./${relative}`;
  return `module.exports=require(${JSON.stringify(relative)});\n`;
}
