import "server-only";
import { viewerFromRequest } from "./request-viewer";

/**
 * The viewer of a /graphql request. The BFF calls no other backend (services run in-process), so
 * there is no authorisation header to pass on: the verified viewer is all resolvers need.
 */
export async function graphQLSessionFromRequest(request: Request) {
  return { viewer: await viewerFromRequest(request) };
}
