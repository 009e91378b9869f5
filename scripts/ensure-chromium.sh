#!/usr/bin/env bash
# `pnpm setup:browser`: the browser tests (the docs site, the mock's MSW handlers in a page) drive
# Debian's Chromium at /usr/bin/chromium, which npm cannot install. An explicit step that `.ci/run`
# and the README's test command run, never an install hook: installing the workspace must not run
# apt-get. On a root Debian machine it installs the package; anywhere else it says what to run.
set -u
chromium=/usr/bin/chromium
if [ -x "$chromium" ]; then
  echo "setup:browser: $chromium is there"
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup:browser: installing Debian's chromium (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq chromium >/dev/null && [ -x "$chromium" ]; then
    echo "setup:browser: $chromium installed"
    exit 0
  fi
fi
echo "setup:browser: $chromium is missing; the browser tests need it: install Debian's chromium (sudo apt-get install -y chromium), then run \`pnpm test\`" >&2
exit 1
