#!/usr/bin/env bash
# Installs what a fresh machine lacks for Forecourt: the workspace's packages (with a local Node 22
# from the npm package `node`, because wrangler, miniflare and vitest need Node >= 22 and the
# machine may ship Node 20) — only when node_modules is missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/../.."
PNPM_VERSION=10.34.9
if [ ! -x node_modules/.bin/node ] || [ ! -x node_modules/.bin/pnpm ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  echo "[bootstrap] installing packages (pnpm $PNPM_VERSION, local Node 22)"
  # Playwright drives Debian's Chromium; it must not try to download its own browser.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx -y "pnpm@$PNPM_VERSION" install --frozen-lockfile
fi
