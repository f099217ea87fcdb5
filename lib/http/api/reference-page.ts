import { API_PREFIX } from "./operation";

/**
 * The API reference page: Scalar's standalone bundle, vendored into public/api-reference/ by
 * scripts/vendor-api-reference.mjs and served as a static asset from our own origin, reading the
 * document at /api/v1/openapi.json. The Worker only writes this small HTML: the 4 MB bundle never
 * joins its code. Both script tags carry the request's nonce, so the page runs under the site's
 * own Content-Security-Policy unchanged (scripts by nonce, styles inline, fonts and connections
 * 'self').
 */
export const SCALAR_VERSION = "1.72.1";
export const SCALAR_BUNDLE_PATH = `/api-reference/scalar-api-reference-${SCALAR_VERSION}.js`;
export const REFERENCE_PATH = `${API_PREFIX}/reference`;
export const DOCUMENT_PATH = `${API_PREFIX}/openapi.json`;

/**
 * Scalar's default light theme sets secondary text, method badges and code colours at 2.9 to 4.3
 * against its backgrounds (axe: serious colour-contrast). Its theme is CSS variables, so we set
 * darker ones that reach 4.5:1 on its grey background (#f6f6f6) and white.
 */
const CONTRAST_CSS = [
  ".light-mode{",
  "--scalar-color-2:#595959;--scalar-color-3:#666;--scalar-color-accent:#0069b3;",
  "--scalar-color-green:#04704b;--scalar-color-red:#c4000a;--scalar-color-yellow:#7a5c00;",
  "--scalar-color-blue:#0066b0;--scalar-color-orange:#b23c00;--scalar-color-purple:#5203d1;",
  "--scalar-color-query:#00696d}",
].join("");

/**
 * Scalar's copy buttons on code blocks are icons with no text (axe: critical button-name). Until
 * it names them, the page names each one as it appears.
 */
const NAME_COPY_BUTTONS = `new MutationObserver(()=>{for(const b of document.querySelectorAll("button.scalar-code-copy:not([aria-label])"))b.setAttribute("aria-label","Copy the code")}).observe(document.body,{childList:true,subtree:true});`;

/**
 * Scalar's options. Its defaults reach outside: fonts from its own font host, usage telemetry,
 * the "Ask AI" agent and the MCP install panel. Each is off, so the page asks nothing of any origin
 * but ours (the browser test records every request). The API client ("Test request") stays: it
 * calls our own /api/v1 (the document's server is relative) without a proxy.
 */
export const SCALAR_CONFIGURATION = {
  url: DOCUMENT_PATH,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  // One checked theme: the light one, with the colours below.
  forceDarkModeState: "light",
  hideDarkModeToggle: true,
  customCss: CONTRAST_CSS,
} as const;

/** JSON for inside a <script>: "<" escaped so no string in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The page's HTML. Without a nonce (no Content-Security-Policy on the request) the scripts carry none. */
export function referencePageHtml(nonce: string | null): string {
  const nonceAttribute = nonce && /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Homefront API reference</title>
<meta name="description" content="The Homefront API: listings, searches, locations, agents and members' calls as JSON, with examples.">
<link rel="alternate" type="application/json" href="${DOCUMENT_PATH}" title="OpenAPI 3.1 document">
</head>
<body>
<noscript><p>The reference needs JavaScript. The OpenAPI document itself is at <a href="${DOCUMENT_PATH}">${DOCUMENT_PATH}</a>.</p></noscript>
<div id="api-reference"></div>
<script${nonceAttribute} src="${SCALAR_BUNDLE_PATH}"></script>
<script${nonceAttribute}>Scalar.createApiReference("#api-reference", ${scriptJson(SCALAR_CONFIGURATION)});${NAME_COPY_BUTTONS}</script>
</body>
</html>
`;
}
