#!/bin/sh
# npm start: the whole product on http://localhost:8787 (the portal Worker: pages, /graphql, /api),
# and the blog's content service (Payload CMS, its own Worker) on http://localhost:8788.
#   1. npm deps (npm ci when node_modules is missing or older than package-lock.json)
#   2. D1 migrations on the local database (.wrangler/state)
#   3. the default seed data set, only if the database is empty
#   4. the OpenNext build, only if a source file changed since the last build (.open-next/.build-stamp)
#   5. the content service: Payload migrations and seed (when new), its build (when stale)
#   6. wrangler dev for both (workerd, the production runtime)
# PORT overrides 8787; CONTENT_PORT overrides PORT + 1.
set -eu
. "$(dirname -- "$0")/lib/prepare.sh"

started=$(hf_now)
hf_install_deps
hf_prepare_worker
hf_log "prepared in $(($(hf_now) - started)) s"
# The content service (Payload CMS) in the background, told where the portal's webhook is; it
# stops with this script.
# Each wrangler dev also serves DevTools on an inspector port. Left to choose, both start at the same
# moment, both find 9229 free and the second fails ('Address already in use (socket
# "direct:1:default")'), so each takes its own HTTP port + 10000 (18787 and 18788 by default).
hf_log "starting the content service on http://localhost:$HF_CONTENT_PORT (editor: http://localhost:$HF_CONTENT_PORT/admin)"
(cd "$HF_CONTENT_DIR" && exec wrangler dev --port "$HF_CONTENT_PORT" --ip 127.0.0.1 --inspector-port "$((HF_CONTENT_PORT + 10000))" --test-scheduled \
  --var "PORTAL_URL:http://127.0.0.1:$HF_PORT" --var "PORTAL_SITE_URL:http://localhost:$HF_PORT") &
content_pid=$!
# wrangler dev never fires cron triggers by itself; Cloudflare runs both Workers' crons every minute
# (the content service's scheduled publishing; the portal's outbox and alert matching, whose
# queue wrangler dev runs locally), so this does the same through wrangler's trigger paths.
(while sleep 60; do
  curl -fsS -o /dev/null "http://127.0.0.1:$HF_CONTENT_PORT/__scheduled?cron=*+*+*+*+*" 2>/dev/null || true
  curl -fsS -o /dev/null "http://127.0.0.1:$HF_PORT/cdn-cgi/local/scheduled" 2>/dev/null || true
done) &
cron_pid=$!
trap 'kill "$content_pid" "$cron_pid" 2>/dev/null || true' EXIT INT TERM
hf_log "starting wrangler dev on http://localhost:$HF_PORT (also http://127.0.0.1:$HF_PORT)"
# 127.0.0.1 rather than 0.0.0.0: not reachable from the network. localhost reaches it too, since
# clients fall back from ::1 to 127.0.0.1.
wrangler dev --port "$HF_PORT" --ip 127.0.0.1 --inspector-port "$((HF_PORT + 10000))" --var "CONTENT_SERVICE_URL:http://127.0.0.1:$HF_CONTENT_PORT"
