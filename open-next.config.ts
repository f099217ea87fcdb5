import { defineCloudflareConfig } from "@opennextjs/cloudflare";

// No incremental cache: pages read live listings from D1 and stream; static assets are served by
// Workers Static Assets. Revisit when ISR pages (blog, location overviews) arrive.
export default defineCloudflareConfig({});
