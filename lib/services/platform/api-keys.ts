import { z } from "zod";
import { plainText } from "../free-text";
import type { Database } from "../../db/database";
import {
  deleteApiUsageBefore,
  findApiKeyByHash,
  insertApiKey,
  listApiKeyRows,
  reserveApiCall,
  revokeApiKeyRow,
  type ApiKeyRow,
} from "../../db/queries/platform/api-keys";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../db/schema/api-keys";
import { badInput, fail, type Failure, type Result } from "../result";
import type { StaffViewer } from "../../staff/roles";
import { auditRow, requireStaff } from "../staff/staff-access";

/*
 * Partners' API keys: created by an admin (the key is shown once and only its SHA-256 is kept),
 * scoped read or read-write, revocable, each with its own calls-per-minute allowance and the
 * browser origins CORS may answer for it.
 */

type Clocked = { db: Database; now: number };

/** Keys start with this, so a leaked one is recognisable in logs and secret scanners. */
export const API_KEY_PREFIX = "hf_";
export const DEFAULT_REQUESTS_PER_MINUTE = 600;
export const MAX_REQUESTS_PER_MINUTE = 100_000;
const WINDOW_MS = 60_000;
const MAX_KEYS_LISTED = 500;

export const INVALID_KEY_MESSAGE = "This API key is not valid or has been revoked.";
export const READ_ONLY_KEY_MESSAGE = "This API key may only read: ask for a read-write key to send changes.";

export interface ApiKey {
  id: string;
  name: string;
  /** The first characters of the key, to recognise it in the list. */
  prefix: string;
  scope: ApiKeyScope;
  allowedOrigins: string[];
  requestsPerMinute: number;
  createdBy: string;
  createdAt: number;
  revokedAt: number | null;
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    allowedOrigins: parseOrigins(row.allowedOrigins),
    requestsPerMinute: row.requestsPerMinute,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
  };
}

function parseOrigins(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((origin): origin is string => typeof origin === "string") : [];
  } catch {
    return [];
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const base64url = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `${API_KEY_PREFIX}${base64url}`;
}

const originSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
    } catch {
      return false;
    }
  }, "Each allowed origin is a scheme and host only, e.g. https://partner.example.com");

export const newApiKeySchema = z.object({
  name: plainText(
    z.string().trim().min(1, "Give the key a name (who it is for)").max(80, "Keep the name under 80 characters"),
    "The key's name",
  ),
  scope: z.enum(API_KEY_SCOPES, { message: "Choose read or read-write" }),
  allowedOrigins: z.array(originSchema).max(20, "At most 20 allowed origins").default([]),
  requestsPerMinute: z.coerce
    .number({ message: "Requests per minute is a number" })
    .int("Requests per minute is a whole number")
    .min(1, "Allow at least 1 request per minute")
    .max(MAX_REQUESTS_PER_MINUTE, `At most ${MAX_REQUESTS_PER_MINUTE.toLocaleString("en-AU")} requests per minute`)
    .default(DEFAULT_REQUESTS_PER_MINUTE),
});

/** Creates a key; the answer holds the key itself, which is never shown again. */
export async function createApiKey(
  ctx: Clocked,
  viewer: StaffViewer | null,
  raw: unknown,
): Promise<Result<{ key: string; apiKey: ApiKey }>> {
  const actor = requireStaff(viewer, "platform");
  const parsed = newApiKeySchema.safeParse(raw);
  if (!parsed.success) return badInput(parsed.error, parsed.error.issues[0]?.message);
  const key = randomKey();
  const row: ApiKeyRow = {
    id: crypto.randomUUID(),
    name: parsed.data.name,
    prefix: key.slice(0, 10),
    secretHash: await sha256Hex(key),
    scope: parsed.data.scope,
    allowedOrigins: JSON.stringify([...new Set(parsed.data.allowedOrigins)]),
    requestsPerMinute: parsed.data.requestsPerMinute,
    createdBy: actor.viewer.name,
    createdAt: ctx.now,
    revokedAt: null,
  };
  await insertApiKey(
    ctx.db,
    row,
    auditRow(actor, ctx.now, {
      action: "api-key.create",
      subject: row.id,
      after: {
        name: row.name,
        scope: row.scope,
        requestsPerMinute: row.requestsPerMinute,
        allowedOrigins: row.allowedOrigins,
      },
    }),
  );
  return { ok: true, key, apiKey: toApiKey(row) };
}

