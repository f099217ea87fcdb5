# Shared steps of `npm start` (scripts/start.sh) and `npm test` (scripts/test.sh).
#
# Source it from a POSIX sh script that runs `set -eu`:   . "$(dirname "$0")/lib/prepare.sh"
# or run it on its own to get a servable Worker:           sh scripts/lib/prepare.sh
#
# Every step is idempotent and cheap when there is nothing to do, so a second `npm start` only
# checks: deps installed? migrations applied? data present? build up to date?

# The repository root: the nearest folder above the running script that holds package.json.
HF_ROOT=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
while [ ! -f "$HF_ROOT/package.json" ] && [ "$HF_ROOT" != / ]; do HF_ROOT=$(dirname -- "$HF_ROOT"); done
cd "$HF_ROOT"

HF_PORT=${PORT:-8787}
HF_STAMP_FILE=.open-next/.build-stamp
# What the OpenNext build depends on. Anything else (tests, docs, scripts) does not need a rebuild.
HF_BUILD_INPUTS="app lib middleware.ts instrumentation.ts next.config.ts open-next.config.ts tsconfig.json wrangler.toml package.json package-lock.json public"

# Keep wrangler, Next and friends from phoning home: the machine has no internet but the registry.
export WRANGLER_SEND_METRICS=false
export WRANGLER_SEND_ERROR_REPORTS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false # request.cf uses miniflare's built-in sample instead of workers.cloudflare.com/cf.json
export NEXT_TELEMETRY_DISABLED=1
export DO_NOT_TRACK=1
export ASTRO_TELEMETRY_DISABLED=1
# The project's Node 24 (the `node` devDependency) and local bins come first, also when a script is
# run as `sh scripts/...` rather than through `npm run`.
export PATH="$HF_ROOT/node_modules/.bin:$PATH"

if [ -t 1 ]; then hf_bold=$(printf '\033[1m') hf_red=$(printf '\033[31m') hf_off=$(printf '\033[0m'); else hf_bold="" hf_red="" hf_off=""; fi
hf_log() { printf '%s▸ %s%s\n' "$hf_bold" "$*" "$hf_off"; }
hf_fail() { printf '%s✖ %s%s\n' "$hf_red" "$*" "$hf_off" >&2; exit 1; }
hf_now() { date +%s; }

# npm deps: install when node_modules is missing or the lockfile is newer than the last install.
# Always `npm ci`: installs are reproducible only if the lockfile is complete, so a lockfile npm
# refuses is an error to fix (npm install, then node scripts/complete-lockfile.mjs for the platform
# builds this machine's registry mirror lacks; see docs/development.md), never papered over.
hf_install_deps() {
  if [ -d node_modules ] && [ -f node_modules/.package-lock.json ] &&
    { [ ! -f package-lock.json ] || [ ! package-lock.json -nt node_modules/.package-lock.json ]; }; then
    hf_log "npm dependencies up to date"
  elif [ -f package-lock.json ]; then
    hf_log "installing npm dependencies (npm ci)"
    npm_log=$(mktemp)
    if ! npm ci --no-audit --no-fund --loglevel=error >"$npm_log" 2>&1; then
      grep -E 'can only install|Missing:|ERR|error' "$npm_log" | head -n 12 | sed 's/^/  /' >&2 || true
      rm -f "$npm_log"
      hf_fail "npm ci refused package-lock.json: run npm install, then node scripts/complete-lockfile.mjs, and commit the lockfile"
    fi
    rm -f "$npm_log"
  else
    hf_log "installing npm dependencies (npm install)"
    npm install --no-audit --no-fund --loglevel=error || hf_fail "npm install failed"
  fi
  node_modules/.bin/node -e 'const [maj, min] = process.versions.node.split(".").map(Number); if (maj < 22 || (maj === 22 && min < 12)) { console.error(`Node ${process.version} is too old: wrangler needs >= 22.12 (the project pins 24 through the "node" devDependency)`); process.exit(1) }' ||
    hf_fail "node_modules/.bin/node is missing or too old; run npm ci"
}

hf_codegen() {
  hf_log "codegen (GraphQL types, persisted documents)"
  npm run --silent codegen || hf_fail "codegen failed (npm run codegen)"
  HF_CODEGEN_DONE=1
}

