// Browser error reports reach the error service: a Worker with reporting on (started by the global
// setup, tests/support/error-reporting-test-settings.ts) and a local receiver that speaks Sentry's
// envelope protocol (tests/support/sentry-receiver.ts), started here. The SDK is loaded only when
// the first error happens. "Exactly once" is judged after a later report has arrived.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { REPORTING_ORIGIN, REPORTING_RECEIVER_PORT } from "../support/error-reporting-test-settings";
import { startSentryReceiver, type SentryReceiver } from "../support/sentry-receiver";

let receiver: SentryReceiver | undefined;

// One receiver for the file: its tests run in order in one Playwright worker.
test.describe.configure({ mode: "default" });
test.use({ baseURL: REPORTING_ORIGIN });

test.beforeAll(async () => {
  receiver = await startSentryReceiver(REPORTING_RECEIVER_PORT);
});

test.afterAll(async () => {
  await receiver?.close();
});

type Event = Record<string, unknown> & {
  tags?: Record<string, string>;
  contexts?: { response?: { body?: string } };
  exception?: { values?: { value?: string }[] };
};

/**
 * Passes every /graphql answer through unchanged, noting the request id of each that contains
 * `marker`. Noted before the page gets the answer, so once the page shows a call's outcome every
 * try of it has been counted.
 */
async function noteAnswers(page: Page, marker: string): Promise<string[]> {
  const requestIds: string[] = [];
  await page.route("**/graphql", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) requestIds.push(response.headers()["x-request-id"] ?? "");
    await route.fulfill({ response, body });
  });
  return requestIds;
}

const events = () => (receiver?.events() ?? []) as Event[];
const messageOf = (event: Event) => event.exception?.values?.at(-1)?.value ?? "";
const withMessage = (pattern: RegExp) => events().filter((event) => pattern.test(messageOf(event)));

test("an error in a client component and a failed data call each reach the receiver once", async ({
  page,
  consoleErrors,
}) => {
  // The failures below are deliberate; each is also logged by the page (and React logs the caught one).
  for (const pattern of [
    /Deliberate client component failure/,
    /render failed/,
    /graphql failed/,
    /status of 400/,
    /Variable "\$note"/,
  ])
    consoleErrors.allow(pattern);
  await page.goto("/dev/client-error");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  const navigation = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return entry?.serverTiming.find((timing) => timing.name === "rid")?.description ?? "";
  });
  expect(navigation).not.toBe("");

  await page.getByRole("button", { name: "Break this component" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Client errors");
  await expect.poll(() => withMessage(/Deliberate client component failure/).length).toBeGreaterThan(0);
  const [rendered] = withMessage(/Deliberate client component failure/);
  expect(rendered?.tags).toMatchObject({ action: "render", request_id: navigation });
  expect(rendered).toMatchObject({ release: "homefront@9.9.9-e2e", environment: "development" });

  // A later report: the data call (a query) fails with a long message; it is tried 4 times (the
  // client data rules retry a query 3 times) and reported once, after the last try, with that
  // try's request id and 512 characters of its answer.
  await page.goto("/dev/client-error");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  const tries = await noteAnswers(page, 'Variable \\"$note\\"');
  await page.getByRole("button", { name: "Fail a data call" }).click();
  await expect(page.locator("#main").getByRole("status")).toContainText("The data call failed: Variable");
  expect(tries).toHaveLength(4);
  await expect.poll(() => withMessage(/Variable "\$note"/).length).toBeGreaterThan(0);

  expect(withMessage(/Deliberate client component failure/)).toHaveLength(1);
  const [dataCall, ...more] = withMessage(/Variable "\$note"/);
  expect(more).toHaveLength(0);
  expect(dataCall?.tags).toMatchObject({ action: "graphql", request_id: tries.at(-1) });
  expect(dataCall?.contexts?.response?.body).toHaveLength(512);
});

test("a query refused as signed out (401) is not tried again, and is reported once", async ({
  page,
  consoleErrors,
}) => {
  for (const pattern of [/graphql failed/, /Please sign in to do that/]) consoleErrors.allow(pattern);
  await page.goto("/dev/client-error");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  const tries = await noteAnswers(page, '"code":"UNAUTHENTICATED"');
  await page.getByRole("button", { name: "Ask for member data signed out" }).click();
  await expect(page.locator("#main").getByRole("status")).toHaveText("The data call failed: Please sign in to do that");
  expect(tries).toHaveLength(1);
  await expect.poll(() => withMessage(/Please sign in to do that/).length).toBeGreaterThan(0);
  const [report, ...more] = withMessage(/Please sign in to do that/);
  expect(more).toHaveLength(0);
  expect(report?.tags).toMatchObject({ action: "graphql", request_id: tries[0] });
});
