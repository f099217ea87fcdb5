/**
 * Reads a request body of at most `maxBytes`, or answers null when it is larger. A declared
 * Content-Length over the cap is refused before anything is read; otherwise the stream is read
 * chunk by chunk and cancelled as soon as the count passes the cap, because Content-Length may be
 * missing (chunked uploads) or lie. So an 8 MB body costs at most `maxBytes` of memory and reading.
 */
export async function readBodyUpTo(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Not awaited: cancelling one branch of a tee()d body (a request.clone()) settles only
      // once the other branch is cancelled too, which may never happen.
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** "65,536 bytes": the cap as people read it in a refusal. */
export function bytesLabel(bytes: number): string {
  return `${bytes.toLocaleString("en-AU")} bytes`;
}
