#!/usr/bin/env bash
# Runs after `pnpm install`: the docs site's browser test drives Debian's Chromium at
# /usr/bin/chromium, and npm cannot install it. Installs it where this is a root Debian machine;
# elsewhere it only says what to do, and the install goes on.
set -u
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's chromium for the docs browser test (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq chromium >/dev/null; then exit 0; fi
fi
echo "note: /usr/bin/chromium is missing; the docs browser test in \`pnpm test\` needs it (apt-get install -y chromium)" >&2
exit 0
