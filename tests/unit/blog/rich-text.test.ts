import { describe, expect, it } from "vitest";
import { headingsOf, plainTextOf, safeHref, type RichTextNode } from "@/lib/blog/rich-text";

const heading = (text: string, tag = "h2"): RichTextNode => ({
  type: "heading",
  tag,
  children: [{ type: "text", text }],
});

describe("rich text", () => {
  it("gives every heading a unique anchor in document order", () => {
    const root: RichTextNode = {
      type: "root",
      children: [heading("Before you start"), heading("Costs & fees", "h3"), heading("Before you start")],
    };
    expect(headingsOf(root)).toEqual([
      { id: "before-you-start", text: "Before you start", level: 2 },
      { id: "costs-fees", text: "Costs & fees", level: 3 },
      { id: "before-you-start-2", text: "Before you start", level: 2 },
    ]);
  });

  it("reads the text under a node", () => {
    expect(
      plainTextOf({
        type: "root",
        children: [heading("One"), { type: "paragraph", children: [{ type: "text", text: "two" }] }],
      }),
    ).toBe("One two");
  });

  it.each([
    ["/blog/stamp-duty-by-state", "/blog/stamp-duty-by-state"],
    ["#costs", "#costs"],
    ["https://www.asic.gov.au/", "https://www.asic.gov.au/"],
    ["mailto:help@homefront.example", "mailto:help@homefront.example"],
    ["javascript:alert(1)", undefined],
    [" JavaScript:alert(1)", undefined],
    ["data:text/html,<script>alert(1)</script>", undefined],
    ["//evil.example/", undefined],
    [undefined, undefined],
  ])("links %j as %j", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
