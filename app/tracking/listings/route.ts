import { handleTrackingPost } from "@/lib/tracking/tracking-route";

/** POST /tracking/listings (payload and rules in lib/tracking). */
export function POST(request: Request): Promise<Response> {
  return handleTrackingPost("listing", request);
}
