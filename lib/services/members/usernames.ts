import { usernameTaken } from "../../db/queries/members/members";
import type { ServiceContext } from "../context";

/**
 * Paths under /user/ and /api/user/ that are not members: a member named after one would have a
 * profile the route shadows (`/user/report` is the report call, not a member "report"). Every
 * static folder of app/(site)/user and app/api/user must be here (tests/unit/services/members/
 * usernames.test.ts reads the folders).
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  "me",
  "report",
  "alerts",
  "admin",
  "signin",
  "signout",
  "forgotpassword",
  "resetpassword",
  "authcookies",
  "tokenexchange",
  "authenticatesocial",
  "settings",
  "account",
]);

/** "Jane O'Brien" → "jane-obrien". */
export function usernameBase(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 24);
  return base.length >= 2 ? base : "member";
}

export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/**
 * A free username from a display name: the plain form if free, else with a random number.
 * `suffixed` skips the plain form (it was just taken by a parallel sign-up).
 */
export async function chooseUsername(
  ctx: ServiceContext,
  name: string,
  options: { suffixed?: boolean } = {},
): Promise<string> {
  const base = usernameBase(name);
  if (!options.suffixed && !RESERVED_USERNAMES.has(base) && !(await usernameTaken(ctx.db, base))) return base;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const candidate = `${base}-${crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000}`;
    if (!(await usernameTaken(ctx.db, candidate))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}
