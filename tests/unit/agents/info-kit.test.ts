import { describe, expect, it } from "vitest";
import { feesParagraphs } from "@/lib/agents/info-kit";

describe("the info kit's fees as paragraphs", () => {
  it("splits on blank lines and joins the lines within a paragraph", () => {
    expect(feesParagraphs("Commission 2.2% incl. GST.\nNo sale, no fee.\n\n\r\nMarketing from $3,000.")).toEqual([
      "Commission 2.2% incl. GST. No sale, no fee.",
      "Marketing from $3,000.",
    ]);
  });

  it("has nothing to show for no text or only blank lines", () => {
    expect(feesParagraphs(null)).toEqual([]);
    expect(feesParagraphs(undefined)).toEqual([]);
    expect(feesParagraphs(" \n \n\t")).toEqual([]);
  });

  it("keeps markup as the characters typed (the page renders text, never HTML)", () => {
    expect(feesParagraphs("<b>2%</b> & <script>x</script>")).toEqual(["<b>2%</b> & <script>x</script>"]);
  });
});
