// A review's search at a chosen budget a position, timed in headless
// Chromium (not a test: a benchmark, docs/study.md "The review's budget").
// The page's engine worker (engine.mjs) analyses every position of a game,
// one request at a time as the Review tab does, each within `--nodes`
// nodes; the time of each and the total are printed. The Review tab itself
// uses 30,000 nodes a position; this measures what the top level's budget
// (1,000,000, level 8) would cost.
//
//   node tests/page/review-budget-bench.mjs --moves "h2e2 h9g7 ..." \
//        [--game xiangqi] [--nodes 1000000] [--plies 100]
import { startBrowser } from './browser.mjs';

const args = process.argv.slice(2);
function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}
const game = option('game', 'xiangqi');
const nodes = Number(option('nodes', 1000000));
const allMoves = option('moves', '').split(/\s+/).filter(Boolean);
const plies = Math.min(Number(option('plies', allMoves.length)), allMoves.length);
if (allMoves.length === 0 || !(nodes > 0)) {
  console.error('usage: review-budget-bench.mjs --moves "m1 m2 ..." [--game G] [--nodes N] [--plies P]');
  process.exit(2);
}
const moves = allMoves.slice(0, plies);

const env = await startBrowser();
try {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(env.url);
  page.setDefaultTimeout(3600000);
  const out = await page.evaluate(async ({ game, moves, nodes }) => {
    const { default: createEngine } = await import('./engine.mjs');
    const engine = createEngine();
    const ready = await engine.ready;
    const times = [];
    let total = 0;
    const t0 = performance.now();
    for (let ply = 0; ply <= moves.length; ++ply) {
      const t = performance.now();
      const r = await engine.analyse({ game, moves, ply }, { nodes });
      times.push(performance.now() - t);
      total += r.nodes;
    }
    const seconds = (performance.now() - t0) / 1000;
    engine.terminate();
    return { times, total, seconds, sharedStop: ready.sharedStop };
  }, { game, moves, nodes });
  const sorted = [...out.times].sort((a, b) => a - b);
  console.log(`${game}: ${moves.length} plies, ${out.times.length} positions at ${nodes} nodes: ` +
    `${out.seconds.toFixed(1)} s in all, median ${(sorted[sorted.length >> 1] / 1000).toFixed(2)} s ` +
    `a position (fastest ${(sorted[0] / 1000).toFixed(2)}, slowest ` +
    `${(sorted[sorted.length - 1] / 1000).toFixed(2)}), ${(out.total / 1e6).toFixed(1)} M nodes, ` +
    `${(out.total / out.seconds / 1e6).toFixed(2)} M nodes/s (sharedStop ${out.sharedStop})`);
  await context.close();
} finally {
  await env.close();
}
