import type { AuthConfig } from "../../auth/config";

/** What the member services need besides the database: keys, the site's address (links in mail) and the sender. */
export interface MemberServiceConfig extends AuthConfig {
  siteUrl: string;
  mailFrom: string;
}
