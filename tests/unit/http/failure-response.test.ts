import { describe, expect, it } from "vitest";
import { failureResponse, failWith } from "@/lib/http/failure-response";
import { fail } from "@/lib/services/result";

describe("a failure over HTTP", () => {
  it("answers one body with the failure's status, never cached", async () => {
    const response = failureResponse(
      fail("BAD_INPUT", "Please check the highlighted fields", { fieldErrors: { email: "Enter an e-mail" } }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toEqual({
      code: "BAD_INPUT",
      message: "Please check the highlighted fields",
      errors: [{ message: "Please check the highlighted fields" }],
      fieldErrors: { email: "Enter an e-mail" },
    });
  });

  it("says when to retry and keeps the caller's other headers", async () => {
    const response = failureResponse(fail("RATE_LIMITED", "Too many attempts", { retryAfterSeconds: 60 }), {
      vary: "cookie",
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.headers.get("vary")).toBe("cookie");
    const refused = failWith("FORBIDDEN", "Not allowed");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "FORBIDDEN", fieldErrors: {} });
  });
});
