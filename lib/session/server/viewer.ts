import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { serverEnv } from "../../env";
import { cookieNames } from "../../auth/cookies";
import type { Viewer } from "../../auth/roles";
import { verifyLiveAccessToken } from "./live-access-token";

/**
 * The signed-in viewer of this server render, or null. Read from the access cookie and verified
 * here again, revocation included (never from a header middleware could have been tricked into passing). When
 * middleware refreshed the session, it rewrote the request's Cookie header, so the fresh token
 * is what this sees. Server components have no request URL, so the cookie names follow SITE_URL.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const token = (await cookies()).get(cookieNames(serverEnv.SITE_URL).access)?.value;
  return token ? verifyLiveAccessToken(token) : null;
});
