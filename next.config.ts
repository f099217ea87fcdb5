import type { NextConfig } from "next";
import { initOpenNextCloudflareForDev } from "@opennextjs/cloudflare";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Photos are SVGs the Worker draws itself; there is no image optimiser to call at the edge.
  images: { unoptimized: true },
  // Types are checked once, by `npm run typecheck` in `npm test`; checking them again inside every
  // build would only make `npm start` slower.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;

// `next dev` gets the same bindings (D1, KV) as the Worker through wrangler's platform proxy.
if (process.env.NODE_ENV === "development") {
  void initOpenNextCloudflareForDev();
}
