// Completes package-lock.json with the platform-specific optional packages that this machine's npm
// registry mirror does not carry (e.g. @next/swc-darwin-arm64@16.4.6: the mirror has only the Linux
// builds of the newest releases). `npm install` leaves such packages out of the lockfile, and then
// `npm ci` refuses it ("Missing: @next/swc-darwin-arm64@ from lock file"). Each missing package gets
// the entry a full registry would write (version, optional, os, cpu, libc), without resolved/integrity,
// which npm fills in on a machine that installs it; on Linux npm skips it by its os/cpu.
// Run after `npm install` changes the lockfile: `node scripts/complete-lockfile.mjs`.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

const dryRun = spawnSync("npm", ["ci", "--dry-run", "--no-audit", "--no-fund"], { encoding: "utf8" });
const missing = [...`${dryRun.stdout}${dryRun.stderr}`.matchAll(/Missing: (@?[^@\s]+)@\S* from lock file/g)].map(
  (match) => match[1],
);
if (missing.length === 0) {
  console.log("package-lock.json is complete: npm ci accepts it");
  process.exit(0);
}

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
for (const name of missing) {
  // The version and dev/optional flags come from the package that wants it and from a sibling build
  // of the same package that is in the lockfile (e.g. @next/swc-linux-x64-gnu for @next/swc-darwin-x64).
  const parent = Object.values(lock.packages).find((entry) => entry.optionalDependencies?.[name]);
  if (!parent) throw new Error(`${name}: no package in the lockfile lists it as optional`);
  const scope = name.slice(0, name.lastIndexOf("-"));
  const sibling =
    Object.entries(lock.packages).find(([path]) => path.startsWith(`node_modules/${scope.split("-")[0]}`))?.[1] ?? {};
  const manifest = JSON.parse(
    execFileSync("npm", ["view", name, "os", "cpu", "libc", "--json"], { encoding: "utf8" }) || "{}",
  );
  const entry = { version: parent.optionalDependencies[name], dev: sibling.dev, optional: true, ...manifest };
  lock.packages[`node_modules/${name}`] = Object.fromEntries(
    Object.entries(entry).filter(([, value]) => value !== undefined),
  );
  console.log(`added ${name}@${entry.version}`);
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
fs.writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
