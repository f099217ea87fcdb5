// A real OpenID Connect provider (npm `oidc-provider`) on a free loopback port, for the social
// sign-in browser test (tests/e2e/auth-social.spec.ts).
//
// - One confidential client (client_secret_post) registered for the Worker's callback URLs, PKCE
//   (S256) required, authorization code flow only.
// - Its own minimal interaction pages instead of oidc-provider's devInteractions (those pull a web
//   font from the internet, which a browser test would report as a console error): a login form
//   with "E-mail" and "Name" and two buttons, "Sign in" (login and consent in one step) and
//   "Deny access" (access_denied back to the client).
// - Accounts are made on the fly from what the form sends; the e-mail is marked verified.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface OidcClientOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Listen here (the Worker under test was started with this issuer); a free port when absent. */
  port?: number;
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`: also the issuer identifier. */
  issuer: string;
  /** Token endpoint answers so far: codes exchanged, and requests refused (bad verifier, spent code, …). */
  readonly grants: { readonly succeeded: number; readonly failed: number };
  stop(): Promise<void>;
}

interface Account {
  email: string;
  name: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title><link rel="icon" href="data:,"></head>
<body><main>
<h1>Sign in to the test provider</h1>
<p>${escapeHtml(clientId)} asks for your e-mail address and name.</p>
<form method="post" action="${escapeHtml(action)}">
  <label>E-mail <input name="email" type="email" required></label>
  <label>Name <input name="name" type="text" required></label>
  <button type="submit" name="action" value="login">Sign in</button>
  <button type="submit" name="action" value="deny" formnovalidate>Deny access</button>
</form>
</main></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** Starts the provider on 127.0.0.1 (on `client.port`, or a free port) and resolves once it listens. */
export async function startOidcProvider(client: OidcClientOptions): Promise<TestOidcProvider> {
  const accounts = new Map<string, Account>();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(client.port ?? 0, "127.0.0.1", () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const grants = { succeeded: 0, failed: 0 };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true, methods: ["S256"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["test-provider-cookie-key-not-secret"] },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
  });
  provider.on("grant.success", () => void (grants.succeeded += 1));
  provider.on("grant.error", () => void (grants.failed += 1));
  const oidc = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error("interaction uid mismatch");
    if (request.method === "GET") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(loginPage(uid, details.params.client_id));
      return;
    }
    const form = await readForm(request);
    if (form.get("action") === "deny") {
      await provider.interactionFinished(
        request,
        response,
        { error: "access_denied", error_description: "The user denied access" },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const email = (form.get("email") ?? "").trim().toLowerCase();
    const name = (form.get("name") ?? "").trim();
    if (!email || !name) {
      response.writeHead(400, { "content-type": "text/plain" });
      response.end("e-mail and name are required");
      return;
    }
    const accountId = `acct-${Buffer.from(email).toString("base64url")}`;
    accounts.set(accountId, { email, name });
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? "openid");
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(new URL(request.url ?? "/", issuer).pathname);
    if (!match?.[1]) {
      oidc(request, response);
      return;
    }
    interaction(request, response, match[1]).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(`interaction failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  });

  return {
    issuer,
    get grants() {
      return { ...grants };
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