# Development secrets that must not be in git: a VAPID key pair for Web Push, made once into the
# gitignored .dev.vars (scripts/lib/dev-vapid-keys.mjs). Deployed Workers use `wrangler secret put`.
hf_dev_vars() {
  hf_log "development secrets (.dev.vars)"
  node_modules/.bin/node scripts/lib/dev-vapid-keys.mjs .dev.vars || hf_fail "could not write .dev.vars (node scripts/lib/dev-vapid-keys.mjs)"
}

# D1 (local SQLite under .wrangler/state): apply pending migrations. stdin from /dev/null keeps
# wrangler from asking for confirmation.
hf_migrate() {
  hf_log "applying D1 migrations (local)"
  log=$(mktemp)
  if ! npm run --silent db:migrate </dev/null >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    hf_fail "D1 migrations failed (npm run db:migrate)"
  fi
  grep -E 'No migrations to apply|applied|✅' "$log" | sed 's/^/  /' | tail -n 3 || true
  rm -f "$log"
}

hf_seed() {
  hf_log "seeding the default data set if the database is empty"
  npm run --silent seed -- --if-needed </dev/null || hf_fail "seeding failed (npm run seed -- --if-needed)"
}

# A content hash of every build input that git knows or would know (tracked + untracked, not
# ignored), so edits that are not committed yet also count. Falls back to find when not in git.
hf_source_stamp() {
  inputs=""
  for p in $HF_BUILD_INPUTS; do
    if [ -e "$p" ]; then inputs="$inputs $p"; fi
  done
  list=$(mktemp)
  {
    node_modules/.bin/node -p 'process.version'
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      # shellcheck disable=SC2086 # word splitting of the path list is intended
      git ls-files -co --exclude-standard -- $inputs | LC_ALL=C sort -u | while IFS= read -r f; do
        if [ -f "$f" ]; then printf '%s\n' "$f"; fi
      done >"$list"
      git hash-object --stdin-paths <"$list" | paste -d' ' - "$list"
    else
      # shellcheck disable=SC2086
      find $inputs -type f -print | LC_ALL=C sort | while IFS= read -r f; do sha256sum "$f"; done
    fi
  } | sha256sum | cut -d' ' -f1
  rm -f "$list"
}

hf_build_is_fresh() {
  [ -f .open-next/worker.js ] && [ -f "$HF_STAMP_FILE" ] && [ "$(cat "$HF_STAMP_FILE")" = "$1" ]
}

