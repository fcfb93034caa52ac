#!/usr/bin/env bash
# Runs the edge and both slots of every remote in one `wrangler dev` process on 127.0.0.1: what is
# built and registered, as it is. It builds nothing and changes no KV key, so it is the restart
# (`npm run serve`) that moves nothing. An empty slot gets a placeholder Worker (empty-slots.mjs), so
# a release into it later is live without a restart (wrangler dev reloads a slot whose files change).
#   serve.sh [port] [persist dir]     (port also from PORT; default 8787, state .wrangler/state)
set -euo pipefail
cd "$(dirname "$0")/../.."
# pnpm, wrangler and Node 22 live in node_modules/.bin (bootstrap.sh installs them).
export PATH="$PWD/node_modules/.bin:$PATH"
PORT="${1:-${PORT:-8787}}"
STATE="$(realpath -m "${2:-${FORECOURT_STATE:-.wrangler/state}}")"
if [ ! -x edge/node_modules/.bin/wrangler ] || [ ! -d shell/dist ] || [ ! -d "$STATE" ]; then
  echo "serve: nothing built or seeded yet (edge packages, shell/dist or $STATE missing): run npm start once" >&2
  exit 1
fi
node infra/build/empty-slots.mjs
# The edge, the Stripe Worker it binds (STRIPE), then every remote slot.
configs=(-c wrangler.jsonc -c stripe.wrangler.jsonc)
for cfg in .releases/*/slot-*/wrangler.jsonc; do
  [ -f "$cfg" ] && configs+=(-c "../$cfg")
done
# The browser tests send every lead and event from one address: e2e-server.sh raises the per-client
# limits (LEAD_RATE_LIMIT, EVENT_RATE_LIMIT, PAGE_RATE_LIMIT, PAGE_VIEW_RATE_LIMIT, IMAGE_RATE_LIMIT, "count/seconds") so a whole run fits; the limit itself is tested in integration.
extra=()
[ -n "${LEAD_RATE_LIMIT:-}" ] && extra+=(--var "LEAD_RATE_LIMIT:$LEAD_RATE_LIMIT")
[ -n "${EVENT_RATE_LIMIT:-}" ] && extra+=(--var "EVENT_RATE_LIMIT:$EVENT_RATE_LIMIT")
[ -n "${PAGE_RATE_LIMIT:-}" ] && extra+=(--var "PAGE_RATE_LIMIT:$PAGE_RATE_LIMIT")
[ -n "${PAGE_VIEW_RATE_LIMIT:-}" ] && extra+=(--var "PAGE_VIEW_RATE_LIMIT:$PAGE_VIEW_RATE_LIMIT")
[ -n "${IMAGE_RATE_LIMIT:-}" ] && extra+=(--var "IMAGE_RATE_LIMIT:$IMAGE_RATE_LIMIT")
# The dealer dashboard sync (start.sh, FORECOURT_DATA=dashboard): its URL, key and webhook secret.
if [ -n "${DASHBOARD_URL:-}" ]; then
  extra+=(--var "DASHBOARD_URL:$DASHBOARD_URL" --var "DASHBOARD_API_KEY:${DASHBOARD_API_KEY:-}")
  [ -n "${DASHBOARD_WEBHOOK_SECRET:-}" ] && extra+=(--var "DASHBOARD_WEBHOOK_SECRET:$DASHBOARD_WEBHOOK_SECRET")
  [ -n "${CATALOGUE_FEED_SECRET:-}" ] && extra+=(--var "CATALOGUE_FEED_SECRET:$CATALOGUE_FEED_SECRET")
fi
# The browser tests' Stripe (e2e-server.sh): the SDK's API calls go to a local stand-in of the Stripe API.
if [ -n "${STRIPE_API_BASE:-}" ]; then
  extra+=(--var "STRIPE_API_BASE:$STRIPE_API_BASE" --var "STRIPE_SECRET_KEY:${STRIPE_SECRET_KEY:-}" --var "STRIPE_WEBHOOK_SECRET:${STRIPE_WEBHOOK_SECRET:-}")
fi
# The browser tests' Windcave (e2e-server.sh): the REST client talks to a local stand-in of the Windcave API.
if [ -n "${WINDCAVE_API_BASE:-}" ]; then
  extra+=(--var "WINDCAVE_API_BASE:$WINDCAVE_API_BASE" --var "WINDCAVE_API_USER:${WINDCAVE_API_USER:-}" --var "WINDCAVE_API_KEY:${WINDCAVE_API_KEY:-}")
fi
cd edge
# Photo variants (/cdn/image) are computed by the local image Worker, Cloudflare Images' local stand-in, in
# its own workerd process: the WebAssembly codec would otherwise hold the one thread every dealer's requests
# run on (src/media/local-images/worker.ts). It exits with this process. Niced: a transform is background
# work, and on a small demo machine it must yield the CPU to the pages (issue 30 item 9, bench:load:abuse).
# It persists to the same state: it reads the source photos from R2 itself (the edge alone writes R2), off the
# edge's thread (locally R2 runs in the process that binds it; docs/ARCHITECTURE-NOTES.md).
LOCAL_IMAGES_PORT="${LOCAL_IMAGES_PORT:-$((PORT + 3000))}"
nice -n 10 node_modules/.bin/wrangler dev -c local-images.wrangler.jsonc --persist-to "$STATE" --ip 127.0.0.1 \
  --port "$LOCAL_IMAGES_PORT" --show-interactive-dev-session=false --log-level warn &
# Two wrangler dev processes starting at the same moment race for the same default ports: wait until this one
# listens (≤ 60 s) before starting the platform.
for _ in $(seq 1 120); do
  (exec 3<>"/dev/tcp/127.0.0.1/$LOCAL_IMAGES_PORT") 2>/dev/null && break
  sleep 0.5
done
extra+=(--var "LOCAL_IMAGES_URL:http://127.0.0.1:$LOCAL_IMAGES_PORT")
# --test-scheduled: GET /__scheduled runs the cron (wrangler dev never runs it by itself): the dashboard
# sync, self-judging canaries (docs/OPERATIONS.md) and the other sweeps move when it is called.
# Local runs use the offline test captcha (production sets the Turnstile keys instead) and record the demo
# dealers' lead deliveries in D1 (edge/src/leads/local-sink.ts; never set in production).
exec node_modules/.bin/wrangler dev "${configs[@]}" --persist-to "$STATE" --ip 127.0.0.1 --port "$PORT" --show-interactive-dev-session=false --test-scheduled \
  --var CAPTCHA_TEST_MODE:true --var SANDBOX_WEBHOOK_SECRET:whsec_sandbox_local_only --var LOCAL_LEAD_SINK:true --var LOCAL_OUTBOX_PAGE:true --var CAR_CLARITY_MOCK:true "${extra[@]}"
