// OpenNext's default configuration, as Payload's Cloudflare template uses it.
import { defineCloudflareConfig } from "@opennextjs/cloudflare/config";

export default defineCloudflareConfig({});
