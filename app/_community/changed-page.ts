import "server-only";
import { purgeSharedPage } from "@/lib/graphql/page-purge";

/**
 * After a member's change through a legacy community call: drops the shared copy of the page that
 * shows it (`pageUri`), as the GraphQL mutations do, so the next visitor reads it at once.
 */
export async function purgeChangedPage(request: Request, result: { pageUri?: string | null }): Promise<void> {
  if (result.pageUri) await purgeSharedPage(new URL(request.url).origin, result.pageUri);
}
