#!/bin/sh
# npm start: the whole product on http://localhost:8787 (one Worker: pages, /graphql, /api).
#   1. npm deps (npm ci when node_modules is missing or older than package-lock.json)
#   2. D1 migrations on the local database (.wrangler/state)
#   3. the default seed data set, only if the database is empty
#   4. the OpenNext build, only if a source file changed since the last build (.open-next/.build-stamp)
#   5. exec wrangler dev (workerd, the production runtime)
# PORT overrides 8787.
set -eu
. "$(dirname -- "$0")/lib/prepare.sh"

started=$(hf_now)
hf_install_deps
hf_prepare_worker
hf_log "prepared in $(($(hf_now) - started)) s; starting wrangler dev on http://localhost:$HF_PORT (also http://127.0.0.1:$HF_PORT)"
# 127.0.0.1 rather than 0.0.0.0: not reachable from the network. localhost reaches it too, since
# clients fall back from ::1 to 127.0.0.1.
exec wrangler dev --port "$HF_PORT" --ip 127.0.0.1
