// The tactics battle in WebAssembly, through the JS API, on the largest
// shipped scenario (the page calls the same C++ directly, without the JS
// conversions, so it can only be faster):
//
//   node tests/bench/battle.mjs [runs=200]
//
// - page update: select the next player unit and read state() (its range,
//   attack fringe and targets, every unit), then dangerZone();
// - enemy phase: endTurn() and runEnemyPhase() on a fresh battle (turn 1:
//   every enemy unit plans its approach over the whole map).
// Targets (issue 8, in the browser): under 1 ms and under 50 ms.
// Prints the median and the 90th percentile of `runs` timings.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const createQipan = require(path.resolve(here, '..', '..', 'public', 'qipan.js'));
const qipan = await createQipan();
const runs = Number(process.argv[2] ?? 200);
const name = qipan.scenarios().at(-1).name;

function stats(times) {
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return `median ${at(0.5).toFixed(3)} ms, p90 ${at(0.9).toFixed(3)} ms`;
}

const battle = qipan.Battle.scenario(name);
const players = battle.units().filter((u) => u.team === 'player').map((u) => u.id);
const update = [];
let cells = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  battle.select(players[i % players.length]);
  const s = battle.state();
  const danger = battle.dangerZone();
  update.push(performance.now() - t0);
  cells = s.reachable.length + s.attackCells.length + danger.length;
}
battle.delete();

const phase = [];
let steps = 0;
for (let i = 0; i < Math.max(10, runs >> 2); i++) {
  const b = qipan.Battle.scenario(name);
  const t0 = performance.now();
  b.endTurn();
  steps = b.runEnemyPhase().length;
  phase.push(performance.now() - t0);
  b.delete();
}

console.log(`scenario ${name} (${qipan.scenarios().at(-1).width}x${qipan.scenarios().at(-1).height})`);
console.log(`page update (select + state() + dangerZone(), ~${cells} cells): ${stats(update)}`);
console.log(`enemy phase (${steps} steps): ${stats(phase)}`);
