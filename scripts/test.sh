#!/bin/sh
# npm test: every check CI runs, in order, stopping at the first failure.
#   codegen → typecheck → lint (ESLint, then the Prettier check) → unit → prepare the Worker (migrate, seed, build if stale)
#   → Worker size and first-load JavaScript budgets (byte counts of the build)
#   → integration + browser tests against one `wrangler dev` on 127.0.0.1:$TEST_PORT (8787)
# Locally a healthy server already on the port (e.g. `npm start`) is reused; on CI (CI=true) a fresh
# one is always started. Browser tests use the system Chromium (/usr/bin/chromium, Debian package).
set -eu
. "$(dirname -- "$0")/lib/prepare.sh"

hf_step() {
  step=$1
  shift
  hf_log "$step: $*"
  step_started=$(hf_now)
  if ! "$@"; then
    hf_fail "$step failed ($*): npm test stops here. Fix it and run npm test again."
  fi
  hf_log "$step passed in $(($(hf_now) - step_started)) s"
}

# Second half, run by tests/support/with-worker-server.ts while it keeps the server up.
if [ "${1:-}" = "--suites-needing-the-worker" ]; then
  hf_step integration npm run --silent test:integration
  hf_step browser npm run --silent test:e2e
  exit 0
fi

hf_ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  hf_log "installing Chromium from Debian (apt-get install chromium)"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq || hf_fail "apt-get update failed"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium ||
    hf_fail "apt-get install chromium failed; browser tests need /usr/bin/chromium"
}

# The Upstash cache backend is tested against a real Redis (tests start it on a loopback port).
hf_ensure_redis() {
  if [ -x /usr/bin/redis-server ]; then return 0; fi
  hf_log "installing redis-server from Debian (apt-get install redis-server)"
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq || hf_fail "apt-get update failed"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server ||
    hf_fail "apt-get install redis-server failed; the cache tests need /usr/bin/redis-server"
}

started=$(hf_now)
hf_install_deps
hf_ensure_chromium
hf_ensure_redis
hf_step codegen npm run --silent codegen
HF_CODEGEN_DONE=1 # the build step need not run it again
hf_step typecheck npm run --silent typecheck
hf_step lint npm run --silent lint
# Layout is part of lint: a file Prettier would rewrite fails here (`npm run format` fixes it).
hf_step lint npm run --silent format:check
hf_step unit npm run --silent test:unit
hf_log "preparing the Worker (migrate, seed if empty, build if stale)"
hf_prepare_worker
hf_step "worker size" node "$HF_ROOT/scripts/check-worker-size.mjs"
# Each page route's first-load JavaScript against its budget (scripts/first-load-budgets.json).
hf_step "first-load JavaScript" node "$HF_ROOT/scripts/first-load-js.mjs" --check
export TEST_PORT="${TEST_PORT:-8787}"
node_modules/.bin/tsx tests/support/with-worker-server.ts sh "$HF_ROOT/scripts/test.sh" --suites-needing-the-worker ||
  hf_fail "npm test failed (see above)"
hf_log "npm test: all checks passed in $(($(hf_now) - started)) s"
