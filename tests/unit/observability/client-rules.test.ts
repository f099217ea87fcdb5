import { describe, expect, it } from "vitest";
import {
  DataClientError,
  ERROR_MESSAGE_NOT_FOUND,
  REPORTED_RESPONSE_LIMIT,
  dataClientMessage,
  graphQLMessageOf,
  shouldReportAuthFailure,
  shouldRetryQuery,
  truncateResponse,
} from "@/lib/observability/client-rules";

describe("truncateResponse", () => {
  it("keeps at most 512 characters of a response", () => {
    expect(REPORTED_RESPONSE_LIMIT).toBe(512);
    expect(truncateResponse("x".repeat(511))).toHaveLength(511);
    expect(truncateResponse("x".repeat(512))).toHaveLength(512);
    expect(truncateResponse(`${"a".repeat(512)}b`)).toBe("a".repeat(512));
  });

  it("applies to the response a DataClientError carries", () => {
    expect(new DataClientError("failed", { response: "<html>".repeat(200) }).response).toHaveLength(512);
  });
});

describe("data-client messages", () => {
  it("fall back to 'Error message not found.'", () => {
    expect(ERROR_MESSAGE_NOT_FOUND).toBe("Error message not found.");
    expect(new DataClientError("").message).toBe("Error message not found.");
    expect(new DataClientError("  ").message).toBe("Error message not found.");
    expect(dataClientMessage(new Error(""))).toBe("Error message not found.");
    expect(dataClientMessage(undefined)).toBe("Error message not found.");
    expect(dataClientMessage({ errors: [] })).toBe("Error message not found.");
  });

  it("use the error's own message, or a GraphQL answer's first message", () => {
    expect(dataClientMessage(new Error("Failed to update Collection"))).toBe("Failed to update Collection");
    expect(dataClientMessage({ errors: [{ message: "" }, { message: "Unexpected error." }] })).toBe(
      "Unexpected error.",
    );
    expect(graphQLMessageOf({ data: {} })).toBeUndefined();
  });
});

describe("shouldReportAuthFailure", () => {
  it("reports 5xx and failures without an answer, never 4xx", () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 499]) expect(shouldReportAuthFailure(status)).toBe(false);
    for (const status of [500, 502, 503, undefined]) expect(shouldReportAuthFailure(status)).toBe(true);
  });
});

describe("shouldRetryQuery", () => {
  it("retries after the first, second and third failure, not after the fourth", () => {
    const error = new Error("GraphQL request failed with status 503");
    expect([1, 2, 3, 4].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, true, false]);
  });

  it("never retries when the message contains 401", () => {
    expect(shouldRetryQuery(1, new Error("GraphQL request failed with status 401"))).toBe(false);
    expect(shouldRetryQuery(1, new DataClientError("Unauthorized (401)", { status: 401 }))).toBe(false);
  });
});
