#!/usr/bin/env bash
# The ladder (docs/ladder.md): plays every level against the next level and
# against the fixed anchors near its strength, each anchor against the next
# anchor, paired openings and both colours, with the match runner; appends
# every game to a results file; fits every player's Elo on one scale with 95%
# intervals (tools/ladder_fit) and writes the table into docs/ladder.md.
#
#   tools/ladder.sh [--game NAME] [--games N] [--jobs J] [--seed S]
#                   [--results FILE] [--doc PAGE|--no-doc] [--levels "1 2 ..."]
#                   [--anchors "random greedy ..."] [--window ELO] [--max-plies N]
#                   [--build DIR] [--referee fsf|none] [--by agreed|qipan|fsf]
#                   [--fsf PATH] [--quick]
#
# The plan, in stages (docs/ladder.md, "The pairings"): stage 1 plays each
# level against the next, each anchor against the next, and the first level
# against the first two anchors; each later stage fits the games of the
# stages before it and adds, for each level, the anchors within --window Elo
# (400) of it (the nearest one when none is), until a stage adds nothing
# (at most three stages).
#
# The games are the registry's (`match --list`; --game defaults to the
# first). In a game Fairy-Stockfish plays, its fixed-budget anchors join
# the ladder and every game is judged by Fairy-Stockfish's rules as well as
# qipan's (match --referee fsf; --referee none for qipan's alone); a game
# they judge differently is listed apart and left out of the fit (--by
# qipan or --by fsf counts it by that referee's verdict instead).
# Resumable: games already in the results file (same players, seed and
# number) are not played again, so a stopped run goes on where it stopped.
# --quick is a smoke run: 4 games a pairing, levels 1-3 and the weakest
# anchors, its own results file under /tmp, no page written.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
game=""
games=20
jobs=1
seed=1
results=""
doc="$root/docs/ladder.md"
write_doc=1
levels="1 2 3 4 5 6 7 8"
anchors=""
window=400
max_plies=400
referee=auto
by=agreed
build="$root/build/native-release"
fsf=/usr/games/fairy-stockfish
quick=0

usage() { sed -n '2,/^set /p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
  case "$1" in
    --game) game=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --results) results=$2; shift 2 ;;
    --doc) doc=$2; write_doc=1; shift 2 ;;
    --no-doc) write_doc=0; shift ;;
    --levels) levels=$2; shift 2 ;;
    --anchors) anchors=$2; shift 2 ;;
    --window) window=$2; shift 2 ;;
    --max-plies) max_plies=$2; shift 2 ;;
    --referee) referee=$2; shift 2 ;;
    --by) by=$2; shift 2 ;;
    --build) build=$2; shift 2 ;;
    --fsf) fsf=$2; shift 2 ;;
    --quick) quick=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "ladder: unknown option $1 (ladder.sh --help)" >&2; exit 2 ;;
  esac
done

match="$build/tools/match"
fit="$build/tools/ladder_fit"
for tool in "$match" "$fit"; do
  if [ ! -x "$tool" ]; then
    echo "ladder: $tool is missing: cmake --preset native-release &&" \
      "cmake --build --preset native-release --target match ladder_fit" >&2
    exit 2
  fi
done

# The game, from the registry (match --list: "NAME" or "NAME fsf" a line).
games_listed=$("$match" --list)
[ -z "$game" ] && game=$(echo "$games_listed" | head -1 | cut -d' ' -f1)
listed=$(echo "$games_listed" | awk -v g="$game" '$1 == g')
if [ -z "$listed" ]; then
  echo "ladder: no game '$game' ($(echo "$games_listed" | cut -d' ' -f1 | paste -sd' ' -))" >&2
  exit 2
fi
fsf_plays=0
case "$listed" in *" fsf") fsf_plays=1 ;; esac

# The anchors, weakest first: Fairy-Stockfish's at fixed budgets join in a
# game it plays.
if [ -z "$anchors" ]; then
  anchors="random greedy"
  if [ "$fsf_plays" = 1 ]; then
    anchors+=" fsf:depth=1 fsf:nodes=1000 fsf:nodes=3000 fsf:nodes=10000"
    anchors+=" fsf:nodes=30000 fsf:nodes=100000 fsf:nodes=300000"
    [ "$quick" = 1 ] && anchors="random greedy fsf:depth=1"
  fi
fi
if [ "$quick" = 1 ]; then
  games=4
  levels="1 2 3"
  [ -z "$results" ] && results="/tmp/qipan-ladder-quick-$game.tsv"
  write_doc=0
fi
[ -z "$results" ] && results="$root/docs/ladder/$game.tsv"
if [ $((games % 2)) -ne 0 ] || [ "$games" -lt 2 ]; then
  echo "ladder: --games must be even (each opening with both colours)" >&2
  exit 2
fi

case " $anchors " in
  *" fsf:"*)
    if [ ! -x "$fsf" ]; then
      echo "ladder: Fairy-Stockfish is missing at $fsf (apt-get install fairy-stockfish" \
        "or --fsf PATH; a test opponent, never shipped)" >&2
      exit 2
    fi ;;
esac

# Fairy-Stockfish referees every game of a game it plays (qipan against
# qipan too).
if [ "$referee" = auto ]; then
  if [ "$fsf_plays" = 1 ]; then referee=fsf; else referee=none; fi
fi

mkdir -p "$(dirname "$results")"
commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
dirty=$(git -C "$root" status --porcelain --untracked-files=no 2>/dev/null | grep -q . && echo "+changes" || true)
fsf_version=""
if [ -x "$fsf" ]; then
  fsf_version=$(echo quit | "$fsf" 2>/dev/null | head -1 || true)
