// Benchmark (not a test): nodes per second of the computer opponent's
// search in WebAssembly under Node (board.bestMove) and natively
// (search_bench, the release build), on the same positions and node budget,
// in one run. Both count nodes per CPU-second (Google Benchmark's CPU time
// natively, process.cpuUsage around each call in Node), so a loaded machine
// changes them little; the browser's figures are wall-clock times:
//
//   node tests/bench/search.mjs [--nodes N] [--runs N] [--browser MOVES]
//
// --browser MOVES also plays MOVES plies of a game from the start with the
// top level (level 8) through public/engine.js in headless Chromium — in a
// cross-origin isolated page and in a plain one (the worker then searches
// depth by depth, reading its messages in between) — and prints the time
// per move the page waits.
//
// The native figures come from build/native-release/tests/bench/search_bench
// when it is built (cmake --build --preset native-release --target search_bench);
// else only the WebAssembly figures are printed.
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const nodes = Number(option('--nodes', '300000'));
const runs = Number(option('--runs', '3'));
const browserMoves = Number(option('--browser', '0'));

// The positions of search_bench.cpp, under its benchmarks' names.
const positions = [
  ['xiangqi_opening', 'xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'],
  ['xiangqi_middlegame', 'xiangqi', 'r1bakab1r/9/1cn4cn/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 5'],
  ['jungle_opening', 'jungle', 'l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b'],
];

const qipan = await require(path.join(root, 'public', 'qipan.js'))();
const wasm = {};
for (const [name, game, fen] of positions) {
  const board = game === 'xiangqi' ? new qipan.Xiangqi(fen) : new qipan.Jungle(fen);
  let total = 0;
  let seconds = 0;
  let depth = 0;
  board.bestMove({ nodes: 1000 }); // the table's first allocation
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const r = board.bestMove({ nodes });
    const c = process.cpuUsage(c0);
    seconds += (c.user + c.system) / 1e6;
    total += r.nodes;
    depth = r.depth;
  }
  board.delete();
  wasm[name] = { nps: total / seconds, depth };
}

const native = {};
const bench = path.join(root, 'build', 'native-release', 'tests', 'bench', 'search_bench');
if (fs.existsSync(bench)) {
  const out = JSON.parse(execFileSync(bench, [`--benchmark_format=json`,
    `--benchmark_repetitions=1`], { encoding: 'utf8', maxBuffer: 1 << 24 }));
  for (const b of out.benchmarks) native[b.name.split('/')[0]] = { nps: b['nodes/s'], depth: b.depth };
}

const k = (x) => (x === undefined ? '-' : `${Math.round(x / 1000)} k`);
console.log(`search speed, ${nodes} nodes a search (${runs} runs in wasm), nodes per CPU-second`);
console.log('position             wasm nodes/s  native nodes/s  wasm/native  depth');
for (const [name] of positions) {
  const w = wasm[name];
  const n = native[name];
  const ratio = n ? (w.nps / n.nps).toFixed(2) : '-';
  console.log(`${name.padEnd(20)} ${k(w.nps).padStart(12)}  ${k(n?.nps).padStart(14)}  ${ratio.padStart(11)}  ${w.depth}`);
}
if (!Object.keys(native).length) console.log(`(no native figures: build ${path.relative(root, bench)})`);

// The top level in Chromium through the engine worker: time per move.
async function browserTimes(isolated) {
  const { startBrowser } = await import('../page/browser.mjs');
  const env = await startBrowser({ isolated });
  try {
    const page = await env.browser.newPage();
    await page.goto(env.url + 'embed.html');
    await page.addScriptTag({ url: env.url + 'engine.js' });
    return await page.evaluate(async (plies) => {
      const engine = createEngine();
      await engine.ready;
      const moves = [];
      const out = [];
      for (let i = 0; i < plies; i++) {
        const t0 = performance.now();
        const r = await engine.bestMove({ game: 'xiangqi', moves }, { level: 8, seed: i });
        out.push({ ms: performance.now() - t0, nodes: r.nodes, depth: r.depth });
        moves.push(r.move);
      }
      engine.terminate();
      return out;
    }, browserMoves);
  } finally {
    await env.close();
  }
}

if (browserMoves > 0) {
  console.log(`\nlevel 8 in Chromium (engine.js worker), ${browserMoves} plies from the start`);
  for (const isolated of [true, false]) {
    const t = await browserTimes(isolated);
    const ms = t.map((x) => x.ms);
    const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
    const nodes = t.reduce((a, x) => a + x.nodes, 0);
    console.log(`${isolated ? 'isolated page' : 'plain page   '}  mean ${Math.round(mean)} ms a move ` +
      `(min ${Math.round(Math.min(...ms))}, max ${Math.round(Math.max(...ms))}), ` +
      `${Math.round(nodes / (mean * ms.length))} k nodes/s, depths ${t.map((x) => x.depth).join(' ')}`);
  }
}
