#!/usr/bin/env bash
# Builds the mock's image from this workspace, after `pnpm build`:
#
#   apps/mock-image/build-image.sh [TAG]     (default localhost/dispute-api-mock:latest)
#
# BASE names the base image (default localhost/dispute-api-node:24, which build-base.sh makes).
# The image's /app is `pnpm deploy --prod` of this folder's package, @dispute-api/mock-image: the
# mock as it is published (bin, dist) with its runtime dependencies, the workspace's own packages
# copied in, and pg, the optional peer of the PostgreSQL store, all at the versions of
# pnpm-lock.yaml and taken from pnpm's store, so nothing is resolved again and, once the workspace
# is installed, nothing is downloaded. pnpm 10 deploys from the lockfile only for workspaces that
# inject their packages; the setting is given to this command alone, since injecting in the
# workspace itself would make every package see a copy of its dependencies, not their builds.
set -euo pipefail

tag=${1:-localhost/dispute-api-mock:latest}
base=${BASE:-localhost/dispute-api-node:24}
here=$(cd "$(dirname "$0")" && pwd)
mock=$(cd "$here/../mock" && pwd)

if [ ! -f "$mock/dist/cli.js" ]; then
  echo "build-image: $mock/dist/cli.js is missing: run \`pnpm build\` first" >&2
  exit 1
fi
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
(cd "$mock" && pnpm --config.inject-workspace-packages=true deploy --filter @dispute-api/mock-image \
  --prod --prefer-offline --reporter=silent "$context/app")
# The deployed package's lockfile and README are no part of the server.
rm -f "$context/app/pnpm-lock.yaml" "$context/app/README.md"
podman build --quiet --build-arg "BASE=$base" --file "$here/Containerfile" --tag "$tag" "$context" >/dev/null
echo "build-image: $tag on $base"
