#!/usr/bin/env bash
# `pnpm setup:containers`: the mock's container tests (tests/container) build its image and run it
# with podman, check the reference deployment with podman-compose, and put HAProxy with its
# configuration in front of two instances. They run containers with
# runc: crun, podman's default on Debian, refuses the hybrid cgroups of the machines CI runs on.
# Debian's packages, which npm cannot install: an explicit step that `.ci/run` runs, never an
# install hook. On a root Debian machine it installs what is missing; anywhere else it says what to
# run.
set -u
packages="podman podman-compose runc haproxy"
missing=""
for tool in podman podman-compose runc haproxy; do
  command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -z "$missing" ]; then
  echo "setup:containers: $packages are there"
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "setup:containers: installing Debian's$missing (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086 # one word per package
  if apt-get update -qq && apt-get install -y -qq $missing >/dev/null; then
    echo "setup:containers: $packages installed"
    exit 0
  fi
fi
echo "setup:containers:$missing missing; the container tests need them: install Debian's$missing (sudo apt-get install -y$missing), then run \`pnpm test:e2e\`" >&2
exit 1
