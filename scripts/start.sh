#!/usr/bin/env bash
# npm start: install when needed, build when needed, then run the app (embedded SQLite by default;
# DATABASE_URL=postgres://... for PostgreSQL). See README.md for the environment variables.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

ensure_node
ensure_deps
ensure_build
# Chromium renders the documents' files. Without it the app still starts, and making a file
# answers a message naming what to install (ensure_chromium has already said it here).
ensure_chromium || true
# pdftoppm draws uploaded PDFs' first pages; without it such an upload is refused as unreadable.
ensure_poppler || true

# The sandbox checkout (test payments) lets anyone who reaches the app grant themselves any licence,
# so the backend keeps it off unless PAY_SANDBOX=on. npm start turns it on for a try-out only when
# the app is reachable from this machine alone: no HOST set (then it listens on 127.0.0.1 instead
# of every address) or a loopback HOST, no proxy in front (TRUST_PROXY) and no public PUBLIC_URL.
# An explicit PAY_SANDBOX (on or off) is always kept.
is_loopback() { [[ "$1" =~ ^(127\.[0-9.]+|localhost|::1|\[::1\])$ ]]; }
local_only_url() { [[ -z "$1" || "$1" =~ ^https?://(127\.[0-9.]+|localhost|\[::1\])(:[0-9]+)?(/.*)?$ ]]; }
if [[ -z "${PAY_SANDBOX:-}" ]]; then
  if [[ ! "${TRUST_PROXY:-}" =~ ^(true|1)$ ]] && local_only_url "${PUBLIC_URL:-}" &&
    { [[ -z "${HOST:-}" ]] || is_loopback "$HOST"; }; then
    export HOST="${HOST:-127.0.0.1}" PAY_SANDBOX=on
    log "Test payments (the sandbox checkout) are on, so the app listens on $HOST only." \
      "To serve other machines set HOST=0.0.0.0 (test payments are then off)."
  else
    log "Test payments (the sandbox checkout) are off: the app is reachable from other machines." \
      "PAY_SANDBOX=on turns them on for everyone who reaches it."
  fi
fi

cd "$REPO_ROOT"
# Verifiable documents' credentials are signed with keys sealed by VERIFY_SIGNING_SECRET. Unset, a
# one-machine install keeps one it made in DATA_DIR (readable by this user only); several servers
# must all be given the same value instead.
if [[ -z "${VERIFY_SIGNING_SECRET:-}" ]]; then
  secret_file="${DATA_DIR:-data}/verify-signing.secret"
  if [[ ! -s "$secret_file" ]]; then
    mkdir -p "$(dirname "$secret_file")"
    (umask 077 && head -c 48 /dev/urandom | base64 | tr -d '\n' > "$secret_file")
    log "Made the credential signing secret in $secret_file (keep it with the database's backups)."
  fi
  VERIFY_SIGNING_SECRET="$(cat "$secret_file")"
  export VERIFY_SIGNING_SECRET
fi

log "Gramota is starting on http://localhost:${PORT:-3000}/app/"
exec node backend/dist/server.js
