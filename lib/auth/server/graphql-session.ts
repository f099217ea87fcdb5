import "server-only";
import { cookies } from "next/headers";
import { serverEnv } from "../../env";
import { backendAuthorization } from "../backend-authorization";
import { cookieNames, readCookie } from "../cookies";
import { viewerFromRequest } from "./request-viewer";
import { getViewer } from "./viewer";

/** Viewer and backend authorization of a /graphql request. */
export async function graphQLSessionFromRequest(request: Request) {
  const accessToken = readCookie(request.headers.get("cookie"), cookieNames(request.url).access);
  return { viewer: await viewerFromRequest(request), authorization: backendAuthorization(serverEnv.BACKEND_BEARER_TOKEN, accessToken) };
}

/** The same for an in-process server render (cookies of the page request). */
export async function graphQLSessionForRender() {
  const accessToken = (await cookies()).get(cookieNames(serverEnv.SITE_URL).access)?.value;
  return { viewer: await getViewer(), authorization: backendAuthorization(serverEnv.BACKEND_BEARER_TOKEN, accessToken) };
}
