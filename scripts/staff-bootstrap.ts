// The first admin of a deployment, once: `npm run staff:bootstrap -- --email you@agency.example`
// (local D1) or `... --env production` (the remote database of that wrangler environment).
//
// The person signs up on the site first; this gives their account the admin role, and refuses when
// any admin exists already (after that, admins grant roles at /admin/staff, in the audit log). It
// writes to D1 through `wrangler d1 execute`, so it needs the same Cloudflare credentials as a
// deploy. No secret is involved: the new admin signs in with their own password and sets up their
// authenticator app at /admin/sign-in.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { z } from "zod";

const { values } = parseArgs({
  // --persist-to: another local state folder (wrangler's own option; the tests use a scratch one).
  options: { email: { type: "string" }, env: { type: "string" }, "persist-to": { type: "string" } },
  strict: true,
});

const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success || /['"\\]/.test(email.data)) {
  console.error("Give the new admin's member e-mail address: npm run staff:bootstrap -- --email you@agency.example");
  process.exit(2);
}
const environment = values.env;
if (environment !== undefined && !["preview", "production"].includes(environment)) {
  console.error("--env is preview or production (leave it out for the local database)");
  process.exit(2);
}
const database = environment === "preview" ? "homefront-preview" : "homefront";
const persistTo = values["persist-to"];
const where = environment
  ? ["--remote", "--env", environment]
  : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];

function d1(sql: string): unknown[] {
  const run = spawnSync("wrangler", ["d1", "execute", database, ...where, "--json", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (run.status !== 0) {
    console.error(run.stderr || run.stdout);
    process.exit(1);
  }
  const answers = JSON.parse(run.stdout) as { results: unknown[] }[];
  return answers.flatMap((answer) => answer.results);
}

const address = email.data;
const now = Date.now();
const [member] = d1(`SELECT id, name FROM members WHERE email = '${address}'`) as { id: string; name: string }[];
if (!member) {
  console.error(`No member has the e-mail address ${address}: sign up on the site first, then run this again.`);
  process.exit(1);
}
const [admins] = d1("SELECT count(*) AS n FROM staff_roles WHERE role = 'admin'") as { n: number }[];
if ((admins?.n ?? 0) > 0) {
  console.error("This database has an admin already: admins grant roles at /admin/staff. Nothing changed.");
  process.exit(1);
}
// One statement each, both conditional on there being no admin yet, so two bootstraps at once
// cannot make two admins (D1 runs a --command's statements in one transaction).
d1(
  `INSERT INTO platform_audit (at, actor, actor_member_id, actor_role, action, subject, before, detail)
     SELECT ${now}, 'npm run staff:bootstrap', NULL, NULL, 'staff.grant', '${member.name.replaceAll("'", "''")} <${address}>', NULL,
            '{"memberId":"${member.id}","role":"admin","officeId":0}'
     WHERE NOT EXISTS (SELECT 1 FROM staff_roles WHERE role = 'admin');
   INSERT INTO staff_roles (member_id, role, office_id, granted_by, granted_at)
     SELECT '${member.id}', 'admin', 0, 'bootstrap', ${now}
     WHERE NOT EXISTS (SELECT 1 FROM staff_roles WHERE role = 'admin');`,
);
const [granted] = d1(`SELECT 1 AS ok FROM staff_roles WHERE member_id = '${member.id}' AND role = 'admin'`);
if (!granted) {
  console.error("Another admin was made at the same moment; this account was not. Nothing changed.");
  process.exit(1);
}
console.log(
  `${member.name} <${address}> is the first admin. They sign in at /admin/sign-in and set up their authenticator app there.`,
);
