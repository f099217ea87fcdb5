/**
 * A feed file as it is sent and stored: its size limit, the media types taken, and reading it back
 * (unzipped when it was gzipped) as a stream of bytes that stops at the limit. Pure: no storage.
 */

/** The largest REAXML file taken, as sent and, when gzipped, once unzipped. */
export const MAX_FEED_BYTES = 50 * 1024 * 1024;
export const MAX_FEED_LABEL = "50 MB";

export const FEED_MEDIA_TYPES = ["application/xml", "text/xml"] as const;

export const FEED_TOO_LARGE = `The file is over ${MAX_FEED_LABEL}. Send the listings in several files of at most ${MAX_FEED_LABEL} each.`;
export const FEED_UNZIPPED_TOO_LARGE = `The file is over ${MAX_FEED_LABEL} once unzipped. Send the listings in several files of at most ${MAX_FEED_LABEL} each.`;
export const FEED_NOT_XML =
  "Send the feed as a REAXML document with Content-Type application/xml or text/xml (gzip-encoded if you like).";
export const FEED_EMPTY = "The file is empty. Send a REAXML propertyList with the office's listings.";
export const FEED_BAD_GZIP =
  "The file starts as a gzip file but could not be unzipped. Send it again, or send it without compression.";

/** Whether a Content-Type header names one of the media types a feed may come in. */
export function isFeedMediaType(contentType: string | null): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return (FEED_MEDIA_TYPES as readonly string[]).includes(type);
}

/**
 * Whether the bytes are gzip (its magic number, 1f 8b). Decided from the content, not the
 * Content-Encoding header, which proxies and CRMs set inconsistently: a plain file labelled gzip
 * and a gzip file without the label are both read.
 */
export function isGzip(head: Uint8Array): boolean {
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/** Thrown when the file passes MAX_FEED_BYTES unzipped, or cannot be unzipped. */
export class FeedFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedFileError";
  }
}

/**
 * The stored file's bytes as the reader takes them: unzipped when `gzipped`, and cut off with
 * FeedFileError past MAX_FEED_BYTES, so a small zip bomb costs at most that much reading.
 */
export async function* feedBytes(
  stream: ReadableStream<Uint8Array>,
  gzipped: boolean,
  maxBytes: number = MAX_FEED_BYTES,
): AsyncGenerator<Uint8Array> {
  const source: ReadableStream<Uint8Array> = gzipped
    ? stream.pipeThrough(new DecompressionStream("gzip") as unknown as ReadableWritablePair<Uint8Array, Uint8Array>)
    : stream;
  const reader = source.getReader();
  let total = 0;
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new FeedFileError(gzipped ? FEED_BAD_GZIP : "The stored file could not be read.");
      }
      if (chunk.done) return;
      total += chunk.value.byteLength;
      if (total > maxBytes) throw new FeedFileError(FEED_UNZIPPED_TOO_LARGE);
      yield chunk.value;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
