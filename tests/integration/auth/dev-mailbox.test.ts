// The development mailbox shows password-reset and confirmation links, so it answers only on
// loopback development (npm start, tests), never to anyone else.
import { describe, expect, it } from "vitest";
import { url } from "../../support/base-url";

describe("/dev/mailbox", () => {
  it("answers a loopback client in development", async () => {
    expect((await fetch(url("/dev/mailbox"))).status).toBe(200);
  });

  it("is not found for a client that is not on loopback", async () => {
    const remote = { "cf-connecting-ip": "203.0.113.7" };
    expect((await fetch(url("/dev/mailbox"), { headers: remote })).status).toBe(404);
    expect((await fetch(url("/dev/mailbox/1"), { headers: remote })).status).toBe(404);
  });
});
