#!/usr/bin/env bash
# Runs the contract's and the server's tests on Node 22 LTS, beside the Node 20 the machine runs (ADR 025).
#
# Node 22 comes from the npm registry (the platform package node-<platform>-<arch>@22, which the `node` package
# installs; it carries bin/node and the headers in include/node) into a cache folder outside the tree. The tests run
# in a copy of the project whose node_modules are hard links to the project's, except the native modules
# (better-sqlite3, argon2), which are real copies compiled from source against Node 22's headers. The project's own
# node_modules stay built for the Node that installed them.
#
# PORTAL_NODE22_CACHE: the cache folder (default ~/.cache/portal-node22); the compiled modules are kept there per
# Node version and package-lock.json, so a second run compiles nothing. NODE22_VERSION: the version or range to
# install (default 22). Arguments go to vitest: test paths (the contract's and the server's tests when none are
# given) and options such as --maxWorkers=1.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

node22_version=${NODE22_VERSION:-22}
cache=${PORTAL_NODE22_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/portal-node22}
platform=$(node -p 'process.platform + "-" + process.arch')
native_modules=(better-sqlite3 argon2)
mkdir -p "$cache"

# 1. Node 22 itself.
runtime="$cache/runtime-$platform-$node22_version"
node22_dir="$runtime/node_modules/node-$platform"
if [ ! -x "$node22_dir/bin/node" ]; then
  echo "== installing Node $node22_version (node-$platform) from the npm registry into $runtime"
  npm install --prefix "$runtime" --no-audit --no-fund --loglevel=error "node-$platform@$node22_version"
fi
node22="$node22_dir/bin/node"
version=$("$node22" -p 'process.versions.node')
abi=$("$node22" -p 'process.versions.modules')
case "$version" in
  22.*) ;;
  *)
    echo "Expected Node 22, found $version at $node22." >&2
    exit 1
    ;;
esac
[ -f "$node22_dir/include/node/node.h" ] || {
  echo "node-$platform@$version carries no headers (include/node); native modules cannot be built." >&2
  exit 1
}

# 2. A copy of the project: sources copied, node_modules hard-linked (copied where hard links are impossible).
tree="$cache/tree"
rm -rf "$tree"
mkdir -p "$tree"
tar -C "$root" --exclude=./.git --exclude=node_modules --exclude=./data --exclude=test-results --exclude=playwright-report \
  -cf - . |
  tar -C "$tree" -xf -
link_or_copy() {
  cp -al "$1" "$2" 2>/dev/null || {
    rm -rf "$2"
    cp -a "$1" "$2"
  }
}
while IFS= read -r modules; do
  mkdir -p "$tree/$(dirname "$modules")"
  link_or_copy "$root/$modules" "$tree/$modules"
done < <(find . -path ./.git -prune -o -type d -name node_modules -prune -print | sed 's|^\./||')
# Files a run or a rebuild writes in place must not be shared with the project's node_modules.
rm -rf "$tree/node_modules/.vite" "$tree/node_modules/.cache"
if [ -f "$root/node_modules/.package-lock.json" ]; then
  cp --remove-destination "$root/node_modules/.package-lock.json" "$tree/node_modules/.package-lock.json"
fi

# 3. The native modules, compiled against Node 22's headers (kept per Node version and lock file).
lock_hash=$(sha256sum package-lock.json | cut -c1-16)
built="$cache/native-$platform-$version-$lock_hash"
for module in "${native_modules[@]}"; do
  rm -rf "$tree/node_modules/$module"
  if [ -d "$built/$module" ]; then
    cp -a "$built/$module" "$tree/node_modules/$module"
  else
    cp -a "$root/node_modules/$module" "$tree/node_modules/$module"
  fi
done
if [ ! -f "$built/.complete" ]; then
  echo "== compiling ${native_modules[*]} for Node $version (ABI $abi) against $node22_dir/include/node"
  (
    cd "$tree"
    # npm itself and the packages' install scripts run on Node 22; build-from-source keeps prebuild-install and
    # node-gyp-build from fetching or reusing a binary; nodedir points node-gyp at the package's headers, so nothing is
    # downloaded from outside the npm registry.
    PATH="$node22_dir/bin:$PATH" npm_config_nodedir="$node22_dir" npm_config_build_from_source=true \
      npm rebuild --foreground-scripts --loglevel=error "${native_modules[@]}" >"$cache/rebuild.log" 2>&1 || {
      tail -n 40 "$cache/rebuild.log" >&2
      echo "Compiling ${native_modules[*]} for Node $version failed; the whole log: $cache/rebuild.log" >&2
      exit 1
    }
  )
  rm -rf "$built"
  mkdir -p "$built"
  for module in "${native_modules[@]}"; do cp -a "$tree/node_modules/$module" "$built/$module"; done
  touch "$built/.complete"
fi

# 4. Proof that Node 22 loads what was compiled (a session of SQLite, one argon2 hash), then the tests.
(
  cd "$tree/apps/server"
  "$node22" --input-type=module -e "
    const { default: Database } = await import('better-sqlite3');
    const argon2 = await import('argon2');
    const db = new Database(':memory:');
    const { version } = db.prepare('select sqlite_version() as version').get();
    const hash = await argon2.hash('portal', { timeCost: 2, memoryCost: 4096 });
    if (!(await argon2.verify(hash, 'portal'))) throw new Error('argon2 does not verify its own hash');
    console.log('Node ' + process.version + ' (ABI ' + process.versions.modules + '): better-sqlite3 with SQLite ' + version + ', argon2 ok');
  "
)
paths=0
for argument in "$@"; do case "$argument" in -*) ;; *) paths=$((paths + 1)) ;; esac; done
if [ "$paths" -eq 0 ]; then set -- packages/contract apps/server "$@"; fi
echo "== tests on Node $version: $*"
cd "$tree"
# npm's INIT_CWD would point the server's relative paths back at the project; the copy is where the tests run.
unset INIT_CWD
PATH="$node22_dir/bin:$PATH" TZ=UTC "$node22" node_modules/vitest/vitest.mjs run "$@"
