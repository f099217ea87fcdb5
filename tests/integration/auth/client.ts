import { matchInNewestMail } from "../../support/dev-mailbox";
// A tiny browser stand-in for the auth integration tests: a cookie jar, same-origin POSTs, and
// the development mailbox to read confirmation and reset links.
import { url } from "../../support/base-url";

export class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export function origin(): string {
  return new URL(url("/")).origin;
}

export async function post(
  path: string,
  body: unknown,
  jar?: CookieJar,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: origin(),
      "content-type": "application/json",
      ...(jar ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  jar?.take(response);
  return response;
}

export async function get(path: string, jar?: CookieJar): Promise<Response> {
  const response = await fetch(url(path), { redirect: "manual", headers: jar ? { cookie: jar.header() } : {} });
  jar?.take(response);
  return response;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The token of the newest link to `path` mailed to `to`, read from the development mailbox. */
export async function mailedToken(to: string, path: string): Promise<string> {
  const escapedPath = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = await matchInNewestMail(
    async (page) => (await get(page)).text(),
    to,
    new RegExp(`${escapedPath}\\?token=([\\w-]+)`),
  );
  return match[1]!;
}

/** Signs up, confirms the address through the mailbox and returns the signed-in jar. */
/**
 * A made-up client address for one test member (198.18.0.0/15, set aside for testing). Sign-ups are
 * limited per client address (60 in 10 minutes), and every test talks to the Worker from
 * 127.0.0.1: sharing that one allowance, a whole run of the suites signs up more members than one
 * person may, and which sign-up gets refused depends on how fast the run is. Each test member
 * signing up from their own address is what the limit assumes of real people.
 */
export function testClientAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

export async function signedUpMember(label: string, password = "tram koala wattle") {
  const email = uniqueEmail(label);
  const jar = new CookieJar();
  const signUp = await post("/api/users", { name: `Test ${label}`, email, password }, undefined, {
    "cf-connecting-ip": testClientAddress(),
  });
  if (signUp.status !== 202) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const confirmed = await post(
    "/api/user/tokenexchange",
    { type: "email-verification", token: await mailedToken(email, "/verify-email") },
    jar,
  );
  if (confirmed.status !== 200) throw new Error(`token exchange answered ${confirmed.status}`);
  const { member } = (await confirmed.json()) as { member: { id: string; username: string } };
  return { email, password, jar, member };
}
