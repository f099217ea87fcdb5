// A local stand-in for Cloudflare's cache purge API (POST /client/v4/zones/{zone}/purge_cache),
// so the purge client and the content webhook can be tested without the internet. It checks what
// Cloudflare checks that our calls could get wrong (the bearer token, the zone, one kind of purge
// per call, at most 30 items) and answers with Cloudflare's envelope:
//   { success, errors: [{ code, message }], messages: [], result: { id } | null }
// Every accepted call is recorded for the test to read.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

export interface PurgeCall {
  zone: string;
  tags?: string[];
  files?: string[];
  hosts?: string[];
  prefixes?: string[];
}

export interface PurgeStandIn {
  /** The API base to configure (CDN_PURGE_API_URL), e.g. http://127.0.0.1:41234/client/v4 */
  apiUrl: string;
  calls: PurgeCall[];
  /** The next calls answer with Cloudflare's rate-limit error until this is set back to false. */
  failing: boolean;
  close(): Promise<void>;
}

const MAX_ITEMS = 30;
const items = z.array(z.string().min(1)).min(1).max(MAX_ITEMS);
const purgeBody = z
  .object({ tags: items, files: items, hosts: items, prefixes: items })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length === 1, "one kind of purge per call");

function answer(response: ServerResponse, status: number, errors: { code: number; message: string }[], id?: string) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ success: errors.length === 0, errors, messages: [], result: id ? { id } : null }));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startPurgeStandIn({
  token,
  zone,
  port = 0,
}: {
  token: string;
  zone: string;
  port?: number;
}): Promise<PurgeStandIn> {
  const standIn = { calls: [] as PurgeCall[], failing: false };
  const server = createServer((request, response) => {
    void (async () => {
      const path = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(request.url ?? "");
      if (request.method !== "POST" || !path)
        return answer(response, 404, [{ code: 7003, message: "No route for that URI" }]);
      if (request.headers.authorization !== `Bearer ${token}`)
        return answer(response, 403, [{ code: 10000, message: "Authentication error" }]);
      if (path[1] !== zone) return answer(response, 400, [{ code: 7003, message: "Could not route to /zones" }]);
      let json: unknown;
      try {
        json = JSON.parse(await bodyOf(request));
      } catch {
        return answer(response, 400, [{ code: 1012, message: "Request must contain JSON" }]);
      }
      const parsed = purgeBody.safeParse(json);
      if (!parsed.success) return answer(response, 400, [{ code: 1012, message: parsed.error.issues[0]!.message }]);
      if (standIn.failing) return answer(response, 429, [{ code: 1134, message: "Rate limited" }]);
      standIn.calls.push({ zone: path[1], ...parsed.data });
      return answer(response, 200, [], zone);
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    apiUrl: `http://127.0.0.1:${actual}/client/v4`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
