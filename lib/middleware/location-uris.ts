import { getCloudflareContext } from "@opennextjs/cloudflare";
import { NextResponse } from "next/server";
import { isLocationIndexTab, locationIndexPath } from "../locations/location-urls";
import { isStateCode } from "../locations/states";
import { contextFromEnv } from "../services/context";
import { getLocationByUri } from "../services/locations/location-places";
import type { MiddlewareStep } from "./pipeline";

/**
 * A location has two URLs: its page `/locations/{slug}` (canonical) and its uniqueUri
 * (`/vic/melbourne-3000`, `/vic/region/melbourne-inner`, `/vic/melbourne-3000/collins-street`),
 * which GraphQL hands out too. The uniqueUri moves permanently (301) to the page; so do the index's
 * other names (`/where-to-live`, with or without a tab). A path under a state code that names no
 * location goes on and ends in the usual 404. Costs one indexed read through the location cache,
 * for GET and HEAD of paths starting with one of the eight state codes only.
 */
export const locationUris: MiddlewareStep = async ({ request }) => {
  if (request.method === "POST") return legacyFollow(request);
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const path = request.nextUrl.pathname.replace(/\/+$/, "");
  const [first, second, ...rest] = path.split("/").slice(1);
  if (first === "where-to-live") {
    // The by-type suffix (`/where-to-live/regions`) names one of the index's tabs.
    if (rest.length > 0 || (second !== undefined && !isLocationIndexTab(second))) return;
    return redirect(request, locationIndexPath(isLocationIndexTab(second) ? second : "popular"));
  }
  if (!first || !isStateCode(first)) return;
  const { env } = await getCloudflareContext({ async: true });
  const location = await getLocationByUri(contextFromEnv(env), path.toLowerCase());
  if (location) return redirect(request, location.uri);
};

/**
 * The legacy client follows a place at its uniqueUri (`POST /vic/melbourne-3000/follow`, `…/unfollow`);
 * the route lives under the canonical page (`/locations/{slug}/follow`), so the request is
 * rewritten there (a redirect would turn the POST into a GET in some clients). Origin and member
 * checks happen there; this only finds the place.
 */
async function legacyFollow(request: Parameters<MiddlewareStep>[0]["request"]): Promise<Response | void> {
  const match = /^(\/[a-z]{2,3}\/.+)\/(follow|unfollow)\/?$/.exec(request.nextUrl.pathname.toLowerCase());
  if (!match || !isStateCode(match[1]!.split("/")[1]!)) return;
  const { env } = await getCloudflareContext({ async: true });
  const location = await getLocationByUri(contextFromEnv(env), match[1]!);
  if (location) return NextResponse.rewrite(new URL(`${location.uri}/${match[2]}`, request.url));
}

function redirect(request: Parameters<MiddlewareStep>[0]["request"], to: string): Response {
  const target = new URL(to, request.url);
  if (!target.search) target.search = request.nextUrl.search;
  return NextResponse.redirect(target, 301);
}
