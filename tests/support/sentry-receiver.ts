/**
 * A local stand-in for Sentry's ingestion endpoint, for tests: it speaks the envelope protocol the
 * SDKs send (POST /api/<project>/envelope/, a newline-delimited envelope, the public key in the
 * X-Sentry-Auth header or the sentry_key query parameter) and keeps what arrived, so a test asserts
 * on the real reports our Worker and the browser send. Nothing of ours is mocked.
 * https://develop.sentry.dev/sdk/data-model/envelopes/
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

export interface ReceivedItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface ReceivedEnvelope {
  project: string;
  header: Record<string, unknown>;
  items: ReceivedItem[];
}

export interface SentryReceiver {
  /** The DSN a client reports to: `http://<key>@127.0.0.1:<port>/<project>`. */
  dsn: string;
  port: number;
  envelopes: ReceivedEnvelope[];
  /** The error events received so far (items of type "event" carrying an exception). */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

export const RECEIVER_KEY = "0123456789abcdef0123456789abcdef";
export const RECEIVER_PROJECT = "42";

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
}

/** Splits an envelope: a header line, then item header lines each followed by its payload. */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: ReceivedItem[] } {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString("utf8")) as Record<string, unknown>;
  const items: ReceivedItem[] = [];
  while (offset < body.length) {
    const headerLine = readLine().toString("utf8").trim();
    if (!headerLine) continue;
    const itemHeader = JSON.parse(headerLine) as { type: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === "number") {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(payload.toString("utf8")) as Record<string, unknown>;
    } catch {
      // Attachments and other binary items are not JSON; the tests do not read them.
    }
    items.push({ type: itemHeader.type, payload: parsed });
  }
  return { header, items };
}

function keyOf(request: IncomingMessage, url: URL): string | undefined {
  const fromQuery = url.searchParams.get("sentry_key");
  if (fromQuery) return fromQuery;
  const auth = request.headers["x-sentry-auth"];
  return /sentry_key=([^,\s]+)/.exec(Array.isArray(auth) ? auth.join(",") : (auth ?? ""))?.[1];
}

export async function startSentryReceiver(port = 0): Promise<SentryReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const server: Server = createServer((request, response) => {
    // Browsers post envelopes cross-origin (text/plain, no preflight), and read nothing back.
    response.setHeader("access-control-allow-origin", "*");
    const url = new URL(request.url ?? "/", "http://receiver");
    const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname);
    if (request.method === "OPTIONS") {
      response.setHeader("access-control-allow-headers", "*");
      response.writeHead(204).end();
      return;
    }
    if (request.method !== "POST" || !match) {
      response.writeHead(404).end();
      return;
    }
    if (match[1] !== RECEIVER_PROJECT || keyOf(request, url) !== RECEIVER_KEY) {
      response.writeHead(401, { "content-type": "application/json" }).end('{"detail":"invalid key"}');
      return;
    }
    bodyOf(request)
      .then((body) => {
        envelopes.push({ project: match[1] ?? "", ...parseEnvelope(body) });
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      })
      .catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    dsn: `http://${RECEIVER_KEY}@127.0.0.1:${actualPort}/${RECEIVER_PROJECT}`,
    port: actualPort,
    envelopes,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.type === "event" && item.payload.exception).map((item) => item.payload),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
