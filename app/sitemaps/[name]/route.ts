import { serverEnv } from "@/lib/env";
import { failureResponse } from "@/lib/http/failure-response";
import { sitemapResponse } from "@/lib/http/sitemap-xml";
import { requestContext } from "@/lib/services/request-context";
import { sitemapPaths } from "@/lib/services/sitemap/sitemap";

/** One sitemap file named in the index: `/sitemaps/{locations|streets|listings}-{page}.xml`. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const result = await sitemapPaths(requestContext(), name.replace(/\.xml$/, ""));
  if (!result.ok) return failureResponse(result);
  return sitemapResponse(result.paths.map((path) => new URL(path, serverEnv.SITE_URL).toString()));
}
