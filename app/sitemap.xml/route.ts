import { serverEnv } from "@/lib/env";
import { sitemapIndexResponse } from "@/lib/http/sitemap-xml";
import { requestContext } from "@/lib/services/request-context";
import { sitemapNames } from "@/lib/services/sitemap/sitemap";

/**
 * The sitemap index (robots.txt points here): one file per 50,000 locations, streets or current
 * listings, counted on every request so it stays current as listings come and go.
 */
// Counted per request from the database: never prerendered at build time.
export const dynamic = "force-dynamic";

export async function GET() {
  const names = await sitemapNames(requestContext());
  return sitemapIndexResponse(names.map((name) => new URL(`/sitemaps/${name}.xml`, serverEnv.SITE_URL).toString()));
}
