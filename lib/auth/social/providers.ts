import "server-only";
import { serverEnv } from "../../env";

export const SOCIAL_PROVIDER_NAMES = ["google", "facebook", "apple"] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDER_NAMES)[number];

export interface SocialProvider {
  name: SocialProviderName;
  /** Shown on buttons and in 'unable to authenticate with {provider}'. */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Apple posts the callback as a form (response_mode=form_post) when name or e-mail is asked for. */
  responseMode?: "form_post";
}

const LABELS: Record<SocialProviderName, string> = { google: "Google", facebook: "Facebook", apple: "Apple" };

/** Providers with a client id and secret configured, in display order. */
export function configuredSocialProviders(): SocialProvider[] {
  const settings: Record<SocialProviderName, { id?: string; secret?: string; issuer: string }> = {
    google: { id: serverEnv.GOOGLE_CLIENT_ID, secret: serverEnv.GOOGLE_CLIENT_SECRET, issuer: serverEnv.GOOGLE_ISSUER },
    facebook: {
      id: serverEnv.FACEBOOK_CLIENT_ID,
      secret: serverEnv.FACEBOOK_CLIENT_SECRET,
      issuer: serverEnv.FACEBOOK_ISSUER,
    },
    apple: { id: serverEnv.APPLE_CLIENT_ID, secret: serverEnv.APPLE_CLIENT_SECRET, issuer: serverEnv.APPLE_ISSUER },
  };
  return SOCIAL_PROVIDER_NAMES.flatMap((name) => {
    const { id, secret, issuer } = settings[name];
    if (!id || !secret) return [];
    return [
      {
        name,
        label: LABELS[name],
        issuer,
        clientId: id,
        clientSecret: secret,
        scope: "openid email profile",
        ...(name === "apple" ? { responseMode: "form_post" as const, scope: "openid email name" } : {}),
      },
    ];
  });
}

export function socialProvider(name: string): SocialProvider | undefined {
  return configuredSocialProviders().find((provider) => provider.name === name);
}

export function providerLabel(name: string): string {
  return (LABELS as Record<string, string>)[name] ?? name;
}
