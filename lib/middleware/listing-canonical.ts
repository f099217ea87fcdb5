import { getCloudflareContext } from "@opennextjs/cloudflare";
import { NextResponse } from "next/server";
import { contextFromEnv } from "../services/context";
import { getListing } from "../services/listings/get-listing";
import { getRemovedListing } from "../services/listings/removed-listing";
import type { MiddlewareStep } from "./pipeline";

const LISTING_PATH = /^\/homes\/([^/]+)\/(\d{1,16})\/?$/;

/**
 * Listing URLs, answered before rendering because a page cannot choose these statuses:
 * a wrong slug for a right id moves permanently (301) to the canonical URL, and a listing its
 * agent removed is rewritten to the "no longer available" page with 410 Gone. Unknown ids go on
 * to the page, which answers 404. Costs one primary-key read, for page loads only: a POST to a
 * listing URL is a server action (the enquiry form), which must never be redirected and needs no
 * canonical check.
 */
export const listingCanonical: MiddlewareStep = async ({ request }) => {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const match = LISTING_PATH.exec(request.nextUrl.pathname);
  if (!match) return;
  const [, slug, id] = match;
  const { env } = await getCloudflareContext({ async: true });
  const ctx = contextFromEnv(env);
  const listing = await getListing(ctx, id ?? "");
  if (listing) {
    if (listing.canonicalUri === `/homes/${slug}/${id}`) return;
    const target = new URL(listing.canonicalUri, request.url);
    target.search = request.nextUrl.search;
    return NextResponse.redirect(target, 301);
  }
  if (await getRemovedListing(ctx, id ?? "")) {
    return NextResponse.rewrite(new URL(`/homes/no-longer-available/${id}`, request.url), { status: 410 });
  }
};
