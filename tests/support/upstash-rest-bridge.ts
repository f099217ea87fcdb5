/**
 * A loopback HTTP server speaking the subset of the Upstash Redis REST API that `@upstash/redis`
 * uses, forwarding every command to a real redis-server over RESP:
 *
 * - `POST /` with a JSON command array (`["SET","k","v","PX","600000"]`) → `{"result": …}`;
 * - `POST /pipeline` with an array of command arrays → `[{"result": …}, …]`;
 * - `Authorization: Bearer <token>` required (401 otherwise);
 * - `Upstash-Encoding: base64` → string results base64-encoded, as Upstash does;
 * - Redis errors → `{"error": "ERR …"}` with status 400.
 *
 * It exists because redis-server speaks RESP, not REST: with it, the Upstash backend is tested
 * against real Redis semantics (PX expiry, GET of a missing key) rather than a mock.
 */
import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";

type RespValue = string | number | null | RespValue[] | RespError;
class RespError {
  constructor(readonly message: string) {}
}

/** A minimal RESP2 client: one connection, commands answered in order. */
class RespConnection {
  private buffer = Buffer.alloc(0);
  private waiting: ((value: RespValue) => void)[] = [];
  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      for (;;) {
        const parsed = parseReply(this.buffer, 0);
        if (!parsed) break;
        this.buffer = this.buffer.subarray(parsed.next);
        this.waiting.shift()?.(parsed.value);
      }
    });
  }

  static open(port: number): Promise<RespConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => resolve(new RespConnection(socket)));
      socket.once("error", reject);
    });
  }

  send(command: readonly string[]): Promise<RespValue> {
    const parts = [`*${command.length}\r\n`];
    for (const arg of command) parts.push(`$${Buffer.byteLength(arg)}\r\n${arg}\r\n`);
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.socket.write(parts.join(""));
    });
  }

  close(): void {
    this.socket.destroy();
  }
}

/** Parses one reply at `offset`, or null when the buffer does not hold a whole one yet. */
function parseReply(buffer: Buffer, offset: number): { value: RespValue; next: number } | null {
  const lineEnd = buffer.indexOf("\r\n", offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString("utf8", offset + 1, lineEnd);
  const after = lineEnd + 2;
  switch (type) {
    case "+":
      return { value: line, next: after };
    case "-":
      return { value: new RespError(line), next: after };
    case ":":
      return { value: Number(line), next: after };
    case "$": {
      const length = Number(line);
      if (length < 0) return { value: null, next: after };
      if (buffer.length < after + length + 2) return null;
      return { value: buffer.toString("utf8", after, after + length), next: after + length + 2 };
    }
    case "*": {
      const count = Number(line);
      if (count < 0) return { value: null, next: after };
      const items: RespValue[] = [];
      let next = after;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer, next);
        if (!item) return null;
        items.push(item.value);
        next = item.next;
      }
      return { value: items, next };
    }
    default:
      throw new Error(`unexpected RESP type ${type}`);
  }
}

function encodeResult(value: RespValue, base64: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => encodeResult(item, base64));
  if (typeof value === "string" && base64) return Buffer.from(value, "utf8").toString("base64");
  return value;
}

function toAnswer(value: RespValue, base64: boolean): { result?: unknown; error?: string } {
  return value instanceof RespError ? { error: value.message } : { result: encodeResult(value, base64) };
}

export interface UpstashRestBridge {
  url: string;
  token: string;
  /** Commands received, for assertions that the client really went through REST. */
  readonly commandCount: () => number;
  close(): Promise<void>;
}

export async function startUpstashRestBridge(redisPort: number, token = "test-token"): Promise<UpstashRestBridge> {
  const redis = await RespConnection.open(redisPort);
  let commands = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const reply = (status: number, body: unknown) => {
          response.writeHead(status, { "content-type": "application/json" });
          response.end(JSON.stringify(body));
        };
        if (request.headers.authorization !== `Bearer ${token}`) return reply(401, { error: "Unauthorized" });
        if (request.method !== "POST") return reply(405, { error: "Method not allowed" });
        const base64 = String(request.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          return reply(400, { error: "ERR invalid JSON" });
        }
        const path = (request.url ?? "/").split("?")[0];
        const asCommand = (value: unknown) => (Array.isArray(value) ? value.map(String) : null);
        if (path === "/pipeline" || path === "/multi-exec") {
          const list = Array.isArray(body) ? body.map(asCommand) : [];
          if (list.some((command) => !command)) return reply(400, { error: "ERR pipeline needs command arrays" });
          commands += list.length;
          const answers = await Promise.all(list.map((command) => redis.send(command ?? [])));
          return reply(
            200,
            answers.map((answer) => toAnswer(answer, base64)),
          );
        }
        const command = asCommand(body);
        if (path !== "/" || !command) return reply(400, { error: "ERR expected a command array at /" });
        commands++;
        const answer = toAnswer(await redis.send(command), base64);
        return reply(answer.error ? 400 : 200, answer);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("bridge has no address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    token,
    commandCount: () => commands,
    close: () =>
      new Promise((resolve) => {
        redis.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
