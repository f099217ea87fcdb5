import { describe, expect, it } from "vitest";
import { appraisalPath, sharedAppraisalPath } from "@/lib/agents/appraisal-urls";
import { sharedPageUrl } from "@/lib/page-cache/policy";

const ORIGIN = "https://homefront.example";
const shared = (path: string) => sharedAppraisalPath(new URL(path, ORIGIN));

describe("appraisal page addresses", () => {
  it("names a suburb's appraisal page by its slug", () => {
    expect(appraisalPath()).toBe("/appraisal");
    expect(appraisalPath("bondi-nsw-2026")).toBe("/appraisal?location=bondi-nsw-2026");
    expect(appraisalPath("bondi-nsw-2026", 42)).toBe("/appraisal?location=bondi-nsw-2026&agent=42");
  });

  it("shares the page by suburb and linked agent: the street address stays out of the key", () => {
    expect(shared("/appraisal")).toBe("/appraisal");
    expect(shared("/appraisal?utm_source=x")).toBe("/appraisal");
    expect(shared("/appraisal?agent=7&address=12+Kookaburra+St&location=bondi-nsw-2026")).toBe(
      "/appraisal?location=bondi-nsw-2026&agent=7",
    );
    // Anything that is not an agent id is not part of the page.
    expect(shared("/appraisal?location=bondi-nsw-2026&agent=07")).toBe("/appraisal?location=bondi-nsw-2026");
    expect(shared("/appraisal?location=bondi-nsw-2026&agent=x")).toBe("/appraisal?location=bondi-nsw-2026");
    expect(sharedPageUrl("GET", new URL("/appraisal?address=1+A+St&location=bondi-nsw-2026", ORIGIN))?.href).toBe(
      `${ORIGIN}/appraisal?location=bondi-nsw-2026`,
    );
  });

  it("never shares typed text, a malformed suburb, another path or a POST", () => {
    expect(shared("/appraisal?suburb=bondi")).toBeUndefined();
    expect(shared("/appraisal?location=Not%20a%20slug")).toBeUndefined();
    expect(shared("/appraisals")).toBeUndefined();
    expect(sharedPageUrl("POST", new URL("/appraisal", ORIGIN))).toBeUndefined();
  });
});
