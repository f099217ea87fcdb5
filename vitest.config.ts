import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("./", import.meta.url));
// TEST_REPORT_DIR (set by scripts/repeat-tests.sh): a JSON report per Vitest run beside the usual
// output, one file per process since unit and integration run as separate commands.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  resolve: {
    alias: { "@/": root, "server-only": fileURLToPath(new URL("./tests/support/server-only.ts", import.meta.url)) },
  },
  test: {
    // The suites start empty and fill up as features land; `npm test` must not fail on "no test files".
    passWithNoTests: true,
    ...(reportDir && {
      reporters: ["default", "json"],
      outputFile: { json: `${reportDir}/vitest-${process.pid}.json` },
    }),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fast-check-seed.ts"],
          // Only a guard against hangs, never a judge of speed. Property and query-plan tests take
          // 1–12 s alone, and took up to 70 s (fixtures in beforeAll too) on a 2-core machine running
          // test files in parallel next to other work.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Through Vite like our own code, so it uses the same copy of graphql (ESM) as the schema a
          // test builds; loaded by Node it would get graphql's CommonJS copy, another "realm".
          server: { deps: { inline: ["graphql-query-complexity"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/worker-server.ts"],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
