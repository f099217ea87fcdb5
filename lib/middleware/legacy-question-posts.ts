import { getCloudflareContext } from "@opennextjs/cloudflare";
import { NextResponse } from "next/server";
import { isStateCode } from "../locations/states";
import { contextFromEnv } from "../services/context";
import { getLocationByUri } from "../services/locations/location-places";
import type { MiddlewareStep } from "./pipeline";

const LEGACY_QUESTION_POST = /^(\/[a-z]{2,3}\/.+)\/questions\/(ask|\d{1,12}\/vote)\/?$/;

/**
 * The legacy client asks and votes at a place's uniqueUri (`POST /vic/carlton-3053/questions/ask`,
 * `…/questions/{id}/vote`). The routes live under the canonical page (`/locations/{slug}/questions/…`),
 * so the request is rewritten there: a redirect would turn the POST into a GET in some clients.
 * Origin and member checks happen at the Worker's gate and in the route; this only finds the place.
 */
export const legacyQuestionPosts: MiddlewareStep = async ({ request }) => {
  if (request.method !== "POST") return;
  const match = LEGACY_QUESTION_POST.exec(request.nextUrl.pathname.toLowerCase());
  if (!match || !isStateCode(match[1]!.split("/")[1]!)) return;
  const { env } = await getCloudflareContext({ async: true });
  const location = await getLocationByUri(contextFromEnv(env), match[1]!);
  if (location) return NextResponse.rewrite(new URL(`${location.uri}/questions/${match[2]}`, request.url));
};
