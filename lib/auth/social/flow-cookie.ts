import { EncryptJWT, jwtDecrypt } from "jose";
import { SOCIAL_FLOW_TTL_SECONDS } from "../lifetimes";
import { safeReturnTo } from "../return-to";

/**
 * A social sign-in in progress, kept in the browser that started it (so state, nonce and the
 * PKCE verifier are bound to that browser) and encrypted (A256GCM, key derived from the JWT
 * secret) so neither the verifier nor the nonce can be read or changed there.
 */
export interface SocialFlow {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Where to go back to afterwards: a same-site path. */
  returnTo: string;
  /** Set by the callback once the provider's answer matched `state`. */
  stateChecked: boolean;
}

async function flowKey(secret: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`social-flow:${secret}`)));
}

export async function sealSocialFlow(flow: SocialFlow, secret: string): Promise<string> {
  return new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${SOCIAL_FLOW_TTL_SECONDS}s`)
    .encrypt(await flowKey(secret));
}

export async function openSocialFlow(sealed: string | undefined, secret: string): Promise<SocialFlow | null> {
  if (!sealed || sealed.length > 4096) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, await flowKey(secret), {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    const { provider, state, nonce, codeVerifier, returnTo, stateChecked } = payload;
    if (
      typeof provider !== "string" ||
      typeof state !== "string" ||
      typeof nonce !== "string" ||
      typeof codeVerifier !== "string" ||
      typeof returnTo !== "string"
    )
      return null;
    return {
      provider,
      state,
      nonce,
      codeVerifier,
      returnTo: safeReturnTo(returnTo),
      stateChecked: stateChecked === true,
    };
  } catch {
    return null;
  }
}
