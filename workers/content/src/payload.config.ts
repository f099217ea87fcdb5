/**
 * The content service: Payload CMS 3 on Cloudflare Workers with D1 and R2 (docs/blog.md).
 * Adapted from Payload's with-cloudflare-d1 template: under `wrangler dev`/production the
 * bindings come from the Worker; under the Payload CLI and the seed (Node) from wrangler's
 * platform proxy over the same local state.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sqliteD1Adapter } from "@payloadcms/db-d1-sqlite";
import { lexicalEditor } from "@payloadcms/richtext-lexical";
import { r2Storage } from "@payloadcms/storage-r2";
import { buildConfig } from "payload";
import { type CloudflareContext, getCloudflareContext } from "@opennextjs/cloudflare";
import type { GetPlatformProxyOptions } from "wrangler";
import { Authors } from "./collections/Authors";
import { Categories } from "./collections/Categories";
import { Media } from "./collections/Media";
import { Posts } from "./collections/Posts";
import { Users } from "./collections/Users";
import { migrations } from "./migrations";
import { isCronCall } from "./cron-call";

const filename = fileURLToPath(import.meta.url);
const dirname = path.dirname(filename);
const realpath = (value: string) => (fs.existsSync(value) ? fs.realpathSync(value) : "");

const isCLI = process.argv.some((value) => realpath(value).endsWith(path.join("payload", "bin.js")));
const isProduction = process.env.NODE_ENV === "production";

interface ContentEnv {
  D1: D1Database;
  R2: R2Bucket;
  PAYLOAD_SECRET?: string;
  PORTAL_SITE_URL?: string;
}

const cloudflare = (isCLI || !isProduction
  ? await platformProxyFromWrangler()
  : await getCloudflareContext({ async: true })) as unknown as CloudflareContext & { env: ContentEnv };

const secret = cloudflare.env.PAYLOAD_SECRET ?? process.env.PAYLOAD_SECRET;
if (!secret) throw new Error("PAYLOAD_SECRET is not set (wrangler.toml [vars] in development, a secret elsewhere)");

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: " · Homefront content" },
    // Payload's default avatar is Gravatar's: a request to the internet on every admin page.
    avatar: "default",
  },
  collections: [Posts, Categories, Authors, Media, Users],
  // Scheduled publishing (Posts) queues jobs; GET /api/payload-jobs/run runs the due ones, for a
  // signed-in editor or the Worker's own cron (worker.ts), never for anyone else.
  jobs: { tasks: [], access: { run: async ({ req }) => Boolean(req.user) || (await isCronCall(req.headers)) } },
  editor: lexicalEditor(),
  secret,
  serverURL: undefined,
  // Types are written only by `npm run content:types` (which also formats them), never as a side
  // effect of `payload run`/migrate: the seed used to rewrite this tracked file unformatted, so a
  // second `npm test` failed its Prettier check.
  typescript: { outputFile: path.resolve(dirname, "payload-types.ts"), autoGenerate: false },
  db: sqliteD1Adapter({ binding: cloudflare.env.D1, prodMigrations: migrations, push: false }),
  // Only the portal's pages read posts from the browser-facing APIs; CORS stays closed.
  cors: [],
  graphQL: { disablePlaygroundInProduction: true },
  telemetry: false,
  // Uploads live in R2 (the plugin also turns off writing them to the Worker's non-existent disk).
  plugins: [r2Storage({ bucket: cloudflare.env.R2 as never, collections: { media: true } })],
});

// From the template (adapted from OpenNext's cloudflare-context.ts): wrangler's local bindings for Node.
function platformProxyFromWrangler(): Promise<CloudflareContext> {
  return import(/* webpackIgnore: true */ `${"__wrangler".replaceAll("_", "")}`).then(({ getPlatformProxy }) =>
    getPlatformProxy({
      configPath: path.resolve(dirname, "../wrangler.toml"),
      persist: { path: path.resolve(dirname, "../.wrangler/state/v3") },
      environment: process.env.CLOUDFLARE_ENV,
      remoteBindings: false,
    } satisfies GetPlatformProxyOptions),
  );
}
