#!/usr/bin/env bash
# Installs everything qipan needs on a fresh Debian 12 machine, from Debian's
# archive and the npm registry only. Idempotent: a second run with everything
# present checks and returns in seconds. Run as root (or with sudo available).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
third_party="$root/third_party"

packages=(
  cmake ninja-build g++ git
  libgtest-dev googletest libbenchmark-dev
  emscripten
  chromium
  fonts-arphic-ukai fonts-dejavu-core python3-fonttools
  dpkg-dev
  clang-format
  clang-14 libclang-rt-14-dev
  nlohmann-json3-dev zlib1g-dev
  nodejs npm
)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

log() { printf 'bootstrap: %s\n' "$*"; }

# 1. Debian packages
missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    # nodejs/npm may come from elsewhere (a preinstalled Node): accept the commands
    case "$p" in
      nodejs) command -v node >/dev/null && continue ;;
      npm) command -v npm >/dev/null && continue ;;
    esac
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq
  as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  log "Debian packages present"
fi

# 2. Dear ImGui from Debian's source package (never committed)
imgui_dir="$third_party/imgui"
if [ ! -f "$imgui_dir/imgui.cpp" ]; then
  log "fetching Dear ImGui's Debian source package"
  src_list=/etc/apt/sources.list.d/qipan-deb-src.sources
  if ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ && ! grep -qs '^deb-src' /etc/apt/sources.list; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | as_root tee "$src_list" >/dev/null
    as_root apt-get update -qq
  fi
  tmp=$(mktemp -d)
  (cd "$tmp" && apt-get source --download-only -qq imgui >/dev/null && dpkg-source --no-check -x imgui_*.dsc src >/dev/null)
  rm -rf "$imgui_dir"
  mkdir -p "$third_party"
  mv "$tmp/src" "$imgui_dir"
  rm -rf "$tmp"
else
  log "Dear ImGui sources present"
fi

# 3. zlib's sources from Debian's source package, for the WebAssembly build
# (Emscripten's zlib port would be downloaded; natively zlib1g-dev is used).
# The security archive may list a version it no longer serves: try each.
zlib_dir="$third_party/zlib"
if [ ! -f "$zlib_dir/inflate.c" ]; then
  log "fetching zlib's Debian source package"
  tmp=$(mktemp -d)
  fetched=""
  for v in "" $(apt-cache showsrc zlib | awk '/^Version:/ {print $2}'); do
    if (cd "$tmp" && apt-get source --download-only -qq "zlib${v:+=$v}" >/dev/null 2>&1); then
      fetched=yes
      break
    fi
    rm -f "$tmp"/zlib_*
  done
  [ -n "$fetched" ] || { log "could not fetch zlib's source package"; exit 1; }
  (cd "$tmp" && dpkg-source --no-check -x zlib_*.dsc src >/dev/null)
  rm -rf "$zlib_dir"
  mkdir -p "$third_party"
  mv "$tmp/src" "$zlib_dir"
  rm -rf "$tmp"
else
  log "zlib sources present"
fi

# 4. npm test tooling from the committed lock file
if [ -f "$root/package-lock.json" ]; then
  stamp="$root/node_modules/.qipan-lock"
  if [ ! -f "$stamp" ] || ! cmp -s "$root/package-lock.json" "$stamp"; then
    log "npm ci"
    (cd "$root" && npm ci --no-audit --no-fund --loglevel=error)
    cp "$root/package-lock.json" "$stamp"
  else
    log "node_modules up to date"
  fi
fi

log "done"