export async function listApiKeys(ctx: Clocked, viewer: StaffViewer | null): Promise<ApiKey[]> {
  requireStaff(viewer, "platform");
  return (await listApiKeyRows(ctx.db, MAX_KEYS_LISTED)).map(toApiKey);
}

export async function revokeApiKey(ctx: Clocked, viewer: StaffViewer | null, id: string): Promise<Result> {
  const actor = requireStaff(viewer, "platform");
  const revoked = await revokeApiKeyRow(
    ctx.db,
    id,
    ctx.now,
    auditRow(actor, ctx.now, {
      action: "api-key.revoke",
      subject: id,
      before: { revokedAt: null },
      after: { revokedAt: ctx.now },
    }),
  );
  return revoked ? { ok: true } : fail("NOT_FOUND", "No live API key has that id.");
}

/** What a call made with a key may do, and how much of its allowance is left. */
export interface ApiKeyCall {
  key: ApiKey;
  limit: number;
  remaining: number;
  /** Seconds until the allowance starts again. */
  resetSeconds: number;
}

/**
 * Checks the key a call carries and takes one call of its allowance: 401 for an unknown or revoked
 * key, 403 for a read-only key on a write, 429 with Retry-After once the minute's calls are used.
 */
export async function admitApiKeyCall(
  ctx: Clocked,
  rawKey: string,
  { write }: { write: boolean },
): Promise<{ ok: true; call: ApiKeyCall } | (Failure & { call?: ApiKeyCall })> {
  if (!rawKey.startsWith(API_KEY_PREFIX) || rawKey.length > 200) return fail("UNAUTHENTICATED", INVALID_KEY_MESSAGE);
  const row = await findApiKeyByHash(ctx.db, await sha256Hex(rawKey));
  if (!row || row.revokedAt !== null) return fail("UNAUTHENTICATED", INVALID_KEY_MESSAGE);
  const key = toApiKey(row);
  if (write && key.scope !== "read-write") return fail("FORBIDDEN", READ_ONLY_KEY_MESSAGE);
  const windowStart = Math.floor(ctx.now / WINDOW_MS) * WINDOW_MS;
  const resetSeconds = Math.max(1, Math.ceil((windowStart + WINDOW_MS - ctx.now) / 1000));
  const count = await reserveApiCall(ctx.db, key.id, windowStart, key.requestsPerMinute);
  if (count === undefined) {
    const refusal = fail(
      "RATE_LIMITED",
      `This API key may make ${key.requestsPerMinute} calls a minute: try again in ${resetSeconds} s.`,
      {
        retryAfterSeconds: resetSeconds,
      },
    );
    return { ...refusal, call: { key, limit: key.requestsPerMinute, remaining: 0, resetSeconds } };
  }
  // The first call of a window tidies the windows before it.
  if (count === 1) await deleteApiUsageBefore(ctx.db, windowStart);
  return {
    ok: true,
    call: { key, limit: key.requestsPerMinute, remaining: Math.max(0, key.requestsPerMinute - count), resetSeconds },
  };
}

/** May a browser page at this origin call the API with some live key? (what a CORS preflight asks) */
export function originAllowed(allowedOriginsOfLiveKeys: readonly string[], origin: string): boolean {
  return allowedOriginsOfLiveKeys.some((stored) => parseOrigins(stored).includes(origin));
}
