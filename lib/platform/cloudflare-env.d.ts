// Bindings declared in wrangler.toml, as the Worker sees them (getCloudflareContext().env).
interface CloudflareEnv {
  DB: D1Database;
  ASSETS: Fetcher;
  APP_NAME?: string;
  APP_ENV?: string;
}
