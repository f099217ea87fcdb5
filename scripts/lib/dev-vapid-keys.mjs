// Gives development and tests their own VAPID key pair for Web Push (docs/alerts.md): made once,
// on this machine, into the gitignored .dev.vars that `wrangler dev` reads. A key pair in git would
// be everyone's; production sets its own with `wrangler secret put`. Nothing is fetched.
//
//   node scripts/lib/dev-vapid-keys.mjs [path/to/.dev.vars]   (prepare.sh runs it)
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2] ?? ".dev.vars";
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
const has = (name) => new RegExp(`^${name}=\\S`, "m").test(current);

if (has("VAPID_PUBLIC_KEY") && has("VAPID_PRIVATE_KEY") && has("VAPID_SUBJECT")) {
  console.log(`  VAPID keys present in ${file}`);
} else {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const publicKey = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  // Drop any half-written VAPID lines, keep everything else the developer put there.
  const kept = current
    .split("\n")
    .filter((line) => !/^VAPID_(PUBLIC_KEY|PRIVATE_KEY|SUBJECT)=/.test(line))
    .join("\n")
    .trimEnd();
  const lines = [
    "# Web Push (VAPID) keys for this machine only, made by scripts/lib/dev-vapid-keys.mjs.",
    `VAPID_PUBLIC_KEY=${publicKey}`,
    `VAPID_PRIVATE_KEY=${d}`,
    "VAPID_SUBJECT=mailto:alerts@homefront.example",
  ];
  writeFileSync(file, `${kept ? `${kept}\n` : ""}${lines.join("\n")}\n`, { mode: 0o600 });
  console.log(`  made a VAPID key pair for this machine in ${file}`);
}
