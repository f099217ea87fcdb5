import "server-only";
import { serverEnv } from "../env";
import { DEVELOPMENT_JWT_SECRET, DEVELOPMENT_PEPPER } from "./development-secrets";

/** What signs and checks sessions. Built from the environment; tests build their own. */
export interface AuthKeys {
  /** Signs new tokens. */
  current: string;
  /** Still accepted while a rotation is under way. */
  previous?: string;
  issuer: string;
  audience: string;
}

export interface AuthConfig extends AuthKeys {
  pepper: string;
}

export { DEVELOPMENT_JWT_SECRET } from "./development-secrets";

export function authConfig(): AuthConfig {
  return {
    current: serverEnv.AUTH_JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    previous: serverEnv.AUTH_JWT_PREVIOUS_SECRET,
    issuer: serverEnv.AUTH_ISSUER,
    audience: serverEnv.AUTH_AUDIENCE,
    pepper: serverEnv.AUTH_PEPPER ?? DEVELOPMENT_PEPPER,
  };
}
