import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataFetchTimeoutError, withDeadline } from "@/lib/db/deadline";

describe("withDeadline (DATA_FETCH_TIMEOUT_MS on every database call of a request)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives up on work that does not finish in time, with a message naming it", async () => {
    const stuck = withDeadline(new Promise<never>(() => {}), 6000, "a database query");
    const outcome = expect(stuck).rejects.toThrowError(new DataFetchTimeoutError("a database query", 6000));
    await vi.advanceTimersByTimeAsync(5999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("answers with the work's result (or its error) when it is in time, and leaves no timer behind", async () => {
    await expect(withDeadline(Promise.resolve(42), 6000, "x")).resolves.toBe(42);
    await expect(withDeadline(Promise.reject(new Error("boom")), 6000, "x")).rejects.toThrow("boom");
    expect(vi.getTimerCount()).toBe(0);
  });
});
