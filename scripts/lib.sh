# shellcheck shell=bash
# Steps shared by scripts/start.sh, scripts/test.sh and .ci/run: check the machine, install
# dependencies and build, each only when needed. Source it; it defines functions only.

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Written after a successful full build; lives in node_modules so that a reinstall rebuilds.
BUILD_STAMP="$REPO_ROOT/node_modules/.gramota-build-stamp"
BUILD_OUTPUTS=(
  packages/contracts/dist/index.js
  packages/scene/dist/painter.js
  packages/template-artwork/dist/catalogue/catalogue.json
  backend/dist/server.js
  shell/dist/index.html
  mf-docs/dist/mf-manifest.json
  mf-ready/dist/mf-manifest.json
  mf-storage/dist/mf-manifest.json
  mf-redactor/dist/mf-manifest.json
  mf-spreadsheet/dist/mf-manifest.json
  mf-workshop/dist/mf-manifest.json
  mf-pay/dist/mf-manifest.json
)
# Everything a build reads (node_modules and dist pruned).
BUILD_INPUTS=(packages shell mf-docs mf-ready mf-storage mf-redactor mf-spreadsheet mf-workshop mf-pay backend
  package.json package-lock.json tsconfig.base.json lerna.json)

log() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }
warn() { printf '%s\n' "$*" >&2; }

is_root() { [ "$(id -u)" = 0 ]; }
have() { command -v "$1" >/dev/null 2>&1; }

ensure_node() {
  if ! have node || ! have npm; then
    warn "Node.js 20.19 or newer (with npm) is required: https://nodejs.org/"
    return 1
  fi
  if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)'; then
    warn "Node.js $(node -v) is too old: 20.19 or newer is required."
    return 1
  fi
}

chromium_path() { printf '%s' "${CHROMIUM_PATH:-/usr/bin/chromium}"; }

# Debian's chromium renders documents and runs the browser tests.
ensure_chromium() {
  [ -x "$(chromium_path)" ] && return 0
  if is_root && have apt-get; then
    log "Installing Chromium (apt-get install -y chromium)"
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium || return 1
    [ -x "$(chromium_path)" ] && return 0
  fi
  warn "Chromium is missing at $(chromium_path). Install it with:"
  warn "  sudo apt-get install -y chromium"
  return 1
}

# npm ci when node_modules is missing or older than package-lock.json.
deps_need_install() {
  [ -f "$REPO_ROOT/node_modules/.package-lock.json" ] || return 0
  [ "$REPO_ROOT/package-lock.json" -nt "$REPO_ROOT/node_modules/.package-lock.json" ] && return 0
  return 1
}

ensure_deps() {
  if ! deps_need_install; then
    return 0
  fi
  log "Installing dependencies (npm ci, else npm install from the lock file)"
  if ! have make || ! have g++ || ! have python3; then
    warn "Note: better-sqlite3 compiles from source; it needs make, g++ and python3"
    warn "  (sudo apt-get install -y build-essential python3)."
  fi
  # npm ci refuses a lock file that lacks optional packages for other platforms, and some
  # registries (this machine's among them) do not serve those (e.g. @swc/core-darwin-arm64), so
  # npm never writes them. npm install still installs exactly the locked versions.
  (cd "$REPO_ROOT" && { npm ci --no-audit --no-fund 2>/dev/null || npm install --no-audit --no-fund; })
}

build_is_stale() {
  local output newer
  [ -f "$BUILD_STAMP" ] || return 0
  for output in "${BUILD_OUTPUTS[@]}"; do
    [ -f "$REPO_ROOT/$output" ] || return 0
  done
  newer="$(cd "$REPO_ROOT" && find "${BUILD_INPUTS[@]}" \
    \( -name node_modules -o -name dist \) -prune -o -type f -newer "$BUILD_STAMP" -print -quit 2>/dev/null)"
  [ -n "$newer" ]
}

