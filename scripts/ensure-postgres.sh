#!/usr/bin/env bash
# `pnpm setup:postgres`: the tests of the mock's PostgreSQL store and of its container start a real
# PostgreSQL 15 of their own (tests/support's startPostgres), from Debian's postgresql-15 under
# /usr/lib/postgresql/15/bin, which npm cannot install. An explicit step that `.ci/run` and the
# README's test command run, never an install hook. On a root Debian machine it installs the
# package (which also creates the `postgres` user the server runs as when the tests run as root;
# the package's own cluster is not needed, and is not started in a container without systemd);
# anywhere else it says what to run.
set -u
bin=/usr/lib/postgresql/15/bin
if [ -x "$bin/postgres" ] && [ -x "$bin/initdb" ] && [ -x "$bin/pg_isready" ] && [ -x "$bin/createdb" ]; then
  echo "setup:postgres: PostgreSQL 15 is at $bin"
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup:postgres: installing Debian's postgresql-15 (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq postgresql-15 >/dev/null && [ -x "$bin/postgres" ]; then
    echo "setup:postgres: PostgreSQL 15 installed at $bin"
    exit 0
  fi
fi
echo "setup:postgres: PostgreSQL 15 is missing from $bin; the store and container tests need it: install Debian's postgresql-15 (sudo apt-get install -y postgresql-15), then run \`pnpm test\`" >&2
exit 1
