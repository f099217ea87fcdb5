// Development only: `npm run feeds:key -- --office <office-slug> --code <agentID>` gives a seeded
// office that feed code (REAXML agentID) and prints a new feed key for it, so a local CRM export
// can be posted to the local Worker. Refused for a deployed environment: there, an admin or the
// office's principal issues keys from the admin site (docs/feeds.md).
import { parseArgs } from "node:util";
import { findOfficeBySlug } from "../lib/db/queries/feeds/feed-keys";
import { nodeSqliteDatabase, openNodeSqlite } from "../lib/db/node-sqlite";
import { ensureLocalDatabase } from "../lib/db/seed/writer";
import { createServiceContext } from "../lib/services/context";
import { createFeedKey, issueFeedKeyInput } from "../lib/services/feeds/feed-keys";

const USAGE = "Usage: npm run feeds:key -- --office <office-slug> --code <agentID>";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { office: { type: "string" }, code: { type: "string" }, env: { type: "string" } },
    strict: true,
  });
  const environment = values.env ?? process.env.APP_ENV ?? "development";
  if (environment !== "development") {
    console.error(
      `feeds:key is for the local database only (the environment here is ${environment}). On a deployment, an admin or the office's principal issues feed keys in the admin site.`,
    );
    return 2;
  }
  if (!values.office || !values.code) {
    console.error(USAGE);
    return 2;
  }
  const code = issueFeedKeyInput.shape.code.safeParse(values.code);
  if (!code.success) {
    console.error(code.error.issues[0]?.message ?? USAGE);
    return 2;
  }
  const sqlite = openNodeSqlite(ensureLocalDatabase(process.cwd(), (line) => console.log(line)));
  try {
    if (!sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = 'feed_keys'").get()) {
      console.error("The local database has no feed tables yet: run npm run db:migrate, then this again.");
      return 1;
    }
    const ctx = createServiceContext(nodeSqliteDatabase(sqlite));
    const office = await findOfficeBySlug(ctx.db, values.office);
    if (!office) {
      console.error(`There is no office ${values.office} in the local database (its slug, as in /agency/… addresses).`);
      return 1;
    }
    const issued = await createFeedKey(ctx, { officeId: office.id, code: code.data, createdBy: "npm run feeds:key" });
    if (!issued.ok) {
      console.error(issued.message);
      return 1;
    }
    console.log(`${office.name} has the feed code ${code.data}. Its new feed key (shown once):\n\n  ${issued.key}\n`);
    return 0;
  } finally {
    sqlite.close();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
