/**
 * Error reports from a Worker with reporting on (a DSN and sentryTracking), on its own `wrangler dev`
 * (TEST_PORT + 4), to a local receiver that speaks Sentry's envelope protocol
 * (tests/support/sentry-receiver.ts). Each deliberate failure (a resolver, a route, a cron job, a
 * queue message; hooks that exist outside production only) must arrive exactly once with the
 * request id, release and environment, and a refused sign-in (4xx) never. "Exactly once" is judged
 * after a later failure's report has arrived, so a duplicate sent with the first would be seen.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRequestId } from "@/lib/observability/request-id";
import { testPort } from "../support/base-url";
import { matchInNewestMail } from "../support/dev-mailbox";
import { CookieJar, uniqueEmail } from "./auth/client";
import { startSentryReceiver, type SentryReceiver } from "../support/sentry-receiver";
import { startWorkerServer, type WorkerServer } from "../support/worker-server";

const PORT = testPort() + 4;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let receiver: SentryReceiver;
let worker: WorkerServer | undefined;

beforeAll(async () => {
  receiver = await startSentryReceiver();
  worker = await startWorkerServer({
    port: PORT,
    reuseExisting: false,
    prepare: false,
    vars: {
      SENTRY_DSN: receiver.dsn,
      PAGE_FEATURES: JSON.stringify({ sentryTracking: "true" }),
      APP_VERSION: "9.9.9-test",
      DELIBERATE_FAILURES: "cron,queue",
    },
  });
}, 180_000);
afterAll(async () => {
  await worker?.stop();
  await receiver?.close();
});

type Event = Record<string, unknown> & {
  tags?: Record<string, string>;
  release?: string;
  environment?: string;
  user?: Record<string, unknown>;
  exception?: { values?: { type?: string; value?: string }[] };
};

const events = () => receiver.events() as Event[];
const messageOf = (event: Event) => event.exception?.values?.at(-1)?.value ?? "";
const eventsFor = (requestId: string) => events().filter((event) => event.tags?.request_id === requestId);

/** Polls the receiver until `ready` holds, with a deadline (reports leave after the response). */
async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`No report arrived: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A route failure whose report marks "everything sent before has arrived". */
async function marker(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/dev/failure`);
  expect(response.status).toBe(500);
  const id = response.headers.get("x-request-id") ?? "";
  await until(() => eventsFor(id).length > 0, "the marker route failure");
  return id;
}

describe("error reports from the Worker", () => {
  it("a route's thrown error: one report with the request id, release and environment", async () => {
    const response = await fetch(`${ORIGIN}/api/dev/failure`);
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id") ?? "";
    expect(isRequestId(id)).toBe(true);
    await until(() => eventsFor(id).length > 0, "route failure");
    await marker();
    const [event, ...more] = eventsFor(id);
    expect(more).toHaveLength(0);
    expect(messageOf(event!)).toBe("Deliberate route failure");
    expect(event).toMatchObject({ release: "homefront@9.9.9-test", environment: "development" });
    expect(event!.tags).toMatchObject({ route: "GET /api/dev/failure" });
  });

  it("a resolver's thrown error: one report; the caller sees only 'Unexpected error.'", async () => {
    const response = await fetch(`${ORIGIN}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ query: "{ deliberateFailure }" }),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe("Unexpected error.");
    const id = response.headers.get("x-request-id") ?? "";
    await until(() => eventsFor(id).length > 0, "resolver failure");
    await marker();
    expect(eventsFor(id).map(messageOf)).toEqual(["Deliberate resolver failure"]);
    expect(eventsFor(id)[0]!.tags).toMatchObject({ route: "POST /graphql" });
  });

  it("a signed-in member's failing resolver: the report names the member by id, never by e-mail", async () => {
    // Signed up, confirmed and so signed in on this Worker (it has its own copy of the database).
    const email = uniqueEmail("reported-member");
    const jar = new CookieJar();
    const post = (path: string, body: unknown) =>
      fetch(`${ORIGIN}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/json", origin: ORIGIN, cookie: jar.header() },
        body: JSON.stringify(body),
      });
    expect((await post("/api/users", { name: "Test reported", email, password: "tram koala wattle" })).status).toBe(
      202,
    );
    const read = async (path: string) => (await fetch(`${ORIGIN}${path}`)).text();
    const [, token] = await matchInNewestMail(read, email, /\/verify-email\?token=([\w-]+)/);
    const confirmed = await post("/api/user/tokenexchange", { type: "email-verification", token });
    expect(confirmed.status).toBe(200);
    jar.take(confirmed);
    const { member } = (await confirmed.json()) as { member: { id: string } };

    const response = await post("/graphql", { query: "{ viewer { id } deliberateFailure }" });
    const body = (await response.json()) as { data?: { viewer?: { id: string } | null } };
    expect(body.data?.viewer?.id).toBe(member.id);
    const id = response.headers.get("x-request-id") ?? "";
    await until(() => eventsFor(id).length > 0, "a signed-in member's resolver failure");
    await marker();
    const [event, ...more] = eventsFor(id);
    expect(more).toHaveLength(0);
    expect(event!.user).toEqual({ id: member.id });
    const text = JSON.stringify(event);
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split("@")[0]);
  });

  it("a refused sign-in (401) is no report", async () => {
    const response = await fetch(`${ORIGIN}/api/user/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, password: "not the password" }),
    });
    expect(response.status).toBe(401);
    const id = response.headers.get("x-request-id") ?? "";
    await marker();
    expect(eventsFor(id)).toHaveLength(0);
  });

  it("a failing cron job and a queue message the consumer drops: one report each, with a request id", async () => {
    const before = events().length;
    expect((await fetch(`${ORIGIN}/cdn-cgi/local/scheduled`)).status).toBe(200);
    const since = () => events().slice(before);
    const cron = () => since().filter((event) => messageOf(event) === "Deliberate cron failure");
    const queue = () => since().filter((event) => messageOf(event) === "Malformed alerts queue message");
    await until(() => cron().length > 0 && queue().length > 0, "cron and queue failures");
    await marker();
    expect(cron()).toHaveLength(1);
    expect(queue()).toHaveLength(1);
    expect(isRequestId(cron()[0]!.tags?.request_id)).toBe(true);
    expect(cron()[0]!.tags?.route).toMatch(/^cron /);
    expect(queue()[0]!.tags?.route).toMatch(/^queue /);
    expect(queue()[0]!.tags?.request_id).not.toBe(cron()[0]!.tags?.request_id);
  });

  it("reports carry no e-mail address, cookie or request headers", () => {
    const text = JSON.stringify(receiver.envelopes);
    expect(text).not.toMatch(/@example\.com/);
    expect(text).not.toMatch(/cookie/i);
    expect(events().length).toBeGreaterThan(0);
  });
});
