import "server-only";
import { verifyAccessToken } from "../../auth/access-token";
import { authConfig } from "../../auth/config";
import type { Viewer } from "../../auth/roles";
import { sessionRevocations } from "./session-revocations";

/**
 * The viewer of an access token that is valid (signature, claims, expiry) and whose session has
 * not ended since it was issued (sign-out, refresh-token theft, password reset). Every place that
 * trusts an access token goes through here: middleware, route handlers, GraphQL, server renders.
 */
export async function verifyLiveAccessToken(token: string): Promise<Viewer | null> {
  const viewer = await verifyAccessToken(token, authConfig());
  if (!viewer) return null;
  return (await sessionRevocations().isRevoked(viewer.sessionId)) ? null : viewer;
}
