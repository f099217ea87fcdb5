import { z } from "zod";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const answer = z.object({ success: z.boolean() });

/**
 * Cloudflare Turnstile, checked on the server (a token alone proves nothing). Only called when a
 * secret is configured; any failure to reach Cloudflare counts as not verified.
 */
export async function verifyTurnstile(secret: string, token: string, remoteIp?: string): Promise<boolean> {
  if (!token) return false;
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  try {
    const response = await fetch(SITEVERIFY_URL, { method: "POST", body, signal: AbortSignal.timeout(5000) });
    const parsed = answer.safeParse(await response.json());
    return parsed.success && parsed.data.success;
  } catch {
    return false;
  }
}
