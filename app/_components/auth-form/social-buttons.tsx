"use client";

import { storeAuthIntent, type AuthMode } from "@/lib/session/client/auth-intent";
import styles from "./auth-form.module.css";

export interface ProviderLink {
  name: string;
  label: string;
}

/** Plain links to /auth/signin/{provider}: the server starts the flow (PKCE, state, nonce). */
export function SocialButtons({
  providers,
  returnTo,
  mode,
}: {
  providers: readonly ProviderLink[];
  returnTo: string;
  mode: AuthMode;
}) {
  if (providers.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Other ways to sign in">
      {providers.map((provider) => (
        <li key={provider.name}>
          <a
            className={styles.socialButton}
            href={`/auth/signin/${provider.name}?${new URLSearchParams({ returnTo })}`}
            data-provider={provider.name}
            onClick={() =>
              storeAuthIntent({
                mode,
                type: provider.name,
                position: mode === "login" ? "sign-in-page" : "sign-up-page",
              })
            }
          >
            Continue with {provider.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
