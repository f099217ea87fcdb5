#!/bin/sh
# scripts/repeat-tests.sh [N]: is `npm test` green every time on a fresh clone, on a busy machine?
#
# Clones this repository's main (REPEAT_REF=<branch, tag or commit> for another) into a temporary
# folder and runs `CI=true npm test` there N times (default 5), with one CPU-burning process
# alongside (REPEAT_BURN=0: none), as CI's 2 cores see it when something else is running. Then it
# prints each run's outcome and, for every test that failed at least once, how often it failed.
#
# Run 1 is a fresh clone: npm ci, seed, build, everything. Later runs keep node_modules and the
# Worker builds but start from empty databases (the portal's and the content service's .wrangler
# removed) and empty test output.
#
#   TEST_PORT    port of the test server (default 8787; social sign-in uses +6 and +7)
#   REPEAT_REF   what to clone (default main)
#   REPEAT_DIR   where (default a new folder under ${TMPDIR:-/tmp}); logs stay in REPEAT_DIR/logs
#   REPEAT_BURN  0 to run without the CPU burner
set -eu

runs=${1:-5}
case $runs in '' | *[!0-9]* | 0) echo "usage: $0 [N]   (N ≥ 1 runs, default 5)" >&2; exit 2 ;; esac
source_repo=$(git -C "$(dirname -- "$0")" rev-parse --show-toplevel)
ref=${REPEAT_REF:-main}
commit=$(git -C "$source_repo" rev-parse --verify --quiet "$ref^{commit}") || { echo "no commit named $ref in $source_repo" >&2; exit 2; }
work=${REPEAT_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/homefront-repeat.XXXXXX")}
export TEST_PORT="${TEST_PORT:-8787}"
export CI=true

log() { printf '▸ %s\n' "$*"; }

burner=""
stop_burner() { if [ -n "$burner" ]; then kill "$burner" 2>/dev/null || true; burner=""; fi; }
trap stop_burner EXIT
trap 'stop_burner; exit 130' INT TERM

log "cloning $ref ($commit) from $source_repo into $work/clone"
mkdir -p "$work/logs"
git clone --quiet "$source_repo" "$work/clone"
git -C "$work/clone" checkout --quiet --detach "$commit"

if [ "${REPEAT_BURN:-1}" != 0 ]; then
  # One busy process: on 2 cores the suites get about one and a half.
  yes >/dev/null &
  burner=$!
  log "CPU burner running (pid $burner)"
fi

i=1
while [ "$i" -le "$runs" ]; do
  report="$work/logs/run-$i"
  mkdir -p "$report"
  if [ "$i" -gt 1 ]; then rm -rf "$work/clone/.wrangler" "$work/clone/workers/content/.wrangler" "$work/clone/test-results" "$work/clone/playwright-report"; fi
  log "run $i of $runs: CI=true TEST_PORT=$TEST_PORT npm test (log: $report.log)"
  started=$(date +%s)
  if (cd "$work/clone" && TEST_REPORT_DIR="$report" npm test) >"$report.log" 2>&1; then status=passed; else status=failed; fi
  echo "$status $(($(date +%s) - started))" >"$report/outcome"
  log "run $i: $status in $(($(date +%s) - started)) s"
  i=$((i + 1))
done
stop_burner

node "$source_repo/scripts/lib/repeat-summary.mjs" "$work/logs" "$runs"
