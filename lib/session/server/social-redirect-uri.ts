import "server-only";
import { memberServiceConfig } from "./member-service-config";

/** Where a provider sends the browser back; must match the provider's registered redirect URI. */
export function socialRedirectUri(request: Request, provider: string): string {
  return new URL(`/auth/callback/${provider}`, memberServiceConfig(request).siteUrl).toString();
}
