// npm run bench:auth — server time of a sign-in (password hash included) and of the edge
// verification middleware does per request. Runs the real service code on node:sqlite with the
// real migrations; D1 latency is not included (measure it with `npm run bench` against a Worker).
import { performance } from "node:perf_hooks";
import { applyMigrations, nodeSqliteDatabase, openNodeSqlite } from "../../lib/db/node-sqlite";
import { createServiceContext } from "../../lib/services/context";
import { signUp } from "../../lib/services/members/sign-up";
import { signIn } from "../../lib/services/members/sign-in";
import { forgotPassword } from "../../lib/services/members/password-reset";
import { exchangeEmailToken } from "../../lib/services/members/email-verification";
import { mailOutbox } from "../../lib/db/schema";
import { signAccessToken, verifyAccessToken } from "../../lib/auth/access-token";
import { hashPassword, verifyPassword } from "../../lib/auth/password-hash";
import type { MemberServiceConfig } from "../../lib/services/members/config";
import { stats } from "./bench-stats";

const config: MemberServiceConfig = {
  current: "bench-secret-bench-secret-bench-0001",
  issuer: "homefront",
  audience: "homefront-web",
  pepper: "bench-pepper-0001",
  siteUrl: "https://homefront.example",
  mailFrom: "b@homefront.example",
};

async function time(n: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const sqlite = openNodeSqlite(":memory:");
applyMigrations(sqlite);
const db = nodeSqliteDatabase(sqlite);
const ctx = () => createServiceContext(db, Date.now());

/** Runs what a route leaves for after the response (`after`), when the service left anything. */
async function settle(answer: object) {
  if ("afterResponse" in answer && typeof answer.afterResponse === "function") await answer.afterResponse();
}

/** Time to the answer only (what a client can measure); limits are reset between calls, untimed. */
async function timeAnswer(n: number, run: (i: number) => Promise<object>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    sqlite.exec("DELETE FROM auth_attempts");
    const start = performance.now();
    const answer = await run(i);
    samples.push(performance.now() - start);
    await settle(answer);
  }
  return samples;
}

await settle(
  await signUp(
    ctx(),
    { name: "Bench Member", email: "bench@example.com", password: "tram koala wattle" },
    "bench",
    config,
  ),
);
const token = /token=([\w-]+)/.exec((await db.select().from(mailOutbox)).at(-1)?.textBody ?? "")?.[1] ?? "";
const verified = await exchangeEmailToken(ctx(), { type: "email-verification", token }, config);
if (!verified.ok) throw new Error(verified.message);

const stored = await hashPassword("tram koala wattle", config.pepper);
console.log(
  `password hash (PBKDF2-SHA256, 100,000 iterations): ${stats(await time(20, () => hashPassword("tram koala wattle", config.pepper)))}`,
);
console.log(
  `password verify:                                   ${stats(await time(20, () => verifyPassword("tram koala wattle", stored, config.pepper)))}`,
);
console.log(
  `sign-in (verify + session + JWT, node:sqlite):     ${stats(await time(20, () => signIn(ctx(), { email: "bench@example.com", password: "tram koala wattle" }, `c${Math.random()}`, config)))}`,
);
const jwt = await signAccessToken(verified.viewer, config);
await verifyAccessToken(jwt, config);
console.log(
  `middleware access-token verification:             ${stats(await time(2000, () => verifyAccessToken(jwt, config)))}`,
);

// Registered against unknown addresses: the answers must take the same work (docs/auth.md).
for (let round = 0; round < 2; round += 1) {
  console.log(
    `forgot-password answer, registered address:        ${stats(await timeAnswer(100, () => forgotPassword(ctx(), { email: "bench@example.com" }, "bench", config)))}`,
  );
  console.log(
    `forgot-password answer, unknown address:           ${stats(await timeAnswer(100, (i) => forgotPassword(ctx(), { email: `ghost-${round}-${i}@example.com` }, "bench", config)))}`,
  );
  console.log(
    `sign-up answer, registered address:                ${stats(await timeAnswer(30, () => signUp(ctx(), { name: "Again", email: "bench@example.com", password: "another fine passphrase" }, "bench", config)))}`,
  );
  console.log(
    `sign-up answer, new address:                       ${stats(await timeAnswer(30, (i) => signUp(ctx(), { name: "Fresh", email: `fresh-${round}-${i}@example.com`, password: "another fine passphrase" }, "bench", config)))}`,
  );
}
