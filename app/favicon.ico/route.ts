// Browsers, feed readers and crawlers ask for /favicon.ico on their own, without reading the page's
// <link rel="icon"> (for example on an XML feed, or before a streamed head arrives). Sending them to
// the one icon we draw (app/icon.svg) answers that with the icon instead of a 404 in every log and
// browser console. Permanent, so a browser asks once.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(null, {
    status: 308,
    headers: { Location: "/icon.svg", "Cache-Control": "public, max-age=86400" },
  });
}
