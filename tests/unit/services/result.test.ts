import { describe, expect, it } from "vitest";
import { z } from "zod";
import { badInput, fail, FAILURE_STATUS, isFailure } from "@/lib/services/result";

describe("the failure model", () => {
  it("gives every code its HTTP status", () => {
    expect(fail("NOT_FOUND", "No such member")).toEqual({
      ok: false,
      code: "NOT_FOUND",
      status: 404,
      message: "No such member",
    });
    expect(fail("RATE_LIMITED", "Wait", { retryAfterSeconds: 30 })).toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
    });
    expect(Object.values(FAILURE_STATUS)).toEqual([400, 401, 403, 404, 409, 413, 429, 503]);
  });

  it("keeps the first message per field of refused input", () => {
    const schema = z.object({
      email: z.string().email("Enter an e-mail").min(20, "Too short"),
      name: z.string().min(1, "Enter a name"),
    });
    const parsed = schema.safeParse({ email: "x", name: "" });
    expect(parsed.success).toBe(false);
    const failure = badInput(parsed.error!);
    expect(failure).toMatchObject({ code: "BAD_INPUT", status: 400, message: "Please check the highlighted fields" });
    expect(failure.fieldErrors).toEqual({ email: "Enter an e-mail", name: "Enter a name" });
    expect(badInput([{ path: [], message: "Whole form" }], "Nope").fieldErrors).toEqual({ form: "Whole form" });
  });

  it("tells a failure from a success", () => {
    expect(isFailure(fail("CONFLICT", "Taken"))).toBe(true);
    expect(isFailure({ ok: true, member: {} })).toBe(false);
    expect(isFailure({ ok: false })).toBe(false);
    expect(isFailure(null)).toBe(false);
  });
});
