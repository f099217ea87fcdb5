// scripts/check-worker-size.mjs: is the portal Worker, as `wrangler deploy` would upload it, within
// the 3 MiB (gzip) a Worker may be? Bundles the built Worker the way a deploy does (`wrangler deploy
// --dry-run --env production`, minified as wrangler.toml says) into .wrangler/size-check and gzips
// it. A byte count, not a timing: the same build always gives the same answer. `npm test` runs it
// after the build; heavy things belong in their own Worker or in lazy client chunks.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const LIMIT_KIB = 3 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, ".wrangler/size-check");
const pinnedNode = path.join(root, "node_modules/.bin/node");

rmSync(outdir, { recursive: true, force: true });
const bundled = spawnSync(
  existsSync(pinnedNode) ? pinnedNode : process.execPath,
  [
    path.join(root, "node_modules/wrangler/bin/wrangler.js"),
    "deploy",
    "--dry-run",
    "--env",
    "production",
    "--outdir",
    outdir,
  ],
  {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_SEND_ERROR_REPORTS: "false", FORCE_COLOR: "0" },
  },
);
if (bundled.status !== 0) {
  console.error(`wrangler deploy --dry-run failed:\n${bundled.stdout}\n${bundled.stderr}`);
  process.exit(1);
}
const gzipKib = gzipSync(readFileSync(path.join(outdir, "worker.js"))).length / 1024;
const line = `portal Worker: ${gzipKib.toFixed(0)} KiB gzip of the ${LIMIT_KIB} KiB a Worker may be`;
if (gzipKib > LIMIT_KIB) {
  console.error(`${line}: too big. See docs/platform.md, "The Worker's size", for where the bytes go.`);
  process.exit(1);
}
console.log(line);
