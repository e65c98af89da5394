#!/usr/bin/env bash
# Builds the page and serves public/ on 127.0.0.1 until stopped.
#   ./scripts/play.sh            port 8000, or the next free one
#   ./scripts/play.sh --port N   exactly port N
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export NODE_PATH=/usr/share/nodejs  # emcc finds Debian's acorn there

port_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --port)
      [ $# -ge 2 ] || { echo "play.sh: --port needs a number" >&2; exit 2; }
      port_args=(--port "$2"); shift 2 ;;
    --port=*) port_args=(--port "${1#--port=}"); shift ;;
    -h|--help) sed -n '2,4p' "$0"; exit 0 ;;
    *) echo "play.sh: unknown argument '$1' (expected --port N)" >&2; exit 2 ;;
  esac
done

"$root/scripts/bootstrap.sh"
cmake --preset wasm >/dev/null
cmake --build --preset wasm
exec node "$root/scripts/serve.mjs" --root "$root/public" "${port_args[@]}"
