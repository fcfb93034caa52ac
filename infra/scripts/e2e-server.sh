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
# Stripe sites (harbourside, lakeside-auto) pay through the real SDK against a LOCAL STAND-IN of the Stripe
# API (tests/support/stripe-api-stand-in.mjs, never Stripe); it exits with this process. The browser tests
# stand in for Stripe.js and sign the webhooks with this secret (tests/e2e/stripe-stand-in.ts).
STRIPE_STAND_IN_PORT=$((PORT + 1000))
node tests/support/stripe-api-stand-in.mjs "$STRIPE_STAND_IN_PORT" &
export STRIPE_SECRET_KEY=sk_test_standin STRIPE_WEBHOOK_SECRET=whsec_e2e_standin
export STRIPE_API_BASE="http://127.0.0.1:$STRIPE_STAND_IN_PORT"
# Windcave sites (tasman-motors) pay through the edge's REST client against a LOCAL STAND-IN of the Windcave
# API (tests/support/windcave-stand-in.worker.mjs, never Windcave), also gone with this process.
WINDCAVE_STAND_IN_PORT=$((PORT + 2000))
node tests/support/stand-in-server.mjs tests/support/windcave-stand-in.worker.mjs "$WINDCAVE_STAND_IN_PORT" &
export WINDCAVE_API_USER=ForecourtStandIn WINDCAVE_API_KEY=wc-stand-in-key-0123456789
export WINDCAVE_API_BASE="http://127.0.0.1:$WINDCAVE_STAND_IN_PORT"
LEAD_RATE_LIMIT=200/60 EVENT_RATE_LIMIT=2000/60 PAGE_RATE_LIMIT=100000/60 PAGE_VIEW_RATE_LIMIT=100000/60 IMAGE_RATE_LIMIT=100000/60 exec bash infra/scripts/serve.sh "$PORT" "$STATE"
