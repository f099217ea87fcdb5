import type { NextRequest } from "next/server";
import { runMiddleware } from "./lib/middleware/pipeline";
import { listingCanonical } from "./lib/middleware/listing-canonical";
import { searchRedirects } from "./lib/middleware/search-redirects";
import { session } from "./lib/middleware/session";
import { assignExperiments } from "./lib/middleware/experiments";
import { locationUris } from "./lib/middleware/location-uris";
import { legacyQuestionPosts } from "./lib/middleware/legacy-question-posts";

/**
 * Edge middleware only dispatches: each step lives in lib/middleware/<step>.ts and the services
 * still check every rule themselves (middleware can be bypassed).
 */
export function middleware(request: NextRequest) {
  return runMiddleware(request, [
    searchRedirects,
    listingCanonical,
    locationUris,
    legacyQuestionPosts,
    session,
    assignExperiments,
  ]);
}

export const config = {
  // Skip static files, Next internals, the API and GraphQL: nothing there is a page.
  matcher: ["/((?!_next/|api/|graphql|media/|map/|favicon|icon|ads/).*)"],
};
