#!/usr/bin/env bash
# Browser tests use Debian's Chromium (/usr/bin/chromium); Playwright cannot download one here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "[chromium] installing Debian's chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "[chromium] /usr/bin/chromium is missing: run 'sudo apt-get install -y chromium'" >&2
  exit 1
fi
