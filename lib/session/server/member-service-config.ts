import "server-only";
import { serverEnv } from "../../env";
import { authConfig } from "../../auth/config";
import type { MemberServiceConfig } from "../../services/members/config";

/**
 * Links in e-mails point at SITE_URL in deployments. In development they point at the origin
 * the request came to (tests run the Worker on other ports); never elsewhere, because a Host
 * header chosen by an attacker would otherwise put a reset token into a link to their site.
 */
export function memberServiceConfig(request?: Request): MemberServiceConfig {
  const siteUrl = serverEnv.APP_ENV === "development" && request ? developmentOrigin(request) : serverEnv.SITE_URL;
  return { ...authConfig(), siteUrl, mailFrom: serverEnv.MAIL_FROM };
}

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d+$/;

/**
 * The browser's own loopback origin (wrangler dev rewrites every URL to localhost): from Origin,
 * or for a plain link (social sign-in starts with a GET) from the Referer. Development only.
 */
function developmentOrigin(request: Request): string {
  const sent = request.headers.get("origin");
  if (sent && LOOPBACK_ORIGIN.test(sent)) return sent;
  const referer = request.headers.get("referer");
  if (referer && URL.canParse(referer)) {
    const origin = new URL(referer).origin;
    if (LOOPBACK_ORIGIN.test(origin)) return origin;
  }
  return new URL(request.url).origin;
}
