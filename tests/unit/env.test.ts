import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createServerEnv, parseClientEnv, parseServerEnv, type ServerEnv } from "@/lib/env";
import { DEFAULT_SUPPORT_EMAIL, DEFAULT_SUPPORT_PHONE } from "@/lib/ui/brand";

beforeEach(() => {
  // parse failures log the offending names; keep the test output quiet
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("server environment", () => {
  it("works with nothing set, so npm start needs no .dev.vars", () => {
    const env = parseServerEnv({});
    expect(env.APP_ENV).toBe("development");
    expect(env.APP_NAME).toBe("homefront");
    expect(env.APP_VERSION).toBeUndefined();
    expect(env.SUPPORT_PHONE).toBe(DEFAULT_SUPPORT_PHONE);
    expect(env.SUPPORT_EMAIL).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(env.DATA_FETCH_TIMEOUT_MS).toBe(6000);
    expect(env.PAGE_FEATURES).toEqual({});
    expect(env.PAGE_EXPERIMENTS).toEqual([]);
  });

  it("reads and converts configured values", () => {
    const env = parseServerEnv({
      APP_ENV: "production",
      // A deployed environment must bring its own secrets (the development defaults are public).
      AUTH_JWT_SECRET: "a-production-signing-secret-of-enough-length-0123456789",
      AUTH_PEPPER: "a-production-pepper-of-enough-length-0123456789",
      CONTENT_WEBHOOK_SECRET: "a-production-content-webhook-secret-0123456789",
      APP_VERSION: "2026.11.1",
      DATA_FETCH_TIMEOUT_MS: "2500",
      PAGE_FEATURES: '{"chat":"true","tracking":"false"}',
      PAGE_EXPERIMENTS: '[{"feature":"awardWinners","targetUrl":"/agents"}]',
    });
    expect(env.APP_ENV).toBe("production");
    expect(env.DATA_FETCH_TIMEOUT_MS).toBe(2500);
    expect(env.PAGE_FEATURES).toEqual({ chat: "true", tracking: "false" });
    expect(env.PAGE_EXPERIMENTS).toEqual([{ feature: "awardWinners", targetUrl: "/agents" }]);
  });

  it("treats an empty value as unset", () => {
    const env = parseServerEnv({ MAIL_API_KEY: "", APP_ENV: "" });
    expect(env.MAIL_API_KEY).toBeUndefined();
    expect(env.APP_ENV).toBe("development");
  });

  it("refuses a deployed environment without its own secrets", () => {
    expect(() => parseServerEnv({ APP_ENV: "production" })).toThrow("Invalid environment variables");
  });

  it.each([
    ["an unknown environment", { APP_ENV: "staging" }],
    ["a malformed e-mail", { SUPPORT_EMAIL: "not-an-email" }],
    ["a non-numeric timeout", { DATA_FETCH_TIMEOUT_MS: "soon" }],
    ["page features that are not JSON", { PAGE_FEATURES: "chat=true" }],
    ["a page feature that is not a flag", { PAGE_FEATURES: '{"chatt":"true"}' }],
    ["an experiment on a flag that does not exist", { PAGE_EXPERIMENTS: '[{"feature":"nope"}]' }],
  ])("throws 'Invalid environment variables' for %s", (_case, source) => {
    expect(() => parseServerEnv(source)).toThrowError(new Error("Invalid environment variables"));
  });

  it("does not log the values, which may be secrets", () => {
    const logged = vi.mocked(console.error);
    expect(() => parseServerEnv({ APP_ENV: "hunter2-secret" })).toThrow();
    expect(JSON.stringify(logged.mock.calls)).not.toContain("hunter2-secret");
  });
});

describe("server environment on the client", () => {
  it("throws 'Attempted to access a server-side environment variable…' when read where window exists", () => {
    const env = createServerEnv(() => parseServerEnv({}));
    vi.stubGlobal("window", {});
    expect(() => env.APP_NAME).toThrowError(
      new Error("Attempted to access a server-side environment variable on the client"),
    );
  });

  it("parses lazily, once, on the first read", () => {
    const load = vi.fn((): ServerEnv => parseServerEnv({ APP_NAME: "homefront" }));
    const env = createServerEnv(load);
    expect(load).not.toHaveBeenCalled();
    expect(env.APP_NAME).toBe("homefront");
    expect(env.APP_ENV).toBe("development");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("surfaces invalid values on the first read", () => {
    const env = createServerEnv(() => parseServerEnv({ APP_ENV: "staging" }));
    expect(() => env.APP_ENV).toThrowError(new Error("Invalid environment variables"));
  });
});

describe("client environment", () => {
  it("defaults the GraphQL path", () => {
    expect(parseClientEnv({}).NEXT_PUBLIC_GRAPHQL_PATH).toBe("/graphql");
  });

  it("throws 'Invalid environment variables' for an invalid value", () => {
    expect(() => parseClientEnv({ NEXT_PUBLIC_MAP_STYLE_URL: "not a url" })).toThrowError(
      new Error("Invalid environment variables"),
    );
  });
});
