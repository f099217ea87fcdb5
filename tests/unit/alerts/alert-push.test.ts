import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createECDH, randomBytes } from "node:crypto";
import { alertPushPayload, alertPushTopic, pushOutcome, pushSubscriptionSchema } from "@/lib/alerts/alert-push";

/** keys as a browser's PushSubscription.toJSON() gives them. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

describe("pushSubscriptionSchema", () => {
  it("accepts what browsers send: an https endpoint, a 65-byte P-256 key and a 16-byte secret", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGz2",
    ])
      expect(pushSubscriptionSchema.safeParse({ endpoint, ...browserKeys() }).success).toBe(true);
  });

  it("refuses every endpoint that is not https (property)", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["http", "ftp", "ws", "file"] }), (endpoint) => {
        expect(pushSubscriptionSchema.safeParse({ endpoint, ...browserKeys() }).success).toBe(false);
      }),
    );
  });

  it("refuses credentials in the endpoint, and over-long endpoints", () => {
    const keys = browserKeys();
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://u:p@push.example/x", ...keys }).success).toBe(false);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: `https://push.example/${"a".repeat(1100)}`, ...keys }).success,
    ).toBe(false);
  });

  it("refuses keys of any other length (property)", () => {
    const keys = browserKeys();
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 100 }).filter((bytes) => bytes.length !== 65),
        fc.uint8Array({ minLength: 0, maxLength: 40 }).filter((bytes) => bytes.length !== 16),
        (p256dh, auth) => {
          const endpoint = "https://push.example/x";
          expect(
            pushSubscriptionSchema.safeParse({
              endpoint,
              p256dh: Buffer.from(p256dh).toString("base64url"),
              auth: keys.auth,
            }).success,
          ).toBe(false);
          expect(
            pushSubscriptionSchema.safeParse({
              endpoint,
              p256dh: keys.p256dh,
              auth: Buffer.from(auth).toString("base64url"),
            }).success,
          ).toBe(false);
        },
      ),
    );
  });
});

describe("pushOutcome", () => {
  it("2xx sent, 404/410 gone, 429 and 5xx retried, other 4xx rejected", () => {
    expect([200, 201, 202].map(pushOutcome)).toEqual(["sent", "sent", "sent"]);
    expect([404, 410].map(pushOutcome)).toEqual(["gone", "gone"]);
    expect([429, 500, 502, 503].map(pushOutcome)).toEqual(["retry", "retry", "retry", "retry"]);
    expect([400, 401, 403, 413].map(pushOutcome)).toEqual(["rejected", "rejected", "rejected", "rejected"]);
  });
});

describe("alertPushPayload", () => {
  const alert = { id: "3f1c8a52-0d6e-4c51-9a3e-2b7f0e5d9c11", name: "Bondi, NSW For Sale" };
  const urls = {
    search: "https://homefront.example/for-sale/bondi-nsw-2026/real-estate",
    icon: "https://homefront.example/icon.svg",
  };
  it("one home: its address and published price", () => {
    expect(alertPushPayload(alert, [{ address: "12 Campbell Parade, Bondi", price: "Auction" }], 1, urls)).toEqual({
      title: "A new home for “Bondi, NSW For Sale”",
      body: "12 Campbell Parade, Bondi · Auction",
      url: urls.search,
      icon: urls.icon,
      tag: `alert-${alert.id}`,
    });
  });
  it("several: the first and how many more", () => {
    const payload = alertPushPayload(alert, [{ address: "1 A St", price: "$1,000,000" }], 12, urls);
    expect(payload.title).toBe("12 new homes for “Bondi, NSW For Sale”");
    expect(payload.body).toBe("1 A St · $1,000,000 and 11 more");
  });
  it("the topic is the alert's whole UUID in at most 32 base64url characters", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(alertPushTopic(id)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
        expect(alertPushTopic(id)).toBe(id.replaceAll("-", ""));
      }),
    );
  });
});
