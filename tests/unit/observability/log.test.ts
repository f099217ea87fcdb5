import { afterEach, describe, expect, it, vi } from "vitest";
import { log, logLine, reportUnexpected } from "@/lib/observability/log";
import { runInRequestScope, setScopeMember, type RequestScope } from "@/lib/observability/request-scope";

afterEach(() => vi.restoreAllMocks());

function captured(method: "log" | "warn" | "error") {
  const lines: string[] = [];
  vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
  return lines;
}

describe("logLine", () => {
  it("carries the level, message, request id, route and member id of its scope", () => {
    const scope: RequestScope = { requestId: "8f2c1a9e-0000-4000-8000-000000000001", route: "POST /graphql" };
    scope.memberId = "member-7";
    expect(logLine("warn", "cache failed", { backend: "kv" }, scope)).toEqual({
      level: "warn",
      message: "cache failed",
      requestId: scope.requestId,
      route: "POST /graphql",
      memberId: "member-7",
      backend: "kv",
    });
  });

  it("describes an error by name, message and stack (JSON drops an Error's own properties)", () => {
    const line = logLine("error", "failed", { error: new TypeError("boom") });
    expect(line.error).toMatchObject({ name: "TypeError", message: "boom" });
    expect((line.error as { stack: string }).stack).toContain("TypeError: boom");
  });

  it("never writes e-mail addresses, tokens, passwords or cookies", () => {
    const line = logLine("error", "sign-in failed for ann@example.com", {
      email: "ann@example.com",
      refreshToken: "abc.def",
      password: "hunter22",
      headers: { cookie: "hf_session=1", accept: "text/html" },
      error: new Error("no member ann@example.com"),
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain("ann@example.com");
    expect(text).not.toContain("abc.def");
    expect(text).not.toContain("hunter22");
    expect(text).not.toContain("hf_session");
    expect(line.headers).toEqual({ cookie: "[redacted]", accept: "text/html" });
  });

  it("lets no field overwrite the level, message or request id", () => {
    const scope: RequestScope = { requestId: "req-12345678", route: "GET /" };
    expect(logLine("info", "real", { level: "error", message: "fake", requestId: "x" }, scope)).toMatchObject({
      level: "info",
      message: "real",
      requestId: "req-12345678",
    });
  });
});

describe("log and reportUnexpected", () => {
  it("write one JSON line on the console method of the level, with the scope's ids", () => {
    const lines = captured("warn");
    runInRequestScope({ requestId: "req-abcdef12", route: "GET /search" }, () => {
      setScopeMember("member-1");
      log.warn("slow");
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: "warn",
      message: "slow",
      requestId: "req-abcdef12",
      memberId: "member-1",
    });
  });

  it("sends an unexpected error to the scope's reporter once and says so in the log line", () => {
    const lines = captured("error");
    const reported: unknown[] = [];
    const error = new Error("database gone");
    runInRequestScope(
      { requestId: "req-abcdef12", route: "GET /", report: (failure) => void reported.push(failure) },
      () => reportUnexpected("search failed", error),
    );
    expect(reported).toEqual([error]);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: "error",
      reported: "error-service",
      requestId: "req-abcdef12",
    });
  });

  it("without a reporter, the log line is the report", () => {
    const lines = captured("error");
    reportUnexpected("search failed", new Error("x"));
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ level: "error", message: "search failed", reported: "log" });
  });
});
