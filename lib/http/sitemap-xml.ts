/** XML text escaping for the few characters a URL may carry into a sitemap. */
function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const HEADERS = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };

/** A sitemap index naming each sitemap file by its absolute URL. */
export function sitemapIndexResponse(urls: readonly string[]): Response {
  const body = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`,
    { headers: HEADERS },
  );
}

/** One sitemap file (a urlset) of absolute URLs. */
export function sitemapResponse(urls: readonly string[]): Response {
  const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join("");
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`,
    { headers: HEADERS },
  );
}
