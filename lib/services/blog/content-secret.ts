import "server-only";
import { serverEnv } from "../../env";

/** The development secret (public, like every development default; the content service's wrangler.toml has the same). */
const DEVELOPMENT_CONTENT_SECRET = "development-only-content-webhook-secret-0123456789";

/**
 * The secret shared with the content service: it signs webhook calls and draft preview links.
 * Required outside development (lib/env.ts), where the public default is never used.
 */
export function contentSecret(): string | undefined {
  return (
    serverEnv.CONTENT_WEBHOOK_SECRET ?? (serverEnv.APP_ENV === "development" ? DEVELOPMENT_CONTENT_SECRET : undefined)
  );
}
