#!/usr/bin/env bash
# Builds the base of the mock's image locally, from nothing but this machine and the npm registry:
# a root filesystem holding Node's binary, the shared libraries it loads, and the users it runs as,
# imported with `podman import`. No image registry is needed (none is reachable where the project is
# built), and the result has no shell, no package manager and nothing else to patch.
#
#   apps/mock-image/build-base.sh [TAG]      (default localhost/dispute-api-node:24)
#
# Node comes from the `node` package on npm (it ships the official binary), in the folder where
# .ci/run keeps its Node lines, so CI downloads nothing new: NODE_LINE (24) picks the line,
# NODE_LINES_DIR ($HOME/.cache/dispute-api-node) the folder. The image runs as `mock` (uid and gid
# 10001), which owns nothing in it: the mock needs no writable file but /tmp.
set -euo pipefail

tag=${1:-localhost/dispute-api-node:24}
line=${NODE_LINE:-24}
node_dir=${NODE_LINES_DIR:-$HOME/.cache/dispute-api-node}/$line
uid=10001

if [ ! -x "$node_dir/node_modules/.bin/node" ]; then
  npm install --prefix "$node_dir" --no-audit --no-fund --loglevel=error "node@$line" >&2
fi
# .bin/node links to the package's bin/node, the binary itself; a launcher script would not run in
# an image without a shell, so anything but an ELF file stops here.
node=$(readlink -f "$node_dir/node_modules/.bin/node")
if [ "$(head -c 4 "$node" | od -An -c | tr -d ' ')" != '177ELF' ]; then
  echo "build-base: $node is not Node's binary (an ELF file); the node@$line package changed its layout" >&2
  exit 1
fi

rootfs=$(mktemp -d)
trap 'rm -rf "$rootfs"' EXIT
# mktemp's 0700 would become the image's /, which the unprivileged user could not enter.
chmod 755 "$rootfs"
mkdir -p "$rootfs/usr/local/bin" "$rootfs/etc" "$rootfs/tmp"
chmod 1777 "$rootfs/tmp"
cp "$node" "$rootfs/usr/local/bin/node"
# Node's licence (its own and its bundled parts'), from the platform's package beside the binary.
license=$(find "$node_dir/node_modules/node" -path '*/node-linux-*/LICENSE' | head -n 1)
if [ -n "$license" ]; then
  mkdir -p "$rootfs/usr/local/share/doc/node"
  cp "$license" "$rootfs/usr/local/share/doc/node/LICENSE"
fi
# Each library at the path the loader looks for it (ldd's list: the loader itself and what the
# binary links: libc, libstdc++, libm, libgcc_s...), the file a symbolic link names copied in its place.
for lib in $(ldd "$node" | awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// { print $1 }'); do
  mkdir -p "$rootfs$(dirname "$lib")"
  cp -L "$lib" "$rootfs$lib"
done
printf 'root:x:0:0:root:/root:/nonexistent\nmock:x:%s:%s:dispute-api-mock:/nonexistent:/nonexistent\n' "$uid" "$uid" >"$rootfs/etc/passwd"
printf 'root:x:0:\nmock:x:%s:\n' "$uid" >"$rootfs/etc/group"
# glibc reads names from /etc/hosts, then DNS (a compose network's service names).
echo 'hosts: files dns' >"$rootfs/etc/nsswitch.conf"

tar --numeric-owner --owner=0 --group=0 -C "$rootfs" -c . |
  podman import --quiet \
    --change "ENV PATH=/usr/local/bin:/usr/bin:/bin" \
    --change "USER $uid:$uid" \
    --change 'CMD ["node"]' \
    --change "LABEL org.opencontainers.image.title=dispute-api-node org.opencontainers.image.version=$("$node" --version)" \
    - "$tag" >/dev/null
echo "build-base: $tag, Node $("$node" --version) with $(ldd "$node" | grep -c '/') libraries"
