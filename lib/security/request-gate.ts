import { z } from "zod";
import { failWith } from "../http/failure-response";
import { ALERT_ONE_CLICK_UNSUBSCRIBE_PATH } from "../alerts/alert-rules";
import { crossSiteRefusal, isSameOriginRequest } from "./same-origin";
import { API_KEY_HEADER } from "../http/api/operation";
import { bytesLabel, readBodyUpTo } from "../http/limited-body";

/**
 * Checks the Worker entry runs before anything else sees a request (docs/security.md): requests
 * Next would answer with a 500 get a clear 400, and every state-changing request must come from
 * this site. Pure: a Request in, a refusal or undefined (go on) out.
 */

/** Methods that change nothing; everything else must carry this site's Origin. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing paths that make their own same-origin decision:
 * - /graphql: Yoga refuses cross-site mutations itself (lib/graphql/same-origin-mutations.ts);
 *   queries change nothing and follow the GraphQL CORS policy there;
 * - /auth/callback/<provider>: Apple posts its answer from appleid.apple.com (response_mode
 *   form_post), so the Origin is the provider's. It is bound to this browser by the state, nonce
 *   and PKCE verifier in the encrypted flow cookie instead;
 * - /api/content/webhook: the content service calls it server to server (no Origin); it must be
 *   signed, and it refuses any call that carries an Origin (lib/services/blog/content-webhook.ts);
 * - /api/alerts/unsubscribe: mail providers POST the one-click unsubscribe (RFC 8058) from their
 *   own servers. It reads no session: the signed token in the address is the only authority, and
 *   all it can do is stop that one alert's e-mails;
 * - /api/v1/… with an X-Api-Key header: a partner's server or page calls with its key. The route
 *   (lib/http/route/rest-route.ts) refuses the call unless the key is live and read-write, and runs it
 *   without the request's cookies, so a forged cross-site request gains nothing from a session;
 * - /api/v1/feeds/…: an agency's software posts its REAXML file from its own server with its feed
 *   key. The route refuses the call (401) unless it carries a live key, and never reads cookies,
 *   so a cross-site request gains nothing there.
 */
function decidesItsOwnOrigin(pathname: string, request: Request): boolean {
  return (
    (pathname.startsWith("/api/v1/") && request.headers.has(API_KEY_HEADER)) ||
    pathname.startsWith(FEED_API_PREFIX) ||
    pathname === "/graphql" ||
    pathname.startsWith("/auth/callback/") ||
    pathname === CONTENT_WEBHOOK_PATH ||
    pathname === ALERT_ONE_CLICK_UNSUBSCRIBE_PATH
  );
}

export const CONTENT_WEBHOOK_PATH = "/api/content/webhook";
/** Where agencies' software calls with a feed key (app/api/v1/feeds). */
export const FEED_API_PREFIX = "/api/v1/feeds/";

/** The largest router state header Next accepts (its own limit, ~2,000 segments). */
const MAX_ROUTER_STATE_LENGTH = 40_000;

/**
 * The shape of Next's router state header (FlightRouterState, as Next 16 checks it in
 * parse-and-validate-flight-router-state.js). Next throws on anything else, which becomes a 500;
 * checking the same shape first lets a forged or truncated header get a 400 instead.
 */
const dynamicParamType = z.enum([
  "c",
  "ci(..)(..)",
  "ci(.)",
  "ci(..)",
  "ci(...)",
  "oc",
  "d",
  "di(..)(..)",
  "di(.)",
  "di(..)",
  "di(...)",
]);
const segment = z.union([
  z.string(),
  z.tuple([z.string(), z.string(), dynamicParamType, z.array(z.string()).nullable()]),
]);
type RouterState = [unknown, Record<string, RouterState>, ...unknown[]];
const routerState: z.ZodType<RouterState> = z.lazy(() =>
  z.tuple([
    segment,
    z.record(z.string(), routerState),
    z.tuple([z.string(), z.string()]).nullable().optional(),
    z.enum(["refetch", "inside-shared-layout", "metadata-only"]).nullable().optional(),
    z.number().nullable().optional(),
    z.string().optional(),
  ]),
) as unknown as z.ZodType<RouterState>;

export function isValidRouterStateHeader(value: string): boolean {
  if (value.length > MAX_ROUTER_STATE_LENGTH) return false;
  try {
    return routerState.safeParse(JSON.parse(decodeURIComponent(value))).success;
  } catch {
    return false;
  }
}

const badRequest = (message: string): Response => failWith("BAD_INPUT", message);

