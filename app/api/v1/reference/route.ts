import { referencePageHtml } from "@/lib/http/api/reference-page";
import { restRoute } from "@/lib/http/route/rest-route";
import { NONCE_REQUEST_HEADER } from "@/lib/security/security-headers";

/**
 * GET /api/v1/reference: the readable API reference (Scalar, from our own origin). The HTML names
 * this request's nonce, so no cache may hand it to anyone else; the 4 MB script it loads is a
 * static asset and cached as one.
 */
export const GET = restRoute(
  {},
  async ({ request }) =>
    new Response(referencePageHtml(request.headers.get(NONCE_REQUEST_HEADER)), {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    }),
);
