import { describe, expect, it } from "vitest";
import { operationNameOf } from "@/lib/graphql/client";
import * as operations from "@/lib/graphql/generated/operations";

describe("operationNameOf", () => {
  // Every operation the browser can send: `SavedListingsDocument` holds `query SavedListings(…`.
  const documents = Object.entries(operations).filter(([name]) => name.endsWith("Document"));

  it("reads each generated operation's own name off its text, not a fragment's", () => {
    expect(documents.length).toBeGreaterThan(20);
    for (const [exportName, document] of documents)
      expect(operationNameOf(String(document)), exportName).toBe(exportName.replace(/Document$/, ""));
  });

  it("finds nothing in an anonymous operation or a fragment alone", () => {
    expect(operationNameOf("{ viewer { id } }")).toBeUndefined();
    expect(operationNameOf("fragment CardFields on Listing { id }")).toBeUndefined();
    expect(operationNameOf("mutation   SaveIt($id: ID!) { save(id: $id) }")).toBe("SaveIt");
  });
});
