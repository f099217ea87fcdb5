/**
 * The content service (Payload CMS) is its own Next app and its own Worker, so none of its admin UI
 * or server code reaches the portal's bundle. Adapted from Payload's with-cloudflare-d1 template.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withPayload } from "@payloadcms/next/withPayload";
import type { NextConfig } from "next";

const here = path.dirname(fileURLToPath(import.meta.url));
// One package.json and lockfile serve the portal and this app: node_modules lives at the repository root.
const repositoryRoot = path.resolve(here, "../..");

const nextConfig: NextConfig = {
  // OpenNext bundles the standalone output (it sets this itself when it runs the build).
  output: "standalone",
  outputFileTracingRoot: repositoryRoot,
  turbopack: { root: repositoryRoot },
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // Packages with Workers-specific builds (https://opennext.js.org/cloudflare/howtos/workerd).
  serverExternalPackages: ["jose", "pg-cloudflare"],
  webpack: (webpackConfig: { resolve: { extensionAlias?: Record<string, string[]> } }) => {
    webpackConfig.resolve.extensionAlias = {
      ".cjs": [".cts", ".cjs"],
      ".js": [".ts", ".tsx", ".js", ".jsx"],
      ".mjs": [".mts", ".mjs"],
    };
    return webpackConfig;
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
