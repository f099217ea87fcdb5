import { readFileSync } from "node:fs";
import { join } from "node:path";
import { mapFeedListing, type FeedEntry, type MapOptions } from "@/lib/feeds/map-listing";
import { readPropertyList } from "@/lib/feeds/reaxml-reader";

const fixtures = join(import.meta.dirname, "../../fixtures/reaxml");

/** A fixture's bytes, as the upload hands them over. */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(fixtures, name)));
}

/** Bytes in pieces of `size`, as a stream delivers them (pieces may split a character or a tag). */
export function* inPieces(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** Every entry of a document, read and mapped one listing at a time. */
export async function entriesOf(source: Iterable<Uint8Array | string>, options?: MapOptions): Promise<FeedEntry[]> {
  const entries: FeedEntry[] = [];
  for await (const read of readPropertyList(source)) entries.push(mapFeedListing(read, options));
  return entries;
}

export async function fixtureEntries(name: string, options?: MapOptions): Promise<FeedEntry[]> {
  return entriesOf(inPieces(fixtureBytes(name), 97), options);
}

/** The one listing of an entry, failing the test when it was refused. */
export function listingOf(entry: FeedEntry | undefined) {
  if (entry?.outcome !== "listing") throw new Error(`expected a listing, got ${JSON.stringify(entry)}`);
  return entry;
}
