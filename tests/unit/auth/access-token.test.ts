import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SignJWT, UnsecuredJWT, exportJWK, generateKeyPair, base64url } from "jose";
import { ACCESS_TOKEN_TTL_SECONDS } from "@/lib/auth/lifetimes";
import { keyIdOf, signAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import type { AuthKeys } from "@/lib/auth/config";
import type { Viewer } from "@/lib/auth/roles";

const keys: AuthKeys = {
  current: "unit-test-secret-unit-test-secret-0001",
  issuer: "homefront",
  audience: "homefront-web",
};
const viewer: Viewer = { memberId: "m-1", username: "jane", name: "Jane", role: "member", sessionId: "family-1" };
const now = Math.floor(Date.UTC(2026, 0, 1) / 1000);
const at = (seconds: number) => new Date(seconds * 1000);
const secretKey = (secret: string) => new TextEncoder().encode(secret);

async function signWith(options: {
  secret?: string;
  alg?: string;
  iss?: string;
  aud?: string;
  iat?: number;
  exp?: number;
  kid?: string;
  typ?: string;
  claims?: Record<string, unknown>;
}) {
  const secret = options.secret ?? keys.current;
  return new SignJWT({ usr: "jane", name: "Jane", role: "member", sid: "family-1", ...options.claims })
    .setProtectedHeader({
      alg: options.alg ?? "HS256",
      typ: options.typ ?? "at+jwt",
      kid: options.kid ?? (await keyIdOf(secret)),
    })
    .setSubject("m-1")
    .setIssuer(options.iss ?? keys.issuer)
    .setAudience(options.aud ?? keys.audience)
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + ACCESS_TOKEN_TTL_SECONDS)
    .sign(secretKey(secret));
}

describe("access token", () => {
  it("round-trips a viewer and lasts at most 15 minutes", async () => {
    const token = await signAccessToken(viewer, keys, now);
    expect(await verifyAccessToken(token, keys, at(now + 60))).toEqual(viewer);
    expect(await verifyAccessToken(token, keys, at(now + ACCESS_TOKEN_TTL_SECONDS + 10))).toBeNull();
  });

  it("accepts the previous key during a rotation, and only while it is configured", async () => {
    const old = "previous-secret-previous-secret-0002";
    const token = await signAccessToken(viewer, { ...keys, current: old }, now);
    expect(await verifyAccessToken(token, { ...keys, previous: old }, at(now + 1))).toEqual(viewer);
    expect(await verifyAccessToken(token, keys, at(now + 1))).toBeNull();
  });

  it("refuses alg none, other algorithms, wrong audience or issuer, unknown keys, expired and tampered tokens (property)", async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    void (await exportJWK(publicKey));
    const good = await signAccessToken(viewer, keys, now);
    const [header, payload, signature] = good.split(".") as [string, string, string];

    type Bad = { kind: string; make: () => Promise<string> };
    const badTokens = fc.oneof(
      fc.constant<Bad>({
        kind: "none",
        make: async () =>
          new UnsecuredJWT({ sub: "m-1", usr: "jane", name: "Jane", role: "admin", sid: "x" })
            .setIssuer(keys.issuer)
            .setAudience(keys.audience)
            .setIssuedAt(now)
            .setExpirationTime(now + 60)
            .encode(),
      }),
      fc.constantFrom("HS384", "HS512").map<Bad>((alg) => ({ kind: alg, make: () => signWith({ alg }) })),
      fc.constant<Bad>({
        kind: "RS256",
        make: async () =>
          new SignJWT({ usr: "jane", name: "Jane", role: "member", sid: "f" })
            .setProtectedHeader({ alg: "RS256", typ: "at+jwt", kid: await keyIdOf(keys.current) })
            .setSubject("m-1")
            .setIssuer(keys.issuer)
            .setAudience(keys.audience)
            .setIssuedAt(now)
            .setExpirationTime(now + 60)
            .sign(privateKey),
      }),
      fc
        .string({ minLength: 1, maxLength: 20 })
        .filter((aud) => aud !== keys.audience)
        .map<Bad>((aud) => ({ kind: "audience", make: () => signWith({ aud }) })),
      fc
        .string({ minLength: 1, maxLength: 20 })
        .filter((iss) => iss !== keys.issuer)
        .map<Bad>((iss) => ({ kind: "issuer", make: () => signWith({ iss }) })),
      fc
        .string({ minLength: 32, maxLength: 48 })
        .filter((secret) => secret !== keys.current)
        .map<Bad>((secret) => ({ kind: "unknown key", make: () => signWith({ secret }) })),
      fc
        .string({ minLength: 32, maxLength: 48 })
        .filter((secret) => secret !== keys.current)
        .map<Bad>((secret) => ({
          kind: "unknown key, our kid",
          make: async () => signWith({ secret, kid: await keyIdOf(keys.current) }),
        })),
      fc.integer({ min: 11, max: 10_000_000 }).map<Bad>((ago) => ({
        kind: "expired",
        make: () => signWith({ iat: now - ago - ACCESS_TOKEN_TTL_SECONDS, exp: now - ago }),
      })),
      fc
        .integer({ min: ACCESS_TOKEN_TTL_SECONDS + 20, max: 10_000_000 })
        .map<Bad>((life) => ({ kind: "too long-lived", make: () => signWith({ iat: now - life + 5, exp: now + 5 }) })),
      fc.constantFrom("member", "agent").map<Bad>((role) => ({
        kind: "tampered payload",
        make: async () => {
          const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as Record<string, unknown>;
          return `${header}.${base64url.encode(JSON.stringify({ ...claims, role: role === "member" ? "admin" : "admin", sub: "someone-else" }))}.${signature}`;
        },
      })),
      fc.nat({ max: signature.length - 2 }).map<Bad>((index) => ({
        kind: "tampered signature",
        make: async () => {
          const flipped = signature[index] === "A" ? "B" : "A";
          return `${header}.${payload}.${signature.slice(0, index)}${flipped}${signature.slice(index + 1)}`;
        },
      })),
      fc.string({ maxLength: 200 }).map<Bad>((junk) => ({ kind: "junk", make: async () => junk })),
    );

    await fc.assert(
      fc.asyncProperty(badTokens, async (bad) => {
        const token = await bad.make();
        expect(await verifyAccessToken(token, keys, at(now + 1))).toBeNull();
      }),
      { numRuns: 1000 },
    );
    // The unmodified token passes, so every refusal above is about the change made.
    expect(await verifyAccessToken(good, keys, at(now + 1))).toEqual(viewer);
  });
});
