import { describe, expect, it } from "vitest";
import { readBodyUpTo } from "@/lib/http/limited-body";
import { withCappedBody, GRAPHQL_BODY_TOO_LARGE_MESSAGE } from "@/lib/graphql/http-handler";
import { GRAPHQL_LIMITS } from "@/lib/graphql/yoga-limits";

/** A body sent in chunks with no Content-Length; counts how many chunks were pulled from it. */
function chunkedRequest(chunks: number, chunkBytes: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
  });
  const request = new Request("http://localhost/graphql", { method: "POST", body, duplex: "half" } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readBodyUpTo", () => {
  it("reads a body within the cap", async () => {
    const body = await readBodyUpTo(new Request("http://localhost/", { method: "POST", body: "hello" }), 5);
    expect(new TextDecoder().decode(body!)).toBe("hello");
  });

  it("refuses by Content-Length before reading anything", async () => {
    const { request, pulled } = chunkedRequest(1_000, 1024);
    request.headers.set("content-length", String(1_000 * 1024));
    expect(await readBodyUpTo(request, 64 * 1024)).toBeNull();
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("stops reading a chunked body as soon as it passes the cap (an 8 MB body is never read whole)", async () => {
    const { request, pulled } = chunkedRequest(8 * 1024, 1024);
    expect(await readBodyUpTo(request, 64 * 1024)).toBeNull();
    // 65 chunks pass 64 KiB; the stream may have been asked for one or two ahead of the reader.
    expect(pulled()).toBeLessThan(70);
  });
});

describe("withCappedBody (/graphql)", () => {
  it("answers 413 with a GraphQL error over the cap, and hands smaller bodies on unchanged", async () => {
    const handle = async (request: Request) => new Response(await request.text());
    const over = await withCappedBody(
      new Request("http://localhost/graphql", { method: "POST", body: "x".repeat(GRAPHQL_LIMITS.maxBodyBytes + 1) }),
      handle,
    );
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ errors: [{ message: GRAPHQL_BODY_TOO_LARGE_MESSAGE }] });
    expect(GRAPHQL_BODY_TOO_LARGE_MESSAGE).toBe(
      "The request body is too large: /graphql accepts at most 65,536 bytes.",
    );
    const fine = await withCappedBody(
      new Request("http://localhost/graphql", { method: "POST", body: '{"query":"{ ping }"}' }),
      handle,
    );
    expect(await fine.text()).toBe('{"query":"{ ping }"}');
  });
});
