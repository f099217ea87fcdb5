import { describe, expect, it } from "vitest";
import { operationKindOf, operationNameOf } from "@/lib/graphql/client";
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

describe("operationKindOf", () => {
  it("tells mutations (sent once, never retried) from queries (cached and retried)", () => {
    expect(operationKindOf(String(operations.ToggleSavedListingDocument))).toBe("mutation");
    expect(operationKindOf(String(operations.SavedListingsDocument))).toBe("query");
    expect(operationKindOf(String(operations.AlertsDocument))).toBe("query");
    expect(operationKindOf("mutation   SaveIt($id: ID!) { save(id: $id) }")).toBe("mutation");
  });

  it("calls every generated mutation a mutation, whatever its fragments are named", () => {
    const documents = Object.entries(operations).filter(([name]) => name.endsWith("Document"));
    for (const [exportName, document] of documents)
      expect(operationKindOf(String(document)), exportName).toBe(
        String(document).trimStart().startsWith("mutation") ? "mutation" : "query",
      );
  });
});
