// Types for the parts of `oidc-provider` (v9 ships none) that tests/support/oidc-provider.ts uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface ClaimsSource {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled?: boolean } | undefined>;
    pkce?: { required?: () => boolean; methods?: string[] };
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string };
    findAccount?: (ctx: unknown, sub: string) => Promise<ClaimsSource | undefined> | ClaimsSource | undefined;
    ttl?: Record<string, number>;
    [key: string]: unknown;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; scope?: string };
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => GrantInstance;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
