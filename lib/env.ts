/**
 * The environment, validated with zod and split in two:
 *
 * - `serverEnv`: settings only the server may read. On Cloudflare they come from wrangler.toml
 *   `[vars]` and secrets through process.env (nodejs_compat); under `next dev`/`next build` from the
 *   shell or .env files. Parsed on first read, not at import, so the values are the runtime ones.
 *   Reading it in the browser throws instead of quietly giving undefined.
 * - `clientEnv`: NEXT_PUBLIC_* settings, inlined into bundles by Next at build time. Importing
 *   this module pulls zod into a client bundle, so client components should prefer props.
 *
 * Every setting has a default that works locally, so `npm start` needs no .dev.vars.
 */
import { z } from "zod";
import { FLAG_NAMES } from "@/lib/flags/names";
import { APP_ENVIRONMENTS } from "@/lib/flags/presets";
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE } from "@/lib/ui/brand";

export const INVALID_ENV_MESSAGE = "Invalid environment variables";
export const SERVER_ENV_ON_CLIENT_MESSAGE = "Attempted to access a server-side environment variable on the client";

/** A JSON document held in a string variable, checked against `schema` once decoded. */
function jsonString<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.issues.push({ code: "custom", message: "Not valid JSON", input: text });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const flagName = z.enum(FLAG_NAMES);

const serverSchema = z.object({
  APP_ENV: z.enum(APP_ENVIRONMENTS).default("development"),
  /** Machine name of the web app, used in the x-app-version header ("homefront@1.4.0"). */
  APP_NAME: z
    .string()
    .regex(/^[a-z0-9@/._-]+$/i)
    .default("homefront"),
  /** Release identifier (e.g. the git sha); when unset the built-in package version is used. */
  APP_VERSION: z.string().min(1).optional(),
  SITE_URL: z.url().default("http://localhost:8787"),
  /**
   * Where unexpected errors are reported when the sentryTracking flag is on (Sentry's DSN, a public
   * address by design: the browser reports there too). Unset: the structured log is the report.
   */
  SENTRY_DSN: z.url().optional(),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/)
    .default(DEFAULT_SUPPORT_PHONE),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  /** Benchmarks only: delay every D1 query by this much (ignored in production). */
  DB_SIMULATED_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /**
   * How long a request waits for one database call (lib/db/deadline.ts) or one call to the content
   * service before it gives up and the page shows the error view, instead of a visitor waiting on
   * a stuck query indefinitely.
   */
  DATA_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(6000),
  /** Page settings feature map as JSON, e.g. {"chat":"true"}; a flag on here is on everywhere. */
  PAGE_FEATURES: jsonString(z.partialRecord(flagName, z.enum(["true", "false"]))).default({}),
  /** Page experiments as JSON, e.g. [{"feature":"awardWinners","targetUrl":"/agents"}]. */
  PAGE_EXPERIMENTS: jsonString(z.array(z.object({ feature: flagName, targetUrl: z.string().optional() }))).default([]),
  // Outgoing mail (alerts digests, invitations). The sender is used by the outbox worker.
  MAIL_FROM: z.string().min(3).default("Homefront <no-reply@homefront.example>"),
  MAIL_REPLY_TO: z.email().optional(),
  /** HTTP e-mail API endpoint (production delivery); with MAIL_API_KEY. */
  MAIL_API_URL: z.url().optional(),
  MAIL_API_KEY: z.string().min(1).optional(),
  // Web Push for instant alerts (docs/alerts.md). Production: `wrangler secret put`; development and
  // tests: a pair made once into .dev.vars by scripts/lib/dev-vapid-keys.mjs. Unset: no push offered.
  /** The VAPID public key: an uncompressed P-256 point, base64url (the browser's applicationServerKey). */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/)
    .optional(),
  /** The VAPID private key: the P-256 scalar d, base64url. */
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  /** Who push services may contact about our pushes (RFC 8292): a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/)
    .optional(),
  /** Cloudflare Turnstile secret: when set, listing enquiries must carry a token that verifies. */
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  // Sessions (docs/auth.md). Secrets have development-only defaults: outside development they are required.
  /** HS256 key of the access-token JWT and the sign-in flow cookie, at least 32 characters. */
  AUTH_JWT_SECRET: z.string().min(32).optional(),
  /** The previous key during a rotation: tokens signed with it stay valid until they expire. */
  AUTH_JWT_PREVIOUS_SECRET: z.string().min(32).optional(),
  /** Secret mixed into every password hash, kept outside the database. */
  AUTH_PEPPER: z.string().min(16).optional(),
  AUTH_ISSUER: z.string().min(1).default("homefront"),
  AUTH_AUDIENCE: z.string().min(1).default("homefront-web"),
  // Social sign-in (OpenID Connect): a provider is offered when its client id is set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_ISSUER: z.url().default("https://www.facebook.com"),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  /** Apple's client secret is a JWT signed with the team's key; it is generated outside the app. */
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_ISSUER: z.url().default("https://appleid.apple.com"),
  // Edge platform (docs/platform.md).
  /** Upstash Redis REST endpoint and token: when both are set the location cache uses Upstash instead of KV. */
  UPSTASH_REDIS_REST_URL: z.url().optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
  // The blog's content service and caching (docs/blog.md).
  /**
   * The content service (Payload CMS) in development and tests; deployed Workers reach it through
   * the CONTENT service binding instead, and this is then only its public address for images.
   */
  CONTENT_SERVICE_URL: z.url().default("http://127.0.0.1:8788"),
  /** Signs the content service's webhook calls (shared with it); development has a public default. */
  CONTENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Cache-Control per content kind (lib/http/cache-control.ts has the defaults and what reads them). */
  CACHE_CONTROL_BLOG: z.string().min(1).optional(),
  CACHE_CONTROL_CATEGORY: z.string().min(1).optional(),
  CACHE_CONTROL_HOMEPAGE: z.string().min(1).optional(),
  CACHE_CONTROL_API: z.string().min(1).optional(),
  CACHE_CONTROL_STATIC: z.string().min(1).optional(),
  /** Cloudflare cache purge (by tag: lib/page-cache/cdn-purge.ts): an API token with Cache Purge permission and the zone id. */
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  CDN_PURGE_ZONE: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
  /** Cloudflare's API; tests point it at a local stand-in that answers like it. */
  CDN_PURGE_API_URL: z.url().default("https://api.cloudflare.com/client/v4"),
  /** Host names whose pages the content webhook may purge, comma-separated ("homefront.example,www.homefront.example"). */
  CDN_PURGE_ALLOWED_DOMAINS: z.string().default("localhost,127.0.0.1"),
});

