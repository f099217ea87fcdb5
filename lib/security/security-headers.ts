/**
 * Security headers for every response the Worker sends, and the Content-Security-Policy of HTML
 * pages (docs/security.md). The Worker entry makes one nonce per request, hands it to Next in the
 * request (Next reads the nonce from the request's Content-Security-Policy and puts it on its
 * scripts), and answers with a policy naming the same nonce.
 *
 * Pages from the edge page cache were rendered for someone else with that visitor's nonce. The
 * rendered nonce travels with the page in RENDERED_NONCE_HEADER (kept in the stored copy too), and
 * `secureResponse` rewrites it to the current request's nonce with HTMLRewriter, so every response
 * has a fresh nonce that matches its own header and no nonce is ever valid twice.
 */

/** Request header our server components read the nonce from (inline scripts, e.g. JSON-LD). */
export const NONCE_REQUEST_HEADER = "x-nonce";

/** Response header (never sent to browsers) naming the nonce the HTML was rendered with. */
export const RENDERED_NONCE_HEADER = "x-rendered-nonce";

/** 128 random bits, base64: the size CSP recommends, in the characters Next accepts. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface PolicyOptions {
  nonce: string;
  https: boolean;
  /** Extra origins the browser may fetch from (the production map style's host). */
  connectOrigins?: readonly string[];
}

/**
 * The policy of every HTML page:
 * - scripts: only those carrying this response's nonce, and what they load ('strict-dynamic':
 *   Next's chunks, next/script add-ons, Turnstile); 'self' is the fallback for browsers without
 *   CSP 3. No 'unsafe-inline' or 'unsafe-eval' for scripts.
 * - styles: 'self' 'unsafe-inline'. React renders `style` props as style attributes and Next
 *   inlines some CSS; nonces cannot cover style attributes. Inline CSS cannot run script, so this
 *   is the accepted trade-off.
 * - images: our own, data: and blob: (MapLibre), and https: for members' profile pictures, which
 *   are links to any https host.
 * - workers: 'self' and blob: (MapLibre's worker).
 * - frames: Turnstile's challenge only; nobody may frame us (frame-ancestors 'none').
 * - no plugins, no <base>, forms post to this site only.
 */
export function contentSecurityPolicy({ nonce, https, connectOrigins = [] }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(" "),
    "worker-src 'self' blob:",
    "frame-src https://challenges.cloudflare.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The browser geolocation ("near me") is ours; everything else a page could ask for is off. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** One year; no includeSubDomains: other hosts under the parent domain are not ours to decide. */
export const HSTS = "max-age=31536000";

export function isHtml(headers: Headers): boolean {
  return /^text\/html\b/i.test(headers.get("content-type") ?? "");
}

/** The request Next renders: the nonce in a Content-Security-Policy header (Next's source) and in x-nonce. */
export function withNonce(request: Request, nonce: string, policy: string): Request {
  const headers = new Headers(request.headers);
  // Set, never append: a visitor's own x-nonce or CSP request header must not choose the nonce.
  headers.set("content-security-policy", policy);
  headers.set(NONCE_REQUEST_HEADER, nonce);
  return new Request(request, { headers });
}

function nonceOfPolicy(policy: string | null): string | undefined {
  return policy ? /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] : undefined;
}

/** Marks a rendered response with the nonce of the request it was rendered for. */
export function markRenderedNonce(response: Response, request: Request): Response {
  if (!isHtml(response.headers)) return response;
  // A middleware rewrite with a status (a removed listing's 410) is served by OpenNext fetching
  // the Worker again: that inner pass rendered with its own nonce and already named it in its
  // policy. Next sets no CSP of its own, so a policy here always comes from such a pass.
  const nonce =
    nonceOfPolicy(response.headers.get("content-security-policy")) ?? request.headers.get(NONCE_REQUEST_HEADER);
  if (!nonce) return response;
  const marked = new Response(response.body, response);
  marked.headers.set(RENDERED_NONCE_HEADER, nonce);
  return marked;
}

/**
 * Only nonces the page was rendered with become the new one; any other nonce attribute (there
 * should be none) is dropped, so markup that names a nonce of its own is never blessed.
 */
function rewriteNonces(response: Response, from: string, to: string): Response {
  // The RSC payload in the inline scripts names the nonce too (props of the script and style
  // resources React hydrates); a text chunk can end mid-nonce, so each script's text is gathered
  // and replaced whole. Script text is raw, hence `html: true` (nothing is escaped).
  let text = "";
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === from) element.setAttribute("nonce", to);
        else element.removeAttribute("nonce");
      },
    })
    .on("script:not([src])", {
      text(chunk) {
        text += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        chunk.replace(text.replaceAll(from, to), { html: true });
        text = "";
      },
    })
    .transform(response);
}

export interface SecureResponseOptions {
  nonce: string;
  policy: string;
  https: boolean;
}

/**
 * Every response: nosniff, the referrer policy and, on https, HSTS. HTML pages also get the CSP
 * with this request's nonce, X-Frame-Options DENY (for browsers without frame-ancestors) and the
 * permissions policy; a page rendered with another nonce (a page-cache copy) is rewritten to it.
 */
export function secureResponse(response: Response, { nonce, policy, https }: SecureResponseOptions): Response {
  if (response.status === 101) return response; // a WebSocket upgrade has no headers to add
  const rendered = response.headers.get(RENDERED_NONCE_HEADER);
  const html = isHtml(response.headers);
  const rewrite = html && rendered !== null && rendered !== nonce;
  const source = rewrite ? rewriteNonces(response, rendered, nonce) : response;
  // An empty statusText is left out: passed explicitly, workerd sends no reason phrase ("401 ").
  const statusText = response.statusText ? { statusText: response.statusText } : {};
  const secured = new Response(source.body, { status: response.status, ...statusText, headers: response.headers });
  const headers = secured.headers;
  if (rewrite) headers.delete("content-length"); // a dropped attribute changes the length
  headers.delete(RENDERED_NONCE_HEADER);
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  if (https) headers.set("strict-transport-security", HSTS);
  if (html) {
    headers.set("content-security-policy", policy);
    headers.set("x-frame-options", "DENY");
    headers.set("permissions-policy", PERMISSIONS_POLICY);
  }
  return secured;
}