# OpenNext build, only when a build input changed since the last successful build.
hf_build_if_stale() {
  stamp=$(hf_source_stamp)
  if hf_build_is_fresh "$stamp"; then
    hf_log "Worker build up to date (.open-next, stamp ${stamp%"${stamp#????????????}"})"
    return 0
  fi
  if [ "${HF_CODEGEN_DONE:-0}" != 1 ]; then
    hf_codegen
    stamp=$(hf_source_stamp) # codegen may have rewritten generated files under lib/
  fi
  hf_log "building the Worker with OpenNext (sources changed since the last build)"
  build_started=$(hf_now)
  npm run --silent build:worker </dev/null || hf_fail "OpenNext build failed (npm run build:worker)"
  printf '%s\n' "$stamp" >"$HF_STAMP_FILE"
  hf_log "Worker built in $(($(hf_now) - build_started)) s"
}

# The content service (Payload CMS, its own Worker in workers/content; docs/blog.md). Not a build
# input of the portal (HF_BUILD_INPUTS): it has its own stamp.
HF_CONTENT_DIR=workers/content
HF_CONTENT_PORT=${CONTENT_PORT:-$((HF_PORT + 1))}
# Its build depends on its own folder and the webhook format it shares with the portal.
HF_CONTENT_INPUTS="$HF_CONTENT_DIR/src $HF_CONTENT_DIR/next.config.ts $HF_CONTENT_DIR/open-next.config.ts $HF_CONTENT_DIR/tsconfig.json $HF_CONTENT_DIR/wrangler.toml lib/blog/webhook-signature.ts lib/blog/content-change.ts lib/blog/preview-token.ts package-lock.json"

hf_content_stamp() {
  # shellcheck disable=SC2086 # word splitting of the path list is intended
  git ls-files -co --exclude-standard -- $1 | LC_ALL=C sort -u | while IFS= read -r f; do
    if [ -f "$f" ]; then printf '%s\n' "$f"; fi
  done | git hash-object --stdin-paths | sha256sum | cut -d' ' -f1
}

# Payload's migrations, then the seed articles and the local editor account (the seed skips a
# database that has posts). Both load the Payload config (~10 s), so they run only when the
# migrations changed or the local database is new.
hf_prepare_content_db() {
  stamp_file="$HF_CONTENT_DIR/.wrangler/.db-stamp"
  stamp=$(hf_content_stamp "$HF_CONTENT_DIR/src/migrations")
  if [ -d "$HF_CONTENT_DIR/.wrangler/state/v3/d1" ] && [ -f "$stamp_file" ] && [ "$(cat "$stamp_file")" = "$stamp" ]; then
    hf_log "content service database up to date"
    return 0
  fi
  hf_log "content service: migrating and seeding (payload migrate, seed if empty)"
  (cd "$HF_CONTENT_DIR" && PAYLOAD_CONFIG_PATH=src/payload.config.ts payload migrate </dev/null) ||
    hf_fail "content service migrations failed (cd $HF_CONTENT_DIR && payload migrate)"
  (cd "$HF_CONTENT_DIR" && PAYLOAD_CONFIG_PATH=src/payload.config.ts payload run src/seed/run.ts </dev/null) ||
    hf_fail "content service seed failed (npm run content:seed)"
  mkdir -p "$HF_CONTENT_DIR/.wrangler"
  printf '%s\n' "$stamp" >"$stamp_file"
}

hf_build_content_if_stale() {
  stamp_file="$HF_CONTENT_DIR/.open-next/.build-stamp"
  stamp=$(hf_content_stamp "$HF_CONTENT_INPUTS")
  if [ -f "$HF_CONTENT_DIR/.open-next/worker.js" ] && [ -f "$stamp_file" ] && [ "$(cat "$stamp_file")" = "$stamp" ]; then
    hf_log "content service build up to date"
    return 0
  fi
  hf_log "building the content service with OpenNext (sources changed since the last build)"
  build_started=$(hf_now)
  # Next builds with webpack here: Payload's template configures webpack, and Turbopack picked up
  # the portal's middleware.ts from the repository root.
  (cd "$HF_CONTENT_DIR" && next build --webpack </dev/null && opennextjs-cloudflare build --skipNextBuild </dev/null) ||
    hf_fail "content service build failed (npm run content:build)"
  printf '%s\n' "$stamp" >"$stamp_file"
  hf_log "content service built in $(($(hf_now) - build_started)) s"
}

# The content service lived in lib/content-service before it moved to workers/content. A checkout
# from before keeps git-ignored leftovers there (its local database, old builds), which would also
# show up as an unplaced lib/ folder: keep the database and drop the rest, unless git sees files
# of someone's own there.
hf_move_old_content_dir() {
  old=lib/content-service
  [ -d "$old" ] || return 0
  if [ -n "$(git ls-files -co --exclude-standard -- "$old" 2>/dev/null)" ]; then
    hf_log "warning: $old has files git does not ignore; the content service is in $HF_CONTENT_DIR now"
    return 0
  fi
  for kept in .wrangler media; do
    if [ -d "$old/$kept" ] && [ ! -e "$HF_CONTENT_DIR/$kept" ]; then mv "$old/$kept" "$HF_CONTENT_DIR/$kept"; fi
  done
  rm -rf "$old"
  hf_log "content service: moved its local database from $old to $HF_CONTENT_DIR"
}

hf_prepare_content() {
  hf_move_old_content_dir
  hf_prepare_content_db
  hf_build_content_if_stale
}

# Everything `wrangler dev` needs: a migrated, seeded database and a fresh build, for the portal
# and the content service.
hf_prepare_worker() {
  hf_dev_vars
  hf_migrate
  hf_seed
  hf_build_if_stale
  hf_prepare_content
}

# Run as a script: prepare the Worker (deps, migrate, seed, codegen + build if stale).
case "$0" in
*prepare.sh)
  set -eu
  hf_install_deps
  hf_prepare_worker
  ;;
esac
