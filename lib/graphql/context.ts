import type { Viewer } from "../auth/roles";
import type { ServiceContext } from "../services/context";

/** Per-operation context: the services' context plus what the transport knows. */
export interface GraphQLContext extends ServiceContext {
  /** True when the caller asked for real images only (`x-no-placeholder-images: true`). */
  noPlaceholderImages: boolean;
  /** The verified signed-in member (access-token cookie), or null for a visitor. */
  viewer: Viewer | null;
  /** The HTTP request (set by Yoga for /graphql; absent for in-process server renders). */
  request?: Request;
}
