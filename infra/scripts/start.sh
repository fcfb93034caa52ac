#!/usr/bin/env bash
# `npm start`: install what is missing, build, migrate and seed the demo tenants, and serve every
# site at http://<slug>.localhost:8787 (edge + both slots of every remote in one wrangler dev).
# It moves no routing: the build never replaces a version routing points to (build.mjs), and
# `deployments register` records the built slots and only gives a remote without one its first default.
# `npm run serve` restarts the server alone (no build, no seed, no KV write).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/scripts/bootstrap.sh
export PATH="$PWD/node_modules/.bin:$PATH"
STATE=.wrangler/state
FORECOURT_STATE="$PWD/$STATE" pnpm build
pnpm --filter @forecourt/infra run seed -- --persist-to "$PWD/$STATE"
FORECOURT_STATE="$PWD/$STATE" pnpm -s ops deployments register
# FORECOURT_DATA=dashboard: stock, navigation, special hours and locations come from the LOCAL STAND-IN
# dealer dashboard (infra/dashboard-standin) through the edge's dashboard sync instead of the seed.
if [ "${FORECOURT_DATA:-seed}" = dashboard ]; then
  DASHBOARD_PORT="${DASHBOARD_PORT:-8790}"
  pnpm -s exec tsx infra/dashboard-standin/cli.ts prepare "$PWD/$STATE"
  pnpm -s exec tsx infra/dashboard-standin/cli.ts --port "$DASHBOARD_PORT" &
  standin=$!
  trap 'kill "$standin" 2>/dev/null || true' EXIT
  export DASHBOARD_URL="http://127.0.0.1:$DASHBOARD_PORT" DASHBOARD_API_KEY=stand-in-dashboard-key
  export DASHBOARD_WEBHOOK_SECRET="${DASHBOARD_WEBHOOK_SECRET:-local-dashboard-webhook-secret}"
  export CATALOGUE_FEED_SECRET="${CATALOGUE_FEED_SECRET:-local-catalogue-feed-secret}"
  # The first sync fills the stock; later ones run on `curl http://127.0.0.1:${PORT:-8787}/__scheduled`.
  ( until curl -sf "http://127.0.0.1:${PORT:-8787}/healthz" >/dev/null; do sleep 1; done
    curl -sf "http://127.0.0.1:${PORT:-8787}/__scheduled?cron=*/10+*+*+*+*" >/dev/null && echo "dashboard: first sync done" ) &
fi
echo
echo "Forecourt is starting. Demo dealers:"
for s in harbourside ridgeway-toyota redline-motorcycles outback-campers roadhaul-trucks flexdrive cityhop tasman-motors lakeside-auto; do
  echo "  http://$s.localhost:${PORT:-8787}/"
done
echo
if [ "${FORECOURT_DATA:-seed}" = dashboard ]; then
  bash infra/scripts/serve.sh "${PORT:-8787}" "$STATE"
else
  exec bash infra/scripts/serve.sh "${PORT:-8787}" "$STATE"
fi
