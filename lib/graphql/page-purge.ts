import { getCloudflareContext } from "@opennextjs/cloudflare";
import type { GraphQLContext } from "./context";

/** The Worker entry's purge of stored page copies (lib/page-cache/purge.ts, env PAGE_CACHE_PURGE). */
type Purge = (paths: readonly string[], origins: readonly string[]) => Promise<number>;

/**
 * Drops this data centre's shared copy of the page a member's post changed (a place's reviews, a
 * question), so the next visitor, and the author reloading, read it at once instead of after the
 * copy's 30 s. A purge that cannot run is logged: the copy then expires on its own.
 */
export async function purgePage(ctx: GraphQLContext, path: string): Promise<void> {
  if (ctx.request) await purgeSharedPage(new URL(ctx.request.url).origin, path);
}

/** The same purge for code outside GraphQL (a moderator's server action), given the site's origin. */
export async function purgeSharedPage(origin: string, path: string): Promise<void> {
  try {
    const purge = (getCloudflareContext().env as { PAGE_CACHE_PURGE?: Purge }).PAGE_CACHE_PURGE;
    if (purge) await purge([path], [origin]);
  } catch (error) {
    console.warn("community: could not purge", path, error);
  }
}

/** Runs a change and, when it succeeded, purges the page it names (`pageUri`). */
export async function withPurge<R extends { ok: boolean }>(ctx: GraphQLContext, change: Promise<R>): Promise<R> {
  const result = await change;
  const pageUri = result.ok ? (result as { pageUri?: string | null }).pageUri : null;
  if (pageUri) await purgePage(ctx, pageUri);
  return result;
}
