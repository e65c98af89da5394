#!/usr/bin/env bash
# Builds everything and runs every suite: the format check, the game-names
# check (scripts/game_names.sh), GoogleTest through
# CTest (native preset, then the `slow` label on native-release), a short run
# of each libFuzzer harness (fuzz preset, one test per harness), the module
# under Node's test runner, the page under Playwright with Debian's
# Chromium, and the npm package (scripts/pack.sh) installed into fresh
# projects. Ends with one line "N passed, M failed" over all suites; exits
# non-zero if any suite fails or runs no test.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out="$root/test-results"
mkdir -p "$out"
export NODE_PATH=/usr/share/nodejs  # emcc finds Debian's acorn there

"$root/scripts/bootstrap.sh" || { echo "test.sh: bootstrap failed"; exit 1; }

passed=0
failed=0
problems=()

banner() { printf '\n==== %s ==== (at %ds)\n' "$*" "$SECONDS"; }
fail_suite() { failed=$((failed + 1)); problems+=("$1"); }

# count_ctest <log> <suite>: adds the tests of a CTest run to the totals.
count_ctest() {
  local log=$1 suite=$2 line total bad
  line=$(grep -E 'tests? failed out of [0-9]+' "$log" | tail -n 1)
  if [ -z "$line" ]; then
    fail_suite "$suite: no CTest summary (no tests ran)"
    return
  fi
  bad=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
  total=$(sed -E 's/.* tests? failed out of ([0-9]+).*/\1/' <<<"$line")
  if [ "$total" -eq 0 ]; then fail_suite "$suite: ran no test"; return; fi
  passed=$((passed + total - bad))
  failed=$((failed + bad))
  [ "$bad" -eq 0 ] || problems+=("$suite: $bad of $total failed")
}

# run_node_tests <suite> <files...>: node:test with spec output on screen and
# TAP in a file for the counts.
run_node_tests() {
  local suite=$1; shift
  local tap="$out/$suite.tap"
  rm -f "$tap"
  node --test --test-reporter=spec --test-reporter-destination=stdout \
       --test-reporter=tap --test-reporter-destination="$tap" "$@"
  local status=$?
  local p f
  p=$(grep -E '^# pass [0-9]+' "$tap" 2>/dev/null | tail -n 1 | awk '{print $3}')
  f=$(grep -E '^# fail [0-9]+' "$tap" 2>/dev/null | tail -n 1 | awk '{print $3}')
  p=${p:-0}; f=${f:-0}
  if [ $((p + f)) -eq 0 ]; then fail_suite "$suite: ran no test"; return; fi
  passed=$((passed + p))
  failed=$((failed + f))
  if [ "$f" -ne 0 ]; then
    problems+=("$suite: $f failed")
  elif [ "$status" -ne 0 ]; then
    fail_suite "$suite: node --test exited with $status"
  fi
}

banner "format (clang-format)"
mapfile -t sources < <(git ls-files -- 'core/*' 'bindings/*' 'web/*' 'cli/*' 'tests/*' \
  | grep -E '\.(h|cpp)$')
if [ ${#sources[@]} -gt 0 ] && ! clang-format --dry-run --Werror "${sources[@]}"; then
  fail_suite "format: run clang-format -i on the files above"
else
  passed=$((passed + 1))
  echo "${#sources[@]} files formatted"
fi

banner "game names (scripts/game_names.sh)"
# The registry (core/games/games.h) is the one list of games: no file
# outside a game's own files names a particular game.
if "$root/scripts/game_names.sh"; then
  passed=$((passed + 1))
else
  fail_suite "game names: files outside a game's own name a game (scripts/game_names.sh)"
fi

banner "native tests (Debug, ASan+UBSan)"
if cmake --preset native >/dev/null && cmake --build --preset native; then
  ctest --preset native 2>&1 | tee "$out/ctest-native.log"
  count_ctest "$out/ctest-native.log" native
else
  fail_suite "native: build failed"
fi

banner "slow native tests (Release)"
# Only the executables of the slow tests (target slow_tests): the rest of the
# tree was built and tested in the Debug build above.
if cmake --preset native-release >/dev/null && cmake --build --preset native-slow; then
  ctest --preset native-slow 2>&1 | tee "$out/ctest-slow.log"
  count_ctest "$out/ctest-slow.log" slow
else
  fail_suite "native-release: build failed"
fi

banner "fuzz harnesses (libFuzzer, ${fuzz_seconds:=5}s each, two at a time)"
# Each harness starts from its committed seed corpus (copied: what a run
# finds is not written into the repo) and counts as one test. A harness
# runs on one core: two run at once.
if cmake --preset fuzz >/dev/null && cmake --build --preset fuzz; then
  harnesses=()
  for harness in build/fuzz/tests/fuzz/fuzz_*; do
    [ -x "$harness" ] || continue
    harnesses+=("$harness")
    name=${harness##*/fuzz_}
    work="build/fuzz/corpus/$name"
    rm -rf "$work"; mkdir -p "$work"
    cp tests/fuzz/corpus/"$name"/* "$work"/
    rm -f "$out/fuzz-$name.status"
    [ "$(jobs -rp | wc -l)" -lt 2 ] || wait -n || true
    ( "$harness" -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$out/fuzz-$name-" "$work" >"$out/fuzz-$name.log" 2>&1
      echo $? >"$out/fuzz-$name.status" ) &
  done
  wait
  for harness in "${harnesses[@]}"; do
    name=${harness##*/fuzz_}
    if [ "$(cat "$out/fuzz-$name.status" 2>/dev/null)" = 0 ]; then
      passed=$((passed + 1))
      echo "ok   $name: $(grep -E '^Done [0-9]+ runs' "$out/fuzz-$name.log")"
    else
      tail -n 30 "$out/fuzz-$name.log"
      fail_suite "fuzz $name: see $out/fuzz-$name.log and the saved input $out/fuzz-$name-*"
    fi
  done
  [ "${#harnesses[@]}" -gt 0 ] || fail_suite "fuzz: no harness built"
else
  fail_suite "fuzz: build failed"
fi

banner "WebAssembly build"
if cmake --preset wasm >/dev/null && cmake --build --preset wasm; then
  banner "module tests (node:test)"
  # Two files at a time (Node's default here is one a core less than the
  # machine has): each is its own process and CPU-bound.
  run_node_tests module --test-concurrency=2 tests/module/*.test.mjs
  banner "page tests (Playwright, Chromium)"
  run_node_tests page tests/page/*.test.mjs
  banner "package tests (npm pack, installed offline: Node, TypeScript, Vite, esbuild, workers)"
  run_node_tests package tests/package/*.test.mjs
else
  fail_suite "wasm: build failed"
fi

echo
echo "test.sh took ${SECONDS}s"
for p in "${problems[@]}"; do echo "FAILED: $p"; done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
