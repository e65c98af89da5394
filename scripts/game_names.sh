#!/usr/bin/env bash
# Lists the source files that name a particular game outside that game's own
# files, and how many there are: the registry (core/games/games.h) is the one
# list of games, so nothing else should say "xiangqi" or "jungle".
#
# The games are the names in the registry (`name = "..."`). A file names a
# game when its code (comments left out; string literals kept) holds the
# name as part of a word in any case: `xiangqi::`, `"jungle"`,
# `games::Xiangqi`, `XiangqiEngine`, `bool jungle`, an include of
# `core/xiangqi/...` or of `.../jungle_record.h`.
#
# Looked at: the C++ and JavaScript sources (.h .cpp .js .mjs) of core/,
# bindings/, cli/, web/ and public/. Not looked at: a game's own files
# (core/<game>/, and files whose names begin with a game's name, such as
# bindings/xiangqi.cpp or web/jungle_board.cpp), the registry (core/games/),
# tests, docs and build files.
#
# Usage: scripts/game_names.sh [--quiet]. Prints each file with the lines
# that name a game, then "N files name a game outside its own files".
# Exits 1 when N is above 0.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
quiet=${1:-}

mapfile -t names < <(sed -nE 's/^ *static constexpr std::string_view name = "([a-z0-9_]+)";/\1/p' \
  core/games/games.h)
if [ ${#names[@]} -eq 0 ]; then
  echo "game_names.sh: no game names found in core/games/games.h" >&2
  exit 2
fi
alternatives=$(IFS='|'; echo "${names[*]}")

# Prints the code of a C++ or JavaScript file with its comments blanked
# (line breaks kept, so line numbers stay) and its string literals kept.
code_of() {
  perl -0777 -pe '
    s{(//[^\n]*)|(/\*.*?\*/)|("(?:\\.|[^"\\\n])*"|'"'"'(?:\\.|[^'"'"'\\\n])*'"'"'|`(?:\\.|[^`\\])*`)}{
      defined $3 ? $3 : defined $2 ? ($2 =~ tr/\n//cdr) : ""
    }gse' "$1"
}

count=0
while IFS= read -r file; do
  case "$file" in
    core/games/*) continue ;;
  esac
  own=0
  for g in "${names[@]}"; do
    case "$file" in
      core/"$g"/*) own=1 ;;
    esac
    case "${file##*/}" in
      "$g"*) own=1 ;;
    esac
  done
  [ "$own" -eq 1 ] && continue
  hits=$(code_of "$file" | grep -n -i -E "$alternatives" || true)
  [ -z "$hits" ] && continue
  count=$((count + 1))
  if [ "$quiet" != "--quiet" ]; then
    echo "$file"
    sed 's/^/    /' <<<"$hits" | head -n 5
    n=$(wc -l <<<"$hits")
    [ "$n" -gt 5 ] && echo "    ... ($n lines)"
  fi
done < <(git ls-files -- core bindings cli web public | grep -E '\.(h|cpp|js|mjs)$')

echo "$count files name a game outside its own files"
[ "$count" -eq 0 ]
