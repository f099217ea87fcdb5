// Browser tests: the system Chromium (Debian package `chromium`) against the Worker in workerd.
// Playwright's own browser downloads are never used (no internet here, and none needed).
import { defineConfig, devices } from "@playwright/test";
import { baseURL } from "./tests/support/base-url";

const isCI = Boolean(process.env.CI);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// TEST_REPORT_DIR (set by scripts/repeat-tests.sh): a JSON report of every test's outcome as well.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  // tests/support/worker-server.ts starts `wrangler dev` (or reuses the one npm test started).
  globalSetup: "./tests/e2e/global-setup.ts",
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 2 : undefined,
  fullyParallel: true,
  // Hang guards, not performance checks: a test waits on conditions, never on time, so a longer
  // limit only changes how long a real failure takes to report. On CI's 2 cores the Worker, two
  // browsers and a CPU-burning neighbour (scripts/repeat-tests.sh) share the machine, and journeys
  // with several navigations took over 30 s there (5 of 56 tests in one repeat run).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    ...(reportDir ? [["json", { outputFile: `${reportDir}/playwright.json` }] as const] : []),
  ],
  outputDir: "test-results/e2e",
  use: {
    baseURL: baseURL(),
    headless: true,
    locale: "en-AU",
    timezoneId: "Australia/Melbourne",
    // No retries, so no "on-first-retry" traces; run with `--trace on` to record one.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
});
