#!/usr/bin/env bash
# Builds the npm package of the module: the wasm build (public/qipan.js,
# qipan.mjs, qipan.wasm; the split builds qipan-rules.* and qipan-tactics.*;
# engine.js: CMake target qipan_package), then a package directory from
# package/ (package.json, README.md, LICENSE), public/ (the modules, the
# wasm, the types, the engine and its worker) and docs/ (the API, embedding
# and the rules), then `npm pack`. Prints the tarball's path last.
#
#   scripts/pack.sh                  # build, pack into build/
#   scripts/pack.sh --no-build       # use the built public/ as it is
#   scripts/pack.sh --out DIR        # package directory and tarball in DIR
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/build"
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0 ;;
    --out) out=$(mkdir -p "$2" && cd "$2" && pwd); shift ;;
    *) echo "pack.sh: unknown argument '$1' (--no-build, --out DIR)" >&2; exit 2 ;;
  esac
  shift
done

if [ "$build" -eq 1 ]; then
  export NODE_PATH=/usr/share/nodejs  # emcc finds Debian's acorn there
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm --target qipan_package >&2
fi

files=(qipan.js qipan.mjs qipan.wasm qipan.d.ts qipan.d.mts qipan-global.d.ts
       qipan-rules.js qipan-rules.mjs qipan-rules.wasm qipan-rules.d.ts qipan-rules.d.mts
       qipan-tactics.js qipan-tactics.mjs qipan-tactics.wasm qipan-tactics.d.ts qipan-tactics.d.mts
       engine.js engine.mjs engine.d.ts engine.d.mts engine-worker.mjs)
# The documents a user of the package reads (package/README.md links them).
docs=(api.md embedding.md xiangqi.md jungle.md tactics.md battle.md records.md search.md session.md ladder.md)
for f in "${files[@]}"; do
  [ -f "$root/public/$f" ] || { echo "pack.sh: public/$f is missing (build with cmake --preset wasm)" >&2; exit 1; }
done

# The package's version is the project's (CMakeLists.txt), which the module
# reports as qipan.version(): check that the build is that version.
version=$(sed -nE 's/^project\(qipan VERSION ([0-9.]+).*/\1/p' "$root/CMakeLists.txt")
for module in qipan qipan-rules qipan-tactics; do
  built=$(node -e "require(process.argv[1])().then((q) => console.log(q.version()))" "$root/public/$module.js")
  if [ "$version" != "$built" ]; then
    echo "pack.sh: public/$module.js is version $built, CMakeLists.txt says $version: rebuild" >&2
    exit 1
  fi
done

dir="$out/package"
rm -rf "$dir"
mkdir -p "$dir"
for f in "${files[@]}"; do cp "$root/public/$f" "$dir/"; done
cp "$root/package/README.md" "$root/package/LICENSE" "$dir/"
mkdir -p "$dir/docs"
for f in "${docs[@]}"; do cp "$root/docs/$f" "$dir/docs/"; done
sed "s/@VERSION@/$version/" "$root/package/package.json" >"$dir/package.json"

tarball=$(cd "$out" && npm pack "$dir" --pack-destination "$out" --loglevel=error --json \
  | node -e "let s = ''; process.stdin.on('data', (d) => s += d).on('end', () => console.log(JSON.parse(s)[0].filename))")
echo "$out/$tarball"
