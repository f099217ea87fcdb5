import { trackingPost } from "../tracking-post";

/** POST /tracking/agents (payload and rules in lib/tracking). */
export const POST = trackingPost("agent");
