// Our distance field against PathFinding.js on the same map, in one process.
//
//   node tests/bench/tactics_pathfinding.mjs [side=1024] [runs=15]
//
// The map: side × side cells, 25% walls at random (a fixed seed), open
// elsewhere; the unit stands in the middle with unbounded move points.
// - qipan: TacticsMap.distanceField(id), the cost of every cell (a BFS: every
//   open cell costs 1), copied out into an Int32Array.
// - PathFinding.js 0.4.18: DijkstraFinder (4 neighbours) from the same cell to
//   a wall cell, which it can never reach, so it floods every cell reachable
//   from the unit before giving up: the same set of cells our field covers
//   (the script checks that). PathFinding.js marks its nodes while searching,
//   so a grid serves one search: each run searches a fresh grid.clone(),
//   timed apart from the search. The garbage it leaves is collected after
//   each search, outside both timings. It has no terrain costs, so the weighted
//   field (forest, hills...) is ours alone, printed for reference.
// Prints medians (ms, ns per cell) and the ratio PathFinding.js / qipan,
// from runs interleaved so that a busy machine slows both alike.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const createQipan = require(path.resolve(here, '..', '..', 'public', 'qipan.js'));
const PF = require('pathfinding');

const side = Number(process.argv[2] ?? 1024);
const runs = Number(process.argv[3] ?? 15);
const cells = side * side;

// A small LCG, so both libraries get the same walls on every run.
let seed = 20240601;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 4294967296;
};
const walls = new Uint8Array(cells);
for (let i = 0; i < cells; i++) walls[i] = random() < 0.25 ? 1 : 0;
const cx = side >> 1;
const cy = side >> 1;
walls[cy * side + cx] = 0;
let target = -1;  // a wall cell far from the unit: PathFinding.js floods everything
for (let i = cells - 1; i >= 0 && target < 0; i--) if (walls[i]) target = i;

// Collects garbage on demand: PathFinding.js leaves a million node objects per
// search, and collecting them must not land in the next timed qipan call.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const time = (f) => {
  const t0 = process.hrtime.bigint();
  const out = f();
  return [Number(process.hrtime.bigint() - t0) / 1e6, out];
};

// Both libraries on the same map, their runs interleaved (qipan, then
// PathFinding.js, again and again) so that a busy machine slows both alike;
// each pair gives a ratio, and the report is the median of those.
const qipan = await createQipan();
const map = new qipan.TacticsMap(side, side);
for (let i = 0; i < cells; i++) if (walls[i]) map.setTerrain(i % side, (i / side) | 0, 'wall');
const unit = map.addUnit({ team: 0, x: cx, y: cy, move: Infinity });
const matrix = [];
for (let y = 0; y < side; y++) matrix.push(Array.from(walls.subarray(y * side, (y + 1) * side)));
const grid = new PF.Grid(side, side, matrix);
const finder = new PF.DijkstraFinder();

let field = map.distanceField(unit);  // warm up
map.distanceField(unit);
const pairs = Math.max(3, runs >> 1);
const ours = [];
const pfSearch = [];
const pfClone = [];
const pfGc = [];
const ratios = [];
let pfReached = 0;
for (let r = 0; r < pairs; r++) {
  // The median of three of our calls against one PathFinding.js search (some
  // 50 times longer).
  const three = [];
  for (let i = 0; i < 3; i++) {
    const [ms, f] = time(() => map.distanceField(unit));
    field = f;
    three.push(ms);
  }
  const best = median(three);
  let [cloneMs, copy] = time(() => grid.clone());
  const [ms, found] = time(() => finder.findPath(cx, cy, target % side, (target / side) | 0, copy));
  if (found.length !== 0) throw new Error('PathFinding.js reached a wall');
  if (r === 0) {
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) pfReached += copy.nodes[y][x].closed ? 1 : 0;
  }
  copy = null;
  const [gcMs] = time(collectGarbage);  // PathFinding.js's garbage, not counted for either
  pfGc.push(gcMs);
  ours.push(best);
  pfSearch.push(ms);
  pfClone.push(cloneMs);
  ratios.push(ms / best);
}
let reached = 0;
for (let i = 0; i < cells; i++) reached += field[i] >= 0;

// The same map with terrain costs (forest 2, hill 2, mountain 3) for a foot unit.
const mixed = ['plain', 'plain', 'plain', 'road', 'forest', 'forest', 'hill', 'mountain'];
for (let i = 0; i < cells; i++) if (!walls[i]) map.setTerrain(i % side, (i / side) | 0, mixed[(random() * mixed.length) | 0]);
map.setTerrain(cx, cy, 'plain');
const weighted = [];
for (let r = 0; r < runs + 2; r++) {
  const [ms] = time(() => map.distanceField(unit));
  if (r >= 2) weighted.push(ms);
}
map.delete();

const ns = (ms) => ((ms * 1e6) / cells).toFixed(1);
const row = (name, ms, extra = '') =>
  console.log(`${name.padEnd(52)} ${ms.toFixed(2).padStart(9)} ms ${ns(ms).padStart(7)} ns/cell ${extra}`);
console.log(`map ${side}x${side}, 25% walls, unit at the centre; reached cells: qipan ${reached}, PathFinding.js ${pfReached}`);
if (reached !== pfReached) throw new Error('the two searches did not cover the same cells');
row(`qipan distanceField, unit costs (median of ${pairs} x 3)`, median(ours));
row(`qipan distanceField, terrain costs (median of ${runs})`, median(weighted), '(PathFinding.js has no costs)');
row(`PathFinding.js Dijkstra flood (median of ${pairs})`, median(pfSearch));
row(`PathFinding.js grid.clone() per search`, median(pfClone));
row(`garbage collection after each (not counted)`, median(pfGc));
const withClone = ratios.map((r, i) => (pfSearch[i] + pfClone[i]) / ours[i]);
console.log(`ratio PathFinding.js / qipan (median of ${pairs} interleaved pairs): ` +
            `${median(ratios).toFixed(1)}x (search alone), ${median(withClone).toFixed(1)}x (search + clone)`);

// The page's redraw (for the record; not PathFinding.js): on a 24 × 16 map
// with 12 units, one unit's range, its attack range and its team's danger
// zone, through the JS API, per update.
{
  const page = new qipan.TacticsMap(24, 16);
  const kinds = ['plain', 'plain', 'plain', 'road', 'forest', 'hill', 'mountain', 'water', 'wall'];
  for (let y = 0; y < 16; y++) for (let x = 0; x < 24; x++) page.setTerrain(x, y, kinds[(random() * kinds.length) | 0]);
  const ids = [];
  while (ids.length < 12) {
    const x = (random() * 24) | 0;
    const y = (random() * 16) | 0;
    if (page.unitAt(x, y) !== null) continue;
    page.setTerrain(x, y, 'plain');
    ids.push(page.addUnit({ team: ids.length % 2, x, y, move: 4 + (ids.length % 4), maxRange: 1 + (ids.length % 2) }));
  }
  const updates = 2000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < updates; i++) {
    const id = ids[i % ids.length];
    page.reachable(id);
    page.attackRange(id);
    page.dangerZone(i % 2);
  }
  const us = Number(process.hrtime.bigint() - t0) / 1e3 / updates;
  console.log(`page update on 24x16 (reachable + attackRange + dangerZone, 12 units): ${us.toFixed(1)} us`);
  page.delete();
}
