import { describe, expect, it } from "vitest";
import { scrubEvent } from "@/lib/observability/error-service";

describe("scrubEvent", () => {
  it("keeps the member id only, and drops cookies, headers, bodies and query strings", () => {
    const event = scrubEvent({
      type: undefined,
      user: { id: "member-7", email: "ann@example.com", ip_address: "203.0.113.9" },
      request: {
        url: "https://homefront.example/reset-password?token=secret",
        query_string: "token=secret",
        cookies: { hf_session: "abc" },
        headers: { authorization: "Bearer abc" },
        data: { password: "hunter22" },
      },
      exception: { values: [{ type: "Error", value: "no member ann@example.com" }] },
      extra: { refreshToken: "abc.def", listingId: 42 },
    });
    expect(event.user).toEqual({ id: "member-7" });
    expect(event.request).toEqual({ url: "https://homefront.example/reset-password" });
    expect(event.exception?.values?.[0]?.value).toBe("no member [email]");
    expect(event.extra).toEqual({ refreshToken: "[redacted]", listingId: 42 });
  });

  it("leaves an event without a member without one", () => {
    expect(scrubEvent({ type: undefined, message: "x" }).user).toBeUndefined();
  });
});