# Builds everything (npx lerna run build, about a minute on 2 cores) when an output is missing or
# a source changed since the last full build. SKIP_BUILD=1 never builds; FORCE_BUILD=1 always does.
ensure_build() {
  if [ "${SKIP_BUILD:-}" = 1 ]; then
    log "SKIP_BUILD=1: using the existing build"
    return 0
  fi
  if [ "${FORCE_BUILD:-}" != 1 ] && ! build_is_stale; then
    log "Build is up to date (FORCE_BUILD=1 to rebuild)"
    return 0
  fi
  log "Building (npx lerna run build)"
  (cd "$REPO_ROOT" && npx lerna run build) || return 1
  touch "$BUILD_STAMP"
}

postgres_answers() {
  if have pg_isready; then
    pg_isready -h 127.0.0.1 -p 5432 -t 3 -q
  else
    timeout 3 bash -c 'exec 3<>/dev/tcp/127.0.0.1/5432' 2>/dev/null
  fi
}

redis_answers() {
  timeout 3 bash -c 'exec 3<>/dev/tcp/127.0.0.1/6379' 2>/dev/null
}

# Processes an earlier test step left behind (orphans: their parent is gone) that still run: a
# loaded machine makes browser tests time out, so npm test names them before the e2e step.
report_leftovers() {
  local rows
  rows=$(ps -eo pid=,ppid=,pcpu=,etime=,comm= |
    awk '$2 == 1 && $5 ~ /^(node|chromium|nginx|s3rver|pdftoppm)/')
  [ -z "$rows" ] && return 0
  warn "Still running from before (pid, parent, %cpu over its life, elapsed, command):"
  warn "$rows"
}

# poppler-utils' pdftoppm draws the first page of a PDF uploaded into the storage (its picture
# and thumbnail); the tests also read made PDFs with pdftotext.
ensure_poppler() {
  have pdftoppm && return 0
  if is_root && have apt-get; then
    log "Installing poppler-utils (apt-get install -y poppler-utils)"
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y poppler-utils || return 1
    have pdftoppm && return 0
  fi
  warn "pdftoppm is missing (uploaded PDFs cannot be read without it). Install it with:"
  warn "  sudo apt-get install -y poppler-utils"
  return 1
}

# What the tests need beside Chromium: poppler-utils (pdftoppm, pdftotext: made PDFs are drawn and
# read), zbar-tools (QR codes read off a PDF) and a Redis on 127.0.0.1:6379 (the render-worker tests; installed and started when root).
ensure_test_tools() {
  local ok=0
  ensure_poppler || ok=1
  # The several-backends e2e and benchmark put two backends behind a real reverse proxy (issue 33).
  if ! have nginx && ! [ -x /usr/sbin/nginx ]; then
    if is_root && have apt-get; then
      log "Installing nginx (apt-get install -y nginx)"
      apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y nginx
    fi
    have nginx || [ -x /usr/sbin/nginx ] || {
      warn "nginx is missing (the several-backends tests need it): sudo apt-get install -y nginx"
      ok=1
    }
  fi
  # zbarimg reads the QR codes off the sheet of links for parents, as a parent's phone would.
  if ! have zbarimg; then
    if is_root && have apt-get; then
      log "Installing zbar-tools (apt-get install -y zbar-tools)"
      apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y zbar-tools
    fi
    have zbarimg || {
      warn "zbarimg is missing (the links-for-parents tests read QR codes): sudo apt-get install -y zbar-tools"
      ok=1
    }
  fi
  if ! redis_answers; then
    if is_root && have apt-get; then
      have redis-server || {
        log "Installing Redis (apt-get install -y redis-server)"
        apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server
      }
      have redis-server && redis-server --daemonize yes --bind 127.0.0.1 --port 6379 >/dev/null
      sleep 1
    fi
    redis_answers || {
      warn "Redis does not answer on 127.0.0.1:6379 (the render-worker tests need one):"
      warn "  sudo apt-get install -y redis-server"
      ok=1
    }
  fi
  return $ok
}
