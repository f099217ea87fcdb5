/**
 * Responses for generated pictures. They depend only on their URL, so they are cacheable
 * forever by browsers and the CDN; a wrong URL is a plain 404 (no HTML error page for an <img>).
 */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=31536000, immutable",
      // SVG can carry script; ours never does, and this keeps it inert even if opened directly.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
    },
  });
}

export function notFoundResponse(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}
