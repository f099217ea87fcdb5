import { SaxesParser, type SaxesTagPlain } from "saxes";
import type { XmlElement } from "./xml-element";

/**
 * Reads a REAXML `propertyList` document as it arrives and hands over one listing element at a
 * time: a feed file can be 50 MB and a Worker has 128 MB, so the whole document is never held as
 * a tree. Only the listing being read is in memory, and it is capped (`LISTING_LIMITS`).
 *
 * saxes checks well-formedness strictly and knows the line and column of every fault. It never
 * fetches a DTD and never expands an entity the document declares: only the five predefined
 * entities (`&amp;` …) and numeric character references are decoded. The standard samples carry
 * `<!DOCTYPE propertyList SYSTEM "http://reaxml.realestate.com.au/propertyList.dtd">`, which is
 * read and ignored; a DOCTYPE that declares entities (the XXE and "billion laughs" attacks) fails
 * the file, since no honest feed needs one.
 */
export class FeedReadError extends Error {
  readonly column: number;

  constructor(
    message: string,
    readonly line: number,
    column: number,
  ) {
    // saxes counts the column of the character it has just read from 0 before the first one.
    const shown = Math.max(column, 1);
    super(`Line ${line}, column ${shown}: ${message}`);
    this.name = "FeedReadError";
    this.column = shown;
  }
}

/** Bounds on one listing element, so a hostile or broken file cannot exhaust the Worker's memory. */
export const LISTING_LIMITS = { characters: 2_000_000, elements: 5_000 };

/** A listing element, or the note that it was cut short at the limits. */
export interface ReadListing {
  element: XmlElement;
  /** True when the listing passed LISTING_LIMITS: it is incomplete and must not be applied. */
  oversized: boolean;
}

const ROOT = "propertylist";

function plainMessage(saxesMessage: string): string {
  // saxes prefixes "line:column: "; our message carries the position in words instead.
  const reason = saxesMessage.replace(/^[^:]*:\d+:\d+: /, "").replace(/^\d+:\d+: /, "");
  return `the file is not well-formed XML (${reason.replace(/\.$/, "")}). Check that the file is complete and every element is closed.`;
}

/**
 * The push side of the reader: feed it text with `write`, collect the listings each call
 * completed, and `close` at the end. Throws FeedReadError on the first fault.
 */
export class PropertyListReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly done: ReadListing[] = [];
  private stack: XmlElement[] = [];
  private sawRoot = false;
  private depth = 0;
  private characters = 0;
  private elements = 0;
  private oversized = false;

  constructor() {
    const parser = this.parser;
    parser.on("error", (error) => {
      throw new FeedReadError(plainMessage(error.message), parser.line, parser.column);
    });
    parser.on("doctype", (doctype) => {
      if (/<!ENTITY/i.test(doctype))
        throw new FeedReadError(
          "the file declares its own XML entities in its DOCTYPE, which we never read (they can hide attacks). Send the file without them: the standard REAXML DOCTYPE line is fine.",
          parser.line,
          parser.column,
        );
    });
    parser.on("opentag", (tag) => this.open(tag));
    parser.on("closetag", () => this.close());
    parser.on("text", (text) => this.addText(text));
    parser.on("cdata", (text) => this.addText(text));
  }

  private open(tag: SaxesTagPlain): void {
    this.depth++;
    if (this.depth === 1) {
      if (tag.name.toLowerCase() !== ROOT)
        throw new FeedReadError(
          `this is not a REAXML file: it starts with <${tag.name}> where <propertyList> was expected.`,
          this.parser.line,
          this.parser.column,
        );
      this.sawRoot = true;
      return;
    }
    if (this.depth === 2) {
      this.characters = 0;
      this.elements = 0;
      this.oversized = false;
    }
    this.elements++;
    if (this.elements > LISTING_LIMITS.elements) this.oversized = true;
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...tag.attributes },
      children: [],
      text: "",
      line: this.parser.line,
    };
    const parent = this.stack.at(-1);
    if (parent && !this.oversized) parent.children.push(element);
    this.stack.push(element);
  }

  private close(): void {
    this.depth--;
    if (this.depth === 0) return;
    const element = this.stack.pop()!;
    if (this.depth === 1) this.done.push({ element, oversized: this.oversized });
  }

  private addText(text: string): void {
    const current = this.stack.at(-1);
    if (!current) return;
    this.characters += text.length;
    if (this.characters > LISTING_LIMITS.characters) this.oversized = true;
    if (!this.oversized) current.text += text;
  }

  /** Reads the next piece of the document; returns the listings it completed. */
  write(text: string): ReadListing[] {
    this.parser.write(text);
    return this.done.splice(0);
  }

  /** Ends the document; returns the last listings. */
  end(): ReadListing[] {
    this.parser.close();
    if (!this.sawRoot) throw new FeedReadError("the file is empty or has no <propertyList> element.", 1, 1);
    return this.done.splice(0);
  }
}

/** The encoding the XML declaration names (`encoding="ISO-8859-1"`), UTF-8 when it names none. */
export function declaredEncoding(firstBytes: Uint8Array): string {
  const head = String.fromCharCode(...firstBytes.subarray(0, 200));
  const match = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
  return match ? match[1]!.toLowerCase() : "utf-8";
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    throw new FeedReadError(
      `the file says it is written in "${label}", which we cannot read. Send it as UTF-8 (most CRMs have this setting).`,
      1,
      1,
    );
  }
}

/**
 * The listings of a REAXML document, one at a time, from its bytes (or text) as they arrive.
 * Bytes are decoded in the encoding the XML declaration names.
 */
export async function* readPropertyList(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): AsyncGenerator<ReadListing> {
  const reader = new PropertyListReader();
  let decoder: TextDecoder | undefined;
  for await (const chunk of source) {
    let text: string;
    if (typeof chunk === "string") text = chunk;
    else {
      decoder ??= decoderFor(declaredEncoding(chunk));
      text = decoder.decode(chunk, { stream: true });
    }
    yield* reader.write(text);
  }
  if (decoder) yield* reader.write(decoder.decode());
  yield* reader.end();
}
