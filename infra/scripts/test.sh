#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine too — installs what is missing (packages with a local
# Node 22, Debian's Chromium), then typecheck, lint, build, unit tests (contracts with coverage),
# integration tests through Miniflare, and the browser tests in Chromium. Ends with one line
# "N passed, N failed" summed over every runner.
set -uo pipefail
cd "$(dirname "$0")/../.."
t0=$SECONDS
bash infra/scripts/bootstrap.sh || exit 1
bash infra/scripts/ensure-chromium.sh || exit 1
export PATH="$PWD/node_modules/.bin:$PATH"
RESULTS="$PWD/tests/.artifacts/results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
printf '%s\tok\t%s\n' "$((SECONDS - t0))" "install (packages, Chromium)" >"$RESULTS/steps.tsv"
failed=0
step() {
  local name="$1"; shift
  echo
  echo "=== $name"
  local t0=$SECONDS
  local outcome=ok
  "$@" || { outcome=FAILED; failed=1; }
  echo "=== $name: $outcome ($((SECONDS - t0)) s)"
  printf '%s\t%s\t%s\n' "$((SECONDS - t0))" "$outcome" "$name" >>"$RESULTS/steps.tsv"
}
vitest_json() { echo "--reporter=default --reporter=json --outputFile=$RESULTS/$1.json"; }

# Build first: remotes and the edge import files the build generates (embedded client builds).
step build pnpm -s build
# Every Worker as `pnpm release --env production --dry-run` checks it (edge + each built slot; ~30 s,
# offline, the example environment's values): bundle, gzip size under Cloudflare's limit and the
# production edge under its 300 KiB budget (issue 36), local startup, contract major the edge accepts.
step "release dry-run (every Worker)" pnpm -s release:check production
step typecheck pnpm -s typecheck
step lint pnpm -s lint
step "contracts (unit, coverage)" pnpm --filter @forecourt/contracts exec vitest run --coverage $(vitest_json contracts)
# Every other package's unit tests in one vitest run (the root vitest.config.ts lists them).
step "unit (edge, shell, remotes, infra)" vitest run --project '!@forecourt/contracts' $(vitest_json unit)
step "integration (edge + remotes in workerd)" env FORECOURT_RELEASES_FRESH=1 pnpm --filter @forecourt/tests exec vitest run $(vitest_json integration)
step "e2e (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" pnpm --filter @forecourt/tests exec playwright test -c e2e/playwright.config.ts --reporter=list,json
node infra/scripts/test-summary.mjs "$RESULTS" || failed=1
exit $failed
