import { describe, expect, it } from "vitest";
import { errorReport } from "@/lib/ui/error-report";

describe("error report", () => {
  it("shows a server error's digest as the detail and keeps the stack for the e-mail", () => {
    const error = Object.assign(new Error("An error occurred in the Server Components render."), { digest: "3141592" });
    const report = errorReport(error);
    expect(report.detail).toBe("Error reference: 3141592");
    expect(report.stack).toContain("An error occurred");
  });

  it("has no detail without a digest and nothing for thrown non-errors", () => {
    expect(errorReport(new Error("boom")).detail).toBeUndefined();
    expect(errorReport("boom")).toEqual({});
  });
});
