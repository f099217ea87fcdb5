import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by `wrangler d1 migrations apply` (see docs/database.md).
export default defineConfig({
  dialect: "sqlite",
  schema: "./lib/db/schema/index.ts",
  out: "./lib/db/migrations",
});
