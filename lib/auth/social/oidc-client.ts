import * as oauth from "oauth4webapi";
import { UNABLE_TO_RETRIEVE_USER_INFO } from "../messages";
import type { SocialFlow } from "./flow-cookie";
import type { SocialProvider } from "./providers";

/** What a provider told us about the person, after every check passed. */
export interface SocialIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/**
 * Plain-http issuers are allowed only on loopback in development: the end-to-end test runs a
 * real OpenID provider (oidc-provider) on 127.0.0.1. Everything else must be https.
 */
function requestOptions(provider: SocialProvider, development: boolean) {
  const url = new URL(provider.issuer);
  const loopback = url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
  return development && loopback ? { [oauth.allowInsecureRequests]: true } : {};
}

/** Discovery documents per issuer, per isolate (providers change them rarely; a failure is not cached). */
const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

async function authorizationServer(provider: SocialProvider, development: boolean): Promise<oauth.AuthorizationServer> {
  let server = discovered.get(provider.issuer);
  if (!server) {
    const issuer = new URL(provider.issuer);
    server = oauth
      .discoveryRequest(issuer, { algorithm: "oidc", ...requestOptions(provider, development) })
      .then((response) => oauth.processDiscoveryResponse(issuer, response));
    discovered.set(provider.issuer, server);
    server.catch(() => discovered.delete(provider.issuer));
  }
  return server;
}

const clientOf = (provider: SocialProvider): oauth.Client => ({ client_id: provider.clientId });

/** The provider's authorization URL with PKCE (S256), state and nonce, and the flow to remember. */
export async function beginSocialSignIn(
  provider: SocialProvider,
  redirectUri: string,
  returnTo: string,
  development: boolean,
) {
  const server = await authorizationServer(provider, development);
  if (!server.authorization_endpoint) throw new Error(`${provider.name} has no authorization endpoint`);
  const flow: SocialFlow = {
    provider: provider.name,
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
    returnTo,
    stateChecked: false,
  };
  const url = new URL(server.authorization_endpoint);
  url.searchParams.set("client_id", provider.clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", provider.scope);
  url.searchParams.set("state", flow.state);
  url.searchParams.set("nonce", flow.nonce);
  url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(flow.codeVerifier));
  url.searchParams.set("code_challenge_method", "S256");
  if (provider.responseMode) url.searchParams.set("response_mode", provider.responseMode);
  return { authorizationUrl: url.toString(), flow };
}

/** Checks the provider's redirect against the flow's state (and issuer, RFC 9207); returns the code. */
export async function checkSocialCallback(
  provider: SocialProvider,
  parameters: URLSearchParams,
  flow: SocialFlow,
  development: boolean,
): Promise<string> {
  const server = await authorizationServer(provider, development);
  const checked = oauth.validateAuthResponse(server, clientOf(provider), parameters, flow.state);
  const code = checked.get("code");
  if (!code) throw new Error("no authorization code");
  return code;
}

/**
 * Exchanges the code (with the PKCE verifier), validates the ID token (signature, issuer,
 * audience, expiry, nonce) and reads the person's e-mail and name, from the UserInfo endpoint
 * when the ID token lacks them.
 */
export async function exchangeSocialCode(
  provider: SocialProvider,
  code: string,
  flow: SocialFlow,
  redirectUri: string,
  development: boolean,
): Promise<SocialIdentity> {
  const server = await authorizationServer(provider, development);
  const client = clientOf(provider);
  const options = requestOptions(provider, development);
  // The state was checked by the callback (flow.stateChecked); oauth4webapi only accepts parameters
  // that went through validateAuthResponse, so they are rebuilt from the already-checked values.
  const rebuilt = new URLSearchParams({ code, state: flow.state });
  if (server.authorization_response_iss_parameter_supported) rebuilt.set("iss", server.issuer);
  const parameters = oauth.validateAuthResponse(server, client, rebuilt, flow.state);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    oauth.ClientSecretPost(provider.clientSecret),
    parameters,
    redirectUri,
    flow.codeVerifier,
    options,
  );
  const tokens = await oauth.processAuthorizationCodeResponse(server, client, response, {
    expectedNonce: flow.nonce,
    requireIdToken: true,
  });
  const claims = oauth.getValidatedIdTokenClaims(tokens);
  if (!claims) throw new Error(UNABLE_TO_RETRIEVE_USER_INFO);
  let { email, email_verified: emailVerified, name, picture } = claims as Record<string, unknown>;
  if (typeof email !== "string" && server.userinfo_endpoint) {
    const info = await oauth.processUserInfoResponse(
      server,
      client,
      claims.sub,
      await oauth.userInfoRequest(server, client, tokens.access_token, options),
    );
    ({ email, email_verified: emailVerified, name, picture } = info as Record<string, unknown>);
  }
  return {
    provider: provider.name,
    subject: claims.sub,
    email: typeof email === "string" ? email.toLowerCase() : null,
    emailVerified: emailVerified === true || emailVerified === "true",
    name: typeof name === "string" ? name : null,
    picture: typeof picture === "string" && picture.startsWith("https://") ? picture : null,
  };
}
