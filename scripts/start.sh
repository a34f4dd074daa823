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

cd "$REPO_ROOT"
log "Gramota is starting on http://localhost:${PORT:-3000}/app/"
exec node backend/dist/server.js
