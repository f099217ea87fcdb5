import { NextResponse } from "next/server";
import { searchUrlFromForm } from "../search/search-form";
import { canonicalSearchRedirect } from "./canonical-search";
import type { MiddlewareStep } from "./pipeline";

/**
 * Search URLs: the search form's /search submissions go to their canonical results URL (303),
 * and non-canonical search URLs move permanently to theirs (301), before any rendering.
 */
export const searchRedirects: MiddlewareStep = ({ request }) => {
  const { pathname, search, searchParams } = request.nextUrl;
  if (pathname === "/search") {
    return NextResponse.redirect(new URL(searchUrlFromForm(searchParams) ?? "/", request.url), 303);
  }
  const target = canonicalSearchRedirect(pathname, search);
  if (target) return NextResponse.redirect(new URL(target, request.url), 301);
};
