import { NextResponse, type NextRequest } from "next/server";
import { canonicalSearchRedirect } from "./lib/middleware/canonical-search";
import { searchUrlFromForm } from "./lib/search/search-form";

/**
 * Edge middleware only parses and dispatches (the services own every rule). Today: permanent
 * redirects of search URLs to their canonical form, before any rendering.
 */
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The search form submits plain fields to /search: send it to the canonical results URL.
  if (pathname === "/search") {
    return NextResponse.redirect(new URL(searchUrlFromForm(request.nextUrl.searchParams) ?? "/", request.url), 303);
  }
  const target = canonicalSearchRedirect(pathname, search);
  if (target) return NextResponse.redirect(new URL(target, request.url), 301);
  return NextResponse.next();
}

export const config = {
  // Skip static files, Next internals, the API and GraphQL: nothing there is a page.
  matcher: ["/((?!_next/|api/|graphql|media/|map/|favicon|icon|ads/).*)"],
};
