// The summary of scripts/repeat-tests.sh: each run's outcome, then every test that failed at least
// once with how many of the runs it ran in it failed. Usage: node repeat-summary.mjs <logs> <runs>
//
// Per-test outcomes come from the JSON reports the runs wrote (TEST_REPORT_DIR: Vitest's and
// Playwright's); a checkout without them still gets the failing tests read from its log.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [logs, runCount] = [process.argv[2], Number(process.argv[3])];
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, "");
const fromTests = (path) => (path.includes("tests/") ? path.slice(path.indexOf("tests/")) : path);
const firstLine = (text) =>
  stripAnsi(text ?? "")
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim() ?? "";
/** fast-check's `{ seed: …, path: … }` line, when a property failed. */
const seedOf = (text) => /\{ seed: -?\d+, path: "[^"]*"/.exec(stripAnsi(text ?? ""))?.[0].concat(" }");

/** name → { ran, failed: [{ run, detail }] } */
const tests = new Map();
function record(name, run, failed, detail) {
  const entry = tests.get(name) ?? { ran: 0, failed: [] };
  entry.ran += 1;
  if (failed) entry.failed.push({ run, detail });
  tests.set(name, entry);
}

function readVitest(file, run) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const result of report.testResults ?? []) {
    const path = fromTests(result.name);
    if (result.assertionResults?.length === 0 && result.status === "failed") {
      record(`${path} (the file itself)`, run, true, firstLine(result.message));
    }
    for (const assertion of result.assertionResults ?? []) {
      if (assertion.status !== "passed" && assertion.status !== "failed") continue;
      const message = (assertion.failureMessages ?? []).join("\n");
      const detail = [firstLine(message), seedOf(message)].filter(Boolean).join("  ");
      record(
        `${path} > ${[...assertion.ancestorTitles, assertion.title].join(" > ")}`,
        run,
        assertion.status === "failed",
        detail,
      );
    }
  }
}

function readPlaywright(file, run) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  for (const error of report.errors ?? [])
    record("playwright (outside any test: global setup or teardown)", run, true, firstLine(error.message));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "skipped") continue;
        const error = test.results?.find((result) => result.error)?.error;
        record(
          `${fromTests(spec.file)}:${spec.line} › ${spec.title}`,
          run,
          test.status !== "expected",
          firstLine(error?.message),
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
}

/** Without JSON reports: the failures Vitest (FAIL lines) and Playwright (✘ lines) print. */
function readLog(text, run) {
  const seen = new Set();
  for (const line of stripAnsi(text).split("\n")) {
    const failed =
      /^\s*FAIL\s+(?:\S+\s+)?(tests\/\S+ > .+)$/.exec(line)?.[1] ??
      /✘\s+\d+\s+\[\w+\] › (.+?)(?: \(\d[\d.]*m?s\))?$/.exec(line)?.[1];
    if (failed && !seen.has(failed)) {
      seen.add(failed);
      record(failed, run, true, "(from the log)");
    }
  }
}

console.log(`\nRuns (logs and reports in ${logs}):`);
let passed = 0;
for (let run = 1; run <= runCount; run++) {
  const dir = join(logs, `run-${run}`);
  const log = existsSync(`${dir}.log`) ? readFileSync(`${dir}.log`, "utf8") : "";
  const [status = "missing", seconds = "?"] = existsSync(join(dir, "outcome"))
    ? readFileSync(join(dir, "outcome"), "utf8").trim().split(" ")
    : [];
  if (status === "passed") passed += 1;
  // scripts/test.sh names the step it stopped at: "✖ browser failed (…)".
  const step = /✖ (.+?) failed \(/.exec(stripAnsi(log))?.[1];
  console.log(
    `  run ${run}  ${status === "passed" ? "passed" : "FAILED"}  ${seconds} s${status === "passed" ? "" : `  at step: ${step ?? "?"}`}`,
  );
  const reports = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
  for (const name of reports) {
    try {
      if (name.startsWith("vitest-")) readVitest(join(dir, name), run);
      if (name === "playwright.json") readPlaywright(join(dir, name), run);
    } catch (error) {
      console.log(`    (could not read ${name}: ${error.message})`);
    }
  }
  if (reports.length === 0 && status !== "passed") readLog(log, run);
}
console.log(`\n${passed} of ${runCount} runs passed.`);

const failing = [...tests]
  .filter(([, entry]) => entry.failed.length > 0)
  .sort((a, b) => b[1].failed.length - a[1].failed.length);
console.log(
  `${tests.size} tests seen; ${failing.length === 0 ? "none failed." : `${failing.length} failed at least once:`}`,
);
for (const [name, entry] of failing) {
  console.log(`  failed ${entry.failed.length}, passed ${entry.ran - entry.failed.length}  ${name}`);
  for (const { run, detail } of entry.failed) if (detail) console.log(`        run ${run}: ${detail.slice(0, 300)}`);
}
process.exitCode = passed === runCount ? 0 : 1;
