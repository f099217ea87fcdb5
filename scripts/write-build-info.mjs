// After `opennextjs-cloudflare build`: writes .open-next/build-info.js with Next's build id, which
// the Worker entry (lib/worker/worker.ts) bundles. The edge page cache keys pages by it, so a
// deploy never serves HTML that names the previous build's scripts.
import { readFileSync, writeFileSync } from "node:fs";

const buildId = readFileSync(".next/BUILD_ID", "utf8").trim();
if (!/^[\w-]{1,64}$/.test(buildId)) throw new Error(`unexpected .next/BUILD_ID: ${JSON.stringify(buildId)}`);
writeFileSync(".open-next/build-info.js", `export const buildId = ${JSON.stringify(buildId)};\n`);
console.log(`build id ${buildId} → .open-next/build-info.js`);
