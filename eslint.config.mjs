// ESLint 9 flat config: Next.js core-web-vitals + TypeScript rules, plus a few of our own.
import { defineConfig, globalIgnores } from "eslint/config";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

// `.only` / `.skip` / `.todo` / `.fixme` on test, it and describe: nothing gets skipped silently.
const focusedOrSkippedTests = ["test", "it", "describe", "suite"].flatMap((callee) =>
  ["only", "skip", "todo", "fixme"].flatMap((modifier) => [
    {
      selector: `CallExpression > MemberExpression.callee[object.name='${callee}'][property.name='${modifier}']`,
      message: `${callee}.${modifier}() is not allowed: tests run in full (forbidOnly on CI, no skipped tests).`,
    },
    {
      selector: `CallExpression > MemberExpression.callee[object.object.name='${callee}'][object.property.name='describe'][property.name='${modifier}']`,
      message: `${callee}.describe.${modifier}() is not allowed: tests run in full.`,
    },
  ]),
);

export default defineConfig([
  globalIgnores([
    ".open-next/**",
    ".next/**",
    ".wrangler/**",
    "node_modules/**",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    ".bench/**",
    "lib/graphql/generated/**",
    "**/*.generated.ts",
    "next-env.d.ts",
    "cloudflare-env.d.ts",
  ]),
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      // `_name` marks a parameter or binding that is intentionally unused.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["tests/**/*.{ts,tsx}", "**/*.test.{ts,tsx}", "**/*.spec.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", ...focusedOrSkippedTests],
    },
  },
  {
    // Playwright fixtures hand their value to a callback named `use`, which is not React's use().
    files: ["tests/e2e/**/*.ts", "tests/support/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
]);
