import "server-only";
import { serverEnv } from "../env";

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

/*
 * Development-only defaults so `npm start` works with no configuration. They are public (in git),
 * so lib/env.ts refuses to start any other APP_ENV without real AUTH_JWT_SECRET and AUTH_PEPPER.
 */
export const DEVELOPMENT_JWT_SECRET = "development-only-jwt-secret-not-for-deployment-0001";
const DEVELOPMENT_PEPPER = "development-only-pepper-0001";

export function authConfig(): AuthConfig {
  return {
    current: serverEnv.AUTH_JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    previous: serverEnv.AUTH_JWT_PREVIOUS_SECRET,
    issuer: serverEnv.AUTH_ISSUER,
    audience: serverEnv.AUTH_AUDIENCE,
    pepper: serverEnv.AUTH_PEPPER ?? DEVELOPMENT_PEPPER,
  };
}