/** Secrets a deployed environment must set: the development defaults are public (they are in git). */
const REQUIRED_OUTSIDE_DEVELOPMENT = ["AUTH_JWT_SECRET", "AUTH_PEPPER", "CONTENT_WEBHOOK_SECRET"] as const;

const serverSchemaChecked = serverSchema.superRefine((env, context) => {
  if (env.APP_ENV === "development") return;
  for (const name of REQUIRED_OUTSIDE_DEVELOPMENT) {
    if (!env[name])
      context.issues.push({
        code: "custom",
        path: [name],
        message: `Required when APP_ENV is ${env.APP_ENV}`,
        input: undefined,
      });
  }
});

const clientSchema = z.object({
  /** Path of the backend-for-frontend GraphQL endpoint, /graphql unless configured. */
  NEXT_PUBLIC_GRAPHQL_PATH: z.string().startsWith("/").default("/graphql"),
  /** Production map style; unset means the offline default style. */
  NEXT_PUBLIC_MAP_STYLE_URL: z.url().optional(),
  /** Cloudflare Turnstile site key: when set, the enquiry form shows the widget (its script loads only then). */
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: z.string().min(1).optional(),
});

export type ServerEnv = z.infer<typeof serverSchema>;
export type ClientEnv = z.infer<typeof clientSchema>;

type EnvSource = Readonly<Record<string, string | undefined>>;

/** An unset variable often arrives as "" (an empty wrangler var, `FOO=` in a shell): treat it as unset. */
function withoutEmpty(source: EnvSource): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );
}

function parseWith<T extends z.ZodType>(schema: T, source: EnvSource): z.infer<T> {
  const result = schema.safeParse(withoutEmpty(source));
  if (!result.success) {
    // Names and reasons only: the values may be secrets.
    console.error(INVALID_ENV_MESSAGE, z.flattenError(result.error).fieldErrors);
    throw new Error(INVALID_ENV_MESSAGE);
  }
  return result.data;
}

export function parseServerEnv(source: EnvSource): ServerEnv {
  return parseWith(serverSchemaChecked, source);
}

export function parseClientEnv(source: EnvSource): ClientEnv {
  return parseWith(clientSchema, source);
}

/**
 * Wraps a lazily parsed server environment in a Proxy that refuses every read in a browser.
 * Exported for tests; application code uses `serverEnv`.
 */
export function createServerEnv(load: () => ServerEnv): ServerEnv {
  let parsed: ServerEnv | undefined;
  return new Proxy({} as ServerEnv, {
    get(_target, property) {
      // Symbols are runtime probes (inspection, Promise detection), not settings.
      if (typeof property === "symbol") return undefined;
      if (typeof window !== "undefined") throw new Error(SERVER_ENV_ON_CLIENT_MESSAGE);
      parsed ??= load();
      return parsed[property as keyof ServerEnv];
    },
  });
}

export const serverEnv: ServerEnv = createServerEnv(() => parseServerEnv(process.env));

// Each NEXT_PUBLIC_ variable is named in full so Next can inline it into client bundles.
export const clientEnv: ClientEnv = parseClientEnv({
  NEXT_PUBLIC_GRAPHQL_PATH: process.env.NEXT_PUBLIC_GRAPHQL_PATH,
  NEXT_PUBLIC_MAP_STYLE_URL: process.env.NEXT_PUBLIC_MAP_STYLE_URL,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
});
