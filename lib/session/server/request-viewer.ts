import "server-only";
import { cookieNames, readCookie } from "../../auth/cookies";
import type { Viewer } from "../../auth/roles";
import { verifyLiveAccessToken } from "./live-access-token";

/** The viewer of a route-handler or GraphQL request: the access cookie of this origin, verified and not revoked. */
export async function viewerFromRequest(request: Request): Promise<Viewer | null> {
  const token = readCookie(request.headers.get("cookie"), cookieNames(request.url).access);
  return token ? verifyLiveAccessToken(token) : null;
}

export function refreshTokenFromRequest(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), cookieNames(request.url).auth);
}
