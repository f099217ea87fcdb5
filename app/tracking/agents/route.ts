import { handleTrackingPost } from "@/lib/tracking/tracking-route";

/** POST /tracking/agents (payload and rules in lib/tracking). */
export function POST(request: Request): Promise<Response> {
  return handleTrackingPost("agent", request);
}
