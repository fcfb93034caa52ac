#!/usr/bin/env bash
# `npm start`: install what is missing, build, migrate and seed the demo tenants, and serve every
# site at http://<slug>.localhost:8787 (edge + every remote slot in one wrangler dev).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/scripts/bootstrap.sh
export PATH="$PWD/node_modules/.bin:$PATH"
pnpm build
STATE=.wrangler/state
pnpm --filter @forecourt/infra run seed -- --persist-to "$PWD/$STATE"
FORECOURT_STATE="$PWD/$STATE" pnpm -s ops deployments register
echo
echo "Forecourt is starting. Demo dealers:"
for s in harbourside ridgeway-toyota redline-motorcycles outback-campers roadhaul-trucks flexdrive cityhop tasman-motors lakeside-auto; do
  echo "  http://$s.localhost:${PORT:-8787}/"
done
echo
exec bash infra/scripts/serve.sh "${PORT:-8787}" "$STATE"
