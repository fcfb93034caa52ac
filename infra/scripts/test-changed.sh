#!/usr/bin/env bash
# `pnpm test:changed [git ref]`: the inner loop. Runs only the tests related to what changed since the
# ref (default: uncommitted changes): unit tests of every package by vitest's module graph, the
# integration files and e2e specs that import a changed file. The integration tests run the built
# bundles, so an edge or remote source change selects its unit tests only: run the matching
# integration file by name (`pnpm --filter @forecourt/tests exec vitest run integration/<file>`).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
BASE="${1:-}"
changed=(--changed ${BASE:+"$BASE"} --passWithNoTests)
echo "=== unit (every package, related to changes${BASE:+ since $BASE})"
vitest run "${changed[@]}"
echo "=== integration (files related to changes)"
(cd tests && vitest run "${changed[@]}")
echo "=== e2e (specs related to changes)"
(cd tests && playwright test -c e2e/playwright.config.ts --only-changed${BASE:+="$BASE"} --pass-with-no-tests)
