// Who may open the development mailbox (it shows reset links): loopback development only.
import { describe, expect, it } from "vitest";
import { isLoopbackDevelopmentRequest } from "@/lib/mail/loopback-development";

const request = (host: string | null, client?: string) =>
  new Headers({ ...(host ? { host } : {}), ...(client ? { "cf-connecting-ip": client } : {}) });

describe("development mailbox access", () => {
  it("opens for loopback hosts and loopback clients in development", () => {
    for (const host of ["localhost:8787", "127.0.0.1:8810", "[::1]:8787", "LOCALHOST"])
      expect(isLoopbackDevelopmentRequest("development", request(host, "127.0.0.1"))).toBe(true);
    expect(isLoopbackDevelopmentRequest("development", request("localhost:8787"))).toBe(true);
    expect(isLoopbackDevelopmentRequest("development", request("localhost:8787", "::1"))).toBe(true);
  });

  it("stays shut in preview and production, whatever the request says", () => {
    for (const env of ["preview", "production"] as const)
      expect(isLoopbackDevelopmentRequest(env, request("localhost:8787", "127.0.0.1"))).toBe(false);
  });

  it("stays shut in development for another host or a client that is not on loopback", () => {
    expect(
      isLoopbackDevelopmentRequest("development", request("homefront-preview.example.workers.dev", "127.0.0.1")),
    ).toBe(false);
    expect(isLoopbackDevelopmentRequest("development", request("localhost.evil.example"))).toBe(false);
    expect(isLoopbackDevelopmentRequest("development", request("localhost:8787", "203.0.113.7"))).toBe(false);
    expect(isLoopbackDevelopmentRequest("development", request("localhost:8787", "192.168.1.20"))).toBe(false);
    expect(isLoopbackDevelopmentRequest("development", request(null, "127.0.0.1"))).toBe(false);
  });
});
