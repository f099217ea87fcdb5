import { z } from "zod";
import { pageCacheTag, sharedPageUrl } from "./policy";

/**
 * Cloudflare's cache purge (production): the stored copies of shared pages are dropped in every
 * data centre by their purge tag (`pageCacheTag`, which every stored copy carries), whatever build
 * and settings they were stored under. The Cache API's own delete (edge-page-cache.ts) reaches only
 * the data centre that runs it. Needs an API token with the Cache Purge permission and the zone id
 * (CDN_PURGE_TOKEN, CDN_PURGE_ZONE); without them nothing is sent (development, most tests). Only
 * pages on an allowed host are ever named.
 */
export const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";
/** Tags per purge call that every Cloudflare plan accepts. */
export const TAGS_PER_PURGE = 30;
/** A purge call that has not answered by then has failed; the webhook must not hang the editor's save. */
const PURGE_TIMEOUT_MS = 10_000;

export interface CdnPurgeSettings {
  token: string | undefined;
  zone: string | undefined;
  /** Cloudflare's API (CDN_PURGE_API_URL; a local stand-in in tests). */
  apiUrl: string;
  allowedDomains: readonly string[];
}

export type CdnPurgeOutcome =
  { status: "skipped" } | { status: "purged"; tags: string[] } | { status: "failed"; reason: string; tags: string[] };

/** Cloudflare's API envelope, as much of it as the purge answer needs. */
const purgeAnswerSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.number(), message: z.string() })).default([]),
  result: z.object({ id: z.string() }).nullable().optional(),
});

/** The host names CDN_PURGE_ALLOWED_DOMAINS lists ("a.example, B.example" → both, lower case). */
export function allowedDomainsOf(setting: string): string[] {
  return setting
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
}

/** The purge tags of these page URLs that are on an allowed host (other hosts are not ours to purge). */
export function purgeTagsFor(pageUrls: readonly string[], allowedDomains: readonly string[]): string[] {
  const tags = pageUrls.flatMap((href) => {
    const url = new URL(href);
    if (!allowedDomains.includes(url.hostname.toLowerCase())) return [];
    const shared = sharedPageUrl("GET", url);
    return shared ? [pageCacheTag(shared)] : [];
  });
  return [...new Set(tags)];
}

async function purgeBatch(tags: string[], settings: CdnPurgeSettings, send: typeof fetch): Promise<string | undefined> {
  let response: Response;
  try {
    response = await send(`${settings.apiUrl.replace(/\/+$/, "")}/zones/${settings.zone}/purge_cache`, {
      method: "POST",
      headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
  } catch (error) {
    return `Cloudflare could not be reached: ${error instanceof Error ? error.message : String(error)}`;
  }
  const answer = purgeAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) return `Cloudflare answered ${response.status} with an unexpected body`;
  if (!response.ok || !answer.data.success) {
    const errors = answer.data.errors.map((error) => `${error.code} ${error.message}`).join("; ");
    return `Cloudflare answered ${response.status}${errors ? `: ${errors}` : ""}`;
  }
  return undefined;
}

/** Purges the pages at these URLs (allowed hosts only) by tag, 30 tags a call. */
export async function purgeCdnPages(
  pageUrls: readonly string[],
  settings: CdnPurgeSettings,
  send: typeof fetch = fetch,
): Promise<CdnPurgeOutcome> {
  if (!settings.token || !settings.zone) return { status: "skipped" };
  const tags = purgeTagsFor(pageUrls, settings.allowedDomains);
  for (let start = 0; start < tags.length; start += TAGS_PER_PURGE) {
    const failure = await purgeBatch(tags.slice(start, start + TAGS_PER_PURGE), settings, send);
    if (failure) return { status: "failed", reason: failure, tags };
  }
  return { status: "purged", tags };
}
