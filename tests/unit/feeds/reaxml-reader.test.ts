import { describe, expect, it } from "vitest";
import { FeedReadError, LISTING_LIMITS, readPropertyList, type ReadListing } from "@/lib/feeds/reaxml-reader";
import { fixtureBytes, inPieces } from "./support";

async function readAll(source: Iterable<Uint8Array | string>): Promise<ReadListing[]> {
  const all: ReadListing[] = [];
  for await (const read of readPropertyList(source)) all.push(read);
  return all;
}

async function failureOf(source: Iterable<Uint8Array | string>): Promise<FeedReadError> {
  try {
    await readAll(source);
  } catch (error) {
    if (error instanceof FeedReadError) return error;
    throw error;
  }
  throw new Error("expected the document to fail");
}

describe("reading a propertyList", () => {
  it("hands over one listing element at a time, the same however the bytes are cut", async () => {
    const bytes = fixtureBytes("mixed-commercial.xml");
    const whole = await readAll([bytes]);
    expect(whole.map((r) => r.element.name)).toEqual([
      "commercial",
      "residential",
      "business",
      "commercialLand",
      "holidayRental",
    ]);
    for (const size of [1, 7, 64]) expect(await readAll(inPieces(bytes, size))).toEqual(whole);
  });

  it("yields each listing as soon as it closes, before the rest of the file has arrived", async () => {
    const reader = readPropertyList(
      (function* () {
        yield '<propertyList><residential status="current"><uniqueID>1</uniqueID></residential>';
        throw new Error("the rest of the upload never came");
      })(),
    );
    const first = await reader.next();
    expect(first.value?.element.name).toBe("residential");
    await expect(reader.next()).rejects.toThrow("the rest of the upload never came");
  });

  it("reads the standard DOCTYPE line without fetching anything, and decodes only XML's own entities", async () => {
    const [read] = await readAll([fixtureBytes("residential-full.xml")]);
    expect(read!.element.children.find((c) => c.name === "description")!.text).toContain("Three bedrooms & two");
    const [numeric] = await readAll([
      "<propertyList><rental><headline>&lt;&#65;&#x42;&quot;&apos;&gt;</headline></rental></propertyList>",
    ]);
    expect(numeric!.element.children[0]!.text).toBe("<AB\"'>");
  });

  it("refuses a DOCTYPE that declares entities (XXE, billion laughs), with the line", async () => {
    const error = await failureOf([fixtureBytes("xxe.xml")]);
    expect(error.line).toBe(7);
    expect(error.message).toMatch(/^Line 7, column \d+: the file declares its own XML entities/);
  });

  it("never expands an entity it was not told about", async () => {
    const error = await failureOf(["<propertyList><rental><headline>&xxe;</headline></rental></propertyList>"]);
    expect(error.message).toMatch(/^Line 1, column \d+: the file is not well-formed XML \(undefined entity/);
  });

  it("fails a file that is not well-formed with the line and column, in words", async () => {
    const error = await failureOf(inPieces(fixtureBytes("malformed.xml"), 13));
    expect([error.line, error.column]).toEqual([6, 32]);
    expect(error.message).toBe(
      "Line 6, column 32: the file is not well-formed XML (unexpected close tag). Check that the file is complete and every element is closed.",
    );
    const cut = await failureOf(["<propertyList>\n<residential>\n<agentID>X</agentID>"]);
    expect(cut.message).toMatch(/^Line 3, column \d+: .*unclosed tag/);
  });

  it("fails a file that is not REAXML or is empty", async () => {
    expect((await failureOf(["<rss><channel/></rss>"])).message).toMatch(/starts with <rss> where <propertyList>/);
    expect((await failureOf([""])).message).toMatch(/^Line 1, column 1: /);
  });

  it("decodes the encoding the XML declaration names", async () => {
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><propertyList><rental><headline>Caf'),
      0xe9,
      ...new TextEncoder().encode("</headline></rental></propertyList>"),
    ]);
    const [read] = await readAll([latin1]);
    expect(read!.element.children[0]!.text).toBe("Café");
  });

  it("cuts a listing short at its limits and says so, and reads the next one whole", async () => {
    const many = "<img/>".repeat(LISTING_LIMITS.elements + 1);
    const reads = await readAll([
      `<propertyList><residential><uniqueID>big</uniqueID><images>${many}</images></residential>`,
      "<residential><uniqueID>small</uniqueID></residential></propertyList>",
    ]);
    expect(reads.map((r) => r.oversized)).toEqual([true, false]);
    expect(reads[0]!.element.children[0]!.text).toBe("big");
  });
});