export const MALFORMED_PATH_MESSAGE = "The address is not valid: it has a malformed %-escape";
export const BAD_ROUTER_STATE_MESSAGE = "The Next-Router-State-Tree header is not valid";
export const MULTIPART_WITHOUT_BOUNDARY_MESSAGE = "A multipart/form-data body needs a boundary in its Content-Type";
export const MULTIPART_BAD_BOUNDARY_MESSAGE =
  "The boundary of a multipart/form-data Content-Type must be 1 to 70 letters, digits or ' ( ) + _ , - . / : = ? (not ending in a space)";
export const MALFORMED_FORM_MESSAGE =
  "The form could not be read: its multipart/form-data body does not match the boundary in its Content-Type";
/** Our forms send a few kilobytes; Next's own limit for a server action's body is 1 MiB. */
export const MAX_FORM_BYTES = 1024 * 1024;
export const FORM_TOO_LARGE_MESSAGE = `The form is too large: pages accept at most ${bytesLabel(MAX_FORM_BYTES)}.`;

const MULTIPART_FORM = /^multipart\/form-data\b/i;
/** The boundary parameter, quoted or not. */
const BOUNDARY_PARAMETER = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i;
/** RFC 2046: 1 to 70 of these characters, the last not a space. */
const VALID_BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** What is wrong with a multipart/form-data Content-Type's boundary, or undefined when nothing is. */
export function multipartBoundaryProblem(contentType: string): string | undefined {
  const match = BOUNDARY_PARAMETER.exec(contentType);
  const quoted = match?.[1];
  const bare = match?.[2]?.trimEnd();
  const boundary = quoted ?? bare ?? "";
  if (boundary === "") return MULTIPART_WITHOUT_BOUNDARY_MESSAGE;
  // Only a quoted boundary may hold a space ("boundary=a b" is a token and then junk).
  if (bare !== undefined && /\s/.test(bare)) return MULTIPART_BAD_BOUNDARY_MESSAGE;
  return VALID_BOUNDARY.test(boundary) ? undefined : MULTIPART_BAD_BOUNDARY_MESSAGE;
}

/** Does the path decode? `/a%zz` does not, and Next's router throws a URIError on it. */
function hasValidEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function refuseBadRequest(request: Request): Response | undefined {
  const url = new URL(request.url);
  if (!hasValidEscapes(url.pathname)) return badRequest(MALFORMED_PATH_MESSAGE);

  const stateTree = request.headers.get("next-router-state-tree");
  if (stateTree !== null && !isValidRouterStateHeader(stateTree)) return badRequest(BAD_ROUTER_STATE_MESSAGE);

  if (SAFE_METHODS.has(request.method)) return undefined;
  // Server actions, forms, the member and admin APIs, tracking: one rule (lib/security/same-origin.ts).
  if (!decidesItsOwnOrigin(url.pathname, request) && !isSameOriginRequest(request)) return crossSiteRefusal();

  const type = request.headers.get("content-type") ?? "";
  const boundaryProblem = MULTIPART_FORM.test(type) ? multipartBoundaryProblem(type) : undefined;
  if (boundaryProblem) return badRequest(boundaryProblem);
  return undefined;
}

/**
 * A form posted to a page (a server action, or a plain form post before the page hydrated) whose
 * multipart body does not parse: Next reads it with busboy to find the action, and a body that
 * does not match its boundary ("Unexpected end of form", a part without a name) became a 500. The
 * body is read here from a copy (so Next still reads the original), at most MAX_FORM_BYTES, and
 * parsed by the runtime's own form parser; one that does not parse is a 400. /graphql and /api/…
 * read their own bodies and answer for them. Runs after refuseBadRequest.
 */
export async function refuseMalformedForm(request: Request): Promise<Response | undefined> {
  if (request.method !== "POST") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (!MULTIPART_FORM.test(type)) return undefined;
  const { pathname } = new URL(request.url);
  if (pathname === "/graphql" || pathname.startsWith("/api/")) return undefined;
  // The Workers types give clone() Cloudflare's own generic Request; it is the same object.
  const body = await readBodyUpTo(request.clone() as unknown as Request, MAX_FORM_BYTES);
  if (body === null) return failWith("TOO_LARGE", FORM_TOO_LARGE_MESSAGE);
  try {
    await new Response(body, { headers: { "content-type": type } }).formData();
    return undefined;
  } catch {
    return badRequest(MALFORMED_FORM_MESSAGE);
  }
}
