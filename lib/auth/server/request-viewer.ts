import "server-only";
import { verifyAccessToken } from "../access-token";
import { authConfig } from "../config";
import { cookieNames, readCookie } from "../cookies";
import type { Viewer } from "../roles";

/** The viewer of a route-handler or GraphQL request: the access cookie of this origin, verified. */
export async function viewerFromRequest(request: Request): Promise<Viewer | null> {
  const token = readCookie(request.headers.get("cookie"), cookieNames(request.url).access);
  return token ? verifyAccessToken(token, authConfig()) : null;
}

export function refreshTokenFromRequest(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie"), cookieNames(request.url).auth);
}
