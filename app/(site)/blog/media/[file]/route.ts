import { cacheControlFor } from "@/lib/http/cache-control";
import { serverEnv } from "@/lib/env";
import { failWith } from "@/lib/http/failure-response";
import { contentFetch, contentServiceUrl } from "@/lib/services/blog/content-client";

const FILE_NAME = /^[A-Za-z0-9._-]{1,200}$/;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif|svg\+xml)$/;

/**
 * GET /blog/media/{file}: a CMS image, served from the portal's own origin (the page's CSP and
 * the reader's browser never talk to the content service). Images an editor uploads are served
 * with a policy that runs nothing, so an SVG with a script in it cannot act on this site even
 * when opened directly.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (!FILE_NAME.test(file)) return failWith("NOT_FOUND", "There is no such image.");
  let upstream: Response;
  try {
    upstream = await contentFetch(contentServiceUrl(`/api/media/file/${encodeURIComponent(file)}`));
  } catch {
    return failWith("UNAVAILABLE", "Images cannot be loaded right now. Please try again in a minute.");
  }
  const type = upstream.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
  if (!upstream.ok || !IMAGE_TYPES.test(type)) {
    await upstream.body?.cancel();
    return failWith("NOT_FOUND", "There is no such image.");
  }
  return new Response(upstream.body, {
    headers: {
      "content-type": type,
      "cache-control": cacheControlFor("static", serverEnv),
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
    },
  });
}
