// The `test` every browser spec imports:   import { test, expect } from "./fixtures";
//
// - Console errors fail the test. Every `console.error` and uncaught page exception is collected;
//   at the end of a passing test any that match no allow-list pattern fail it. Allow per test with
//   `consoleErrors.allow(/pattern/)`, per file with `test.use({ allowedConsoleErrors: [/…/] })`, or
//   everywhere in `allowedEverywhere` below (say why next to the pattern).
// - `axe()` runs axe-core on the current page and fails on serious or critical violations. Besides
//   axe's default rules it runs label-content-name-mismatch (WCAG 2.5.3, tagged experimental so
//   off by default): a control whose accessible name does not contain its visible text cannot be
//   operated by voice ("click Add to calendar").
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type ConsoleMessage } from "@playwright/test";

export { expect };

export type ConsolePattern = string | RegExp;

/** Console errors that any page may print. Keep this short, and say why for each. */
export const allowedEverywhere: ConsolePattern[] = [];

export interface ConsoleErrors {
  /** What was seen so far: console.error messages and uncaught exceptions. */
  readonly messages: readonly string[];
  /** Tolerate errors matching this pattern for the rest of the current test. */
  allow(pattern: ConsolePattern): void;
}

export interface AxeOptions {
  /** Analyse only this part of the page (CSS selector). */
  include?: string;
  /** Leave these parts out (CSS selectors), e.g. a third-party widget. */
  exclude?: string[];
  /** Switch rules off by id; say why in the test. */
  disableRules?: string[];
}

interface Fixtures {
  allowedConsoleErrors: ConsolePattern[];
  consoleErrors: ConsoleErrors;
  axe: (options?: AxeOptions) => Promise<void>;
}

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Rules axe leaves off by default that every page must pass too. */
const EXTRA_RULES = ["label-content-name-mismatch"];

function matches(message: string, pattern: ConsolePattern): boolean {
  return typeof pattern === "string" ? message.includes(pattern) : pattern.test(message);
}

function describeConsoleMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} (at ${url}:${lineNumber})` : message.text();
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use, testInfo) => {
      const messages: string[] = [];
      const allowed: ConsolePattern[] = [...allowedEverywhere, ...allowedConsoleErrors];
      page.on("console", (message) => {
        if (message.type() === "error") messages.push(describeConsoleMessage(message));
      });
      page.on("pageerror", (error) => messages.push(`Uncaught ${error.name}: ${error.message}`));

      await use({ messages, allow: (pattern) => void allowed.push(pattern) });

      // Report console errors only for a test that otherwise passed: they are not the news then.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = messages.filter((message) => !allowed.some((pattern) => matches(message, pattern)));
      expect(unexpected, "unexpected console errors (allow expected ones with consoleErrors.allow)").toEqual([]);
    },
    { auto: true },
  ],

  axe: async ({ page }, use, testInfo) => {
    await use(async (options = {}) => {
      let builder = new AxeBuilder({ page });
      if (options.include) builder = builder.include(options.include);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      // One rules object: AxeBuilder.disableRules would replace it, dropping the extra rules.
      const rules: Record<string, { enabled: boolean }> = {};
      for (const rule of EXTRA_RULES) rules[rule] = { enabled: true };
      for (const rule of options.disableRules ?? []) rules[rule] = { enabled: false };
      builder = builder.options({ rules });
      const results = await builder.analyze();
      if (results.violations.length > 0) {
        await testInfo.attach("axe-violations.json", {
          body: JSON.stringify(results.violations, null, 2),
          contentType: "application/json",
        });
      }
      const blocking = results.violations
        .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
        .map((violation) => {
          const where = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ");
          return `${violation.impact} ${violation.id}: ${violation.help} [${where}] ${violation.helpUrl}`;
        });
      expect(blocking, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
    });
  },
});
