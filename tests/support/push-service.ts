/**
 * A local stand-in for a browser's push service (RFC 8030), for tests: an https server on
 * 127.0.0.1 that takes the POSTs our Worker sends to a subscription's endpoint, keeps them, and
 * answers with the status a test chooses per endpoint (201 by default). With it, browser-side
 * subscription keys (`newBrowserKeys`), and the two checks a real push service and browser make:
 * the VAPID JWT (RFC 8292, `verifyVapid`) and the aes128gcm payload (RFC 8291, `decryptPush`).
 * Nothing of ours is mocked: the Worker encrypts and signs as it would for Chrome or Firefox.
 *
 * The Worker only sends to https endpoints, so the stand-in needs a certificate workerd trusts:
 * `pushServiceTls()` makes one self-signed certificate for 127.0.0.1 once (openssl, under
 * .wrangler/, never committed) and the test harness starts `wrangler dev` with it in
 * NODE_EXTRA_CA_CERTS (tests/support/worker-server.ts), which wrangler adds to workerd's roots.
 */
import { spawnSync } from "node:child_process";
import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  verify as verifySignature,
} from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TLS_DIR = path.join(repoRoot, ".wrangler/push-service-tls");

/** The stand-in's certificate and key, made once per checkout. */
export function pushServiceTls(): { certFile: string; keyFile: string } {
  const certFile = path.join(TLS_DIR, "cert.pem");
  const keyFile = path.join(TLS_DIR, "key.pem");
  if (existsSync(certFile) && existsSync(keyFile)) return { certFile, keyFile };
  // Made in a private folder and renamed into place, so two processes starting at once cannot
  // read a half-written pair.
  const scratch = `${TLS_DIR}.${process.pid}`;
  mkdirSync(scratch, { recursive: true });
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "3650",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      path.join(scratch, "key.pem"),
      "-out",
      path.join(scratch, "cert.pem"),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the push service's certificate: ${made.stderr}`);
  try {
    renameSync(scratch, TLS_DIR);
  } catch {
    // Another process got there first: use its pair.
    rmSync(scratch, { recursive: true, force: true });
  }
  return { certFile, keyFile };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  status: number;
}

export interface PushService {
  origin: string;
  /** A fresh endpoint on this service. */
  endpoint(name: string): string;
  /** What arrived at an endpoint, oldest first. */
  receivedAt(endpoint: string): ReceivedPush[];
  /** The status the service answers at an endpoint from now on (201 unless set). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const { certFile, keyFile } = pushServiceTls();
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer(
    { cert: readFileSync(certFile), key: readFileSync(keyFile) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const status = statuses.get(request.url ?? "") ?? 201;
        if (request.method === "POST")
          received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks), status });
        response.writeHead(request.method === "POST" ? status : 405).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    origin,
    endpoint: (name) => `${origin}/push/${name}-${randomBytes(6).toString("hex")}`,
    receivedAt: (endpoint) => received.filter((push) => push.path === pathOf(endpoint)),
    answer: (endpoint, status) => statuses.set(pathOf(endpoint), status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its ECDH P-256 key pair and auth secret (RFC 8291). */
export interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  /** keys.p256dh and keys.auth as PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
}

export function newBrowserKeys(): BrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac("sha256", key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/** Decrypts an aes128gcm push body as the browser does (RFC 8291 §3.4, RFC 8188 one record). */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const auth = Buffer.from(keys.auth, "base64url");
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = hmac(hmac(auth, shared), keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0"), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0"), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter in the push body");
  return padded.subarray(0, end).toString("utf8");
}

/** Checks a push's Authorization (RFC 8292): the JWT's ES256 signature by `publicKey` and its claims. */
export function verifyVapid(
  authorization: string | undefined,
  publicKey: string,
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error("the Authorization names another public key");
  const [header, claims, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const verifier = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verifySignature(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: verifier, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("the VAPID JWT's signature does not verify");
  if ((JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string }).alg !== "ES256")
    throw new Error("the VAPID JWT is not ES256");
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
}

/** The VAPID public key of this checkout's Worker (.dev.vars, made by scripts/lib/dev-vapid-keys.mjs). */
export function devVapidPublicKey(): string {
  const vars = readFileSync(path.join(repoRoot, ".dev.vars"), "utf8");
  const key = /^VAPID_PUBLIC_KEY=(\S+)$/m.exec(vars)?.[1];
  if (!key) throw new Error(".dev.vars has no VAPID_PUBLIC_KEY: run sh scripts/lib/prepare.sh");
  return key;
}
