import type { MetadataRoute } from "next";
import { serverEnv } from "@/lib/env";

// SITE_URL is read when served, not when built.
export const dynamic = "force-dynamic";

/** Crawlers may read every public page; the sitemap index lists locations, streets and current listings. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/", "/account", "/admin", "/graphql"] },
    sitemap: new URL("/sitemap.xml", serverEnv.SITE_URL).toString(),
  };
}
