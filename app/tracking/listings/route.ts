import { trackingPost } from "../tracking-post";

/** POST /tracking/listings (payload and rules in lib/tracking). */
export const POST = trackingPost("listing");
