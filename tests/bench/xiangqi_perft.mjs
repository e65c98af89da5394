// Benchmark (not a test): xiangqi perft in WebAssembly under Node, qipan
// against ffish (Fairy-Stockfish's WebAssembly build from npm), in one process.
//
//   node tests/bench/xiangqi_perft.mjs [--depth N] [--runs N] [--ffish-runs N] [--fen FEN]
//
// qipan: Xiangqi.perft(depth), which counts the last ply in bulk.
// ffish has no perft, so it is counted as a JavaScript user would: recursion
// over board.legalMoves() (split on spaces) with push()/pop(), and at the last
// ply board.numberLegalMoves() — bulk counting too, so both sides do the same
// work: generate at every node, play every move above the last ply.
// Prints the median time of each, the leaves per second, and the ratio.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const depth = Number(option('--depth', '5'));
const runs = Number(option('--runs', '5'));
const ffishRuns = Number(option('--ffish-runs', '1'));
const fen = option('--fen', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function timeRuns(n, fn) {
  const times = [];
  let leaves = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    leaves = fn();
    times.push((performance.now() - t0) / 1000);
  }
  return { leaves, seconds: median(times), times };
}

async function loadFfish() {
  // ffish.js (Emscripten, not modularized) would fetch() its wasm by file
  // path, which Node's fetch() cannot do: hide fetch while it loads, so that
  // it reads the file from disk instead.
  const file = require.resolve('ffish/ffish.js', { paths: [root] });
  const savedFetch = globalThis.fetch;
  globalThis.fetch = undefined;
  try {
    const ffish = require(file);
    await new Promise((resolve) => {
      if (ffish.Board) resolve();
      else ffish.onRuntimeInitialized = resolve;
    });
    return ffish;
  } finally {
    globalThis.fetch = savedFetch;
  }
}

function ffishPerft(board, d) {
  if (d === 0) return 1;
  if (d === 1) return board.numberLegalMoves();
  let leaves = 0;
  const moves = board.legalMoves();
  if (moves === '') return 0;
  for (const m of moves.split(' ')) {
    board.push(m);
    leaves += ffishPerft(board, d - 1);
    board.pop();
  }
  return leaves;
}

// qipan runs half before and half after ffish, so that a change in the
// machine's load during the long ffish count weighs on both sides.
const qipan = await require(path.join(root, 'public', 'qipan.js'))();
const ours = new qipan.Xiangqi(fen);
ours.perft(Math.min(depth, 4)); // warm-up: let the engine tier the wasm up
const before = timeRuns(Math.ceil(runs / 2), () => ours.perft(depth));

const ffish = await loadFfish();
const board = new ffish.Board('xiangqi', fen);
ffishPerft(board, Math.min(depth, 3)); // warm-up
const f = timeRuns(ffishRuns, () => ffishPerft(board, depth));
board.delete();

const after = timeRuns(Math.floor(runs / 2), () => ours.perft(depth));
ours.delete();
const times = [...before.times, ...after.times];
const q = { leaves: before.leaves, seconds: median(times), times };

console.log(`qipan  perft(${depth}) = ${q.leaves} leaves: median ${q.seconds.toFixed(3)} s of ${times.length} ` +
            `(${(q.leaves / q.seconds / 1e6).toFixed(1)} M leaves/s; runs ${times.map((t) => t.toFixed(3)).join(' ')})`);
console.log(`ffish  perft(${depth}) = ${f.leaves} leaves: median ${f.seconds.toFixed(3)} s of ${ffishRuns} ` +
            `(${(f.leaves / f.seconds / 1e6).toFixed(2)} M leaves/s; ffish ${require(require.resolve('ffish/package.json', { paths: [root] })).version})`);

if (f.leaves !== q.leaves || after.leaves !== q.leaves) {
  console.log(`MISMATCH: qipan counts ${q.leaves}, ffish ${f.leaves}`);
  process.exitCode = 1;
}
console.log(`ratio: qipan is ${(f.seconds / q.seconds).toFixed(1)}x faster than ffish at perft(${depth})`);
