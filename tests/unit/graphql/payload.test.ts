import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { payloadOf, resolveOrThrow, toPayloadError } from "@/lib/graphql/payload";
import { fail, FailureError } from "@/lib/services/result";

describe("a failure in GraphQL", () => {
  it("is a payload error with one input error per field", () => {
    expect(toPayloadError(fail("BAD_INPUT", "Check", { fieldErrors: { name: "Enter a name" } }))).toEqual({
      message: "Check",
      inputErrors: [{ field: "name", message: "Enter a name" }],
    });
  });

  it("makes mutation payloads from returned and thrown failures alike", async () => {
    const ok = await payloadOf(
      async () => ({ ok: true as const, member: "jane" }),
      (r) => ({ account: r.member }),
      () => ({ account: null }),
    );
    expect(ok).toEqual({ ok: true, error: null, account: "jane" });
    const refused = await payloadOf(
      async () => fail("CONFLICT", "Taken"),
      () => ({}),
      () => ({ account: null }),
    );
    expect(refused).toEqual({ ok: false, error: { message: "Taken", inputErrors: [] }, account: null });
    const guarded = await payloadOf(
      async (): Promise<{ ok: true }> => {
        throw new FailureError(fail("UNAUTHENTICATED", "Please sign in"));
      },
      () => ({}),
      (failure) => ({ code: failure.code }),
    );
    expect(guarded).toEqual({
      ok: false,
      error: { message: "Please sign in", inputErrors: [] },
      code: "UNAUTHENTICATED",
    });
    await expect(
      payloadOf(
        async () => Promise.reject(new Error("boom")),
        () => ({}),
        () => ({}),
      ),
    ).rejects.toThrow("boom");
  });

  it("makes query errors with the failure's code; refused input keeps BAD_USER_INPUT", async () => {
    await expect(resolveOrThrow(async () => 3)).resolves.toBe(3);
    const forbidden = resolveOrThrow(async () => {
      throw new FailureError(fail("FORBIDDEN", "Not allowed"));
    });
    await expect(forbidden).rejects.toBeInstanceOf(GraphQLError);
    await expect(forbidden).rejects.toMatchObject({ message: "Not allowed", extensions: { code: "FORBIDDEN" } });
    await expect(resolveOrThrow(async () => fail("NOT_FOUND", "Gone"))).rejects.toMatchObject({
      extensions: { code: "NOT_FOUND" },
    });
    const zod = resolveOrThrow(async () =>
      z
        .object({ take: z.number().max(5, "At most 5"), skip: z.number().min(0, "Not negative") })
        .parse({ take: 9, skip: -1 }),
    );
    await expect(zod).rejects.toMatchObject({
      message: "At most 5; Not negative",
      extensions: { code: "BAD_USER_INPUT" },
    });
    await expect(resolveOrThrow(async () => Promise.reject(new Error("boom")))).rejects.not.toBeInstanceOf(
      GraphQLError,
    );
  });
});