fi
if [ ! -s "$results" ]; then
  printf '# qipan ladder: %s, seed %s\n' "$game" "$seed" >>"$results"
  printf '# fields: game a b seed number a_first plies qipan_points qipan_reason qipan_ply fsf_points fsf_reason fsf_ply moves\n' >>"$results"
fi
log="$build/ladder-$game.log"  # the games as they end, beside the build
todo=$(mktemp)
placed=$(mktemp)
trap 'rm -f "$todo" "$placed"' EXIT
build_noted=0

# play PAIRING...: plays the games of each pairing ("A B") that the results
# file does not hold yet (numbers 0..games-1, this seed).
play() {
  for p in "$@"; do
    set -- $p
    for ((k = 0; k < games; k++)); do echo "$1 $2 $k"; done
  done | awk -v seed="$seed" -v file="$results" '
    BEGIN { FS = "\t"; while ((getline line < file) > 0) { if (line ~ /^#/) continue;
            split(line, f, "\t"); if (f[4] == seed) done[f[2] " " f[3] " " f[5]] = 1 } FS = " " }
    !done[$0] { print }' >"$todo"
  local pending
  pending=$(wc -l <"$todo")
  echo "ladder: $game, stage $stage: $# pairings, $games games each, $pending still to play," \
    "$jobs at a time; results in $results"
  [ "$pending" -gt 0 ] || return 0
  if [ "$build_noted" = 0 ]; then
    printf '# %s: build %s%s, %s, %s games a pairing, %s jobs, referee %s\n' \
      "$(date -u +%Y-%m-%dT%H:%MZ)" "$commit" "$dirty" "${fsf_version:-no Fairy-Stockfish}" \
      "$games" "$jobs" "$referee" >>"$results"
    build_noted=1
  fi
  # One process a game: a stopped run loses at most the games in progress.
  xargs -P "$jobs" -n 3 sh -c '"$0" --game "$1" --seed "$2" --max-plies "$3" --results "$4" \
      --referee "$5" --fsf "$6" --a "$7" --b "$8" --first "$9" --games 1 | grep "^game" || true' \
    "$match" "$game" "$seed" "$max_plies" "$results" "$referee" "$fsf" <"$todo" | tee -a "$log"
}

# Stage 1, the pairings always played: each level against the next level
# up, each anchor against the next (so that the anchors share the scale),
# and the first level against the first two anchors (the link between the
# two chains; the first level is meant to sit near them).
level_list=($levels)
anchor_list=($anchors)
pairings=()
for ((i = 0; i + 1 < ${#level_list[@]}; i++)); do
  pairings+=("level=${level_list[i + 1]} level=${level_list[i]}")
done
for ((i = 0; i + 1 < ${#anchor_list[@]}; i++)); do
  pairings+=("${anchor_list[i + 1]} ${anchor_list[i]}")
done
for ((i = 0; i < 2 && i < ${#anchor_list[@]}; i++)); do
  pairings+=("level=${level_list[0]} ${anchor_list[i]}")
done
stage=1
play "${pairings[@]}"

# Later stages: place every player by the games of the pairings chosen so
# far (only those, so that a resumed run chooses the same), then add each
# level's anchors within the window of it, or its nearest anchor. The
# choice depends only on those games: deterministic and resumable.
for stage in 2 3 4; do
  printf '%s\n' "${pairings[@]}" | awk -v seed="$seed" -v file="$results" '
    { chosen[$1 " " $2] = 1 }
    END { while ((getline line < file) > 0) { if (line ~ /^#/) { print line; continue }
          split(line, f, "\t"); if (f[4] == seed && chosen[f[2] " " f[3]]) print line } }' \
    >"$placed.tsv"
  "$fit" --by "$by" --anchor "${anchor_list[0]}" --elo "$placed.tsv" >"$placed" || exit 1
  rm -f "$placed.tsv"
  added=()
  for l in "${level_list[@]}"; do
    mine=$(awk -v p="level=$l" -F '\t' '$1 == p { print $2 }' "$placed")
    near=()
    nearest=""
    best=""
    for a in "${anchor_list[@]}"; do
      theirs=$(awk -v p="$a" -F '\t' '$1 == p { print $2 }' "$placed")
      d=$((mine - theirs))
      d=${d#-}
      [ "$d" -le "$window" ] && near+=("$a")
      if [ -z "$best" ] || [ "$d" -lt "$best" ]; then best=$d; nearest=$a; fi
    done
    [ ${#near[@]} -eq 0 ] && near=("$nearest")
    for a in "${near[@]}"; do
      p="level=$l $a"
      case "|$(printf '%s|' "${pairings[@]}")" in *"|$p|"*) continue ;; esac
      added+=("$p")
    done
  done
  [ ${#added[@]} -eq 0 ] && break
  echo "ladder: stage $stage adds ${added[*]}"
  pairings+=("${added[@]}")
  play "${added[@]}"
done

note="Generated by \`tools/ladder.sh --game $game --games $games --seed $seed\` from"
note+=" \`${results#"$root"/}\` ($(date -u +%Y-%m-%d); builds: $(grep -o 'build [^,]*' "$results" | sort -u | cut -d' ' -f2 | paste -sd' ' -))."
if [ "$write_doc" = 1 ]; then
  "$fit" --by "$by" --note "$note" --doc "$doc" --ratings "$results"
else
  "$fit" --by "$by" --note "$note" --ratings "$results"
fi
