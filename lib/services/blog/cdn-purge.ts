import "server-only";

/**
 * Cloudflare's purge by URL (production): the zone's cached copies of exactly these URLs are
 * dropped in every data centre. Needs an API token with the Cache Purge permission and the zone id
 * (CDN_PURGE_TOKEN, CDN_PURGE_ZONE); without them nothing is sent (development, tests). Only URLs
 * on allowed hosts are ever sent.
 */
export const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";
/** Cloudflare accepts at most this many URLs per purge call. */
export const URLS_PER_PURGE = 30;

export interface CdnPurgeSettings {
  token: string | undefined;
  zone: string | undefined;
  allowedDomains: readonly string[];
}

export type CdnPurgeOutcome =
  { status: "skipped" } | { status: "purged"; urls: number } | { status: "failed"; reason: string };

export async function purgeCdnUrls(
  urls: readonly string[],
  settings: CdnPurgeSettings,
  send: typeof fetch = fetch,
): Promise<CdnPurgeOutcome> {
  if (!settings.token || !settings.zone) return { status: "skipped" };
  const allowed = urls.filter((url) => settings.allowedDomains.includes(new URL(url).hostname.toLowerCase()));
  for (let start = 0; start < allowed.length; start += URLS_PER_PURGE) {
    const response = await send(`${CLOUDFLARE_API}/zones/${settings.zone}/purge_cache`, {
      method: "POST",
      headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
      body: JSON.stringify({ files: allowed.slice(start, start + URLS_PER_PURGE) }),
    });
    if (!response.ok) return { status: "failed", reason: `Cloudflare answered ${response.status}` };
  }
  return { status: "purged", urls: allowed.length };
}
