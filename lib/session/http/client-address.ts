/**
 * The client for per-client rate limits: Cloudflare's CF-Connecting-IP, which Cloudflare sets
 * on every request (a client cannot choose it). X-Forwarded-For is never trusted. Local runs
 * without it count as one client.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip")?.trim() || "local";
}
