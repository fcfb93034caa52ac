#!/usr/bin/env bash
# The platform as the browser tests see it: its own local state (.wrangler/e2e-state-<port>, seeded fresh)
# on port 8788, so a developer's `npm start` on 8787 and its data are left alone.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
PORT="${E2E_PORT:-8788}"
# One state folder per port, so two e2e runs on different ports (E2E_PORT) never share data.
STATE="$PWD/.wrangler/e2e-state-$PORT"
rm -rf "$STATE"
[ -d .releases ] || pnpm build
pnpm --filter @forecourt/infra run seed -- --persist-to "$STATE" >/dev/null
FORECOURT_STATE="$STATE" pnpm -s ops deployments register >/dev/null
LEAD_RATE_LIMIT=200/60 EVENT_RATE_LIMIT=2000/60 exec bash infra/scripts/serve.sh "$PORT" "$STATE"
