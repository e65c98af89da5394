// Jungle perft in WebAssembly under Node: leaves per second of the built
// module (public/qipan.js), median of several runs. A benchmark, not a test.
//   node tests/bench/jungle_perft.mjs [DEPTH=6] [RUNS=5]
// The native figure comes from `build/native-release/cli/qipan perft jungle 7`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const createQipan = createRequire(import.meta.url)(path.resolve(here, '..', '..', 'public', 'qipan.js'));

const depth = Number(process.argv[2] ?? 6);
const runs = Number(process.argv[3] ?? 5);
const expected = { 5: 5111620, 6: 100453636, 7: 1908199299 };

const qipan = await createQipan();
const board = new qipan.Jungle();
board.perft(4);  // warm up

const rates = [];
for (let i = 0; i < runs; i++) {
  const start = process.hrtime.bigint();
  const leaves = board.perft(depth);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (expected[depth] !== undefined && leaves !== expected[depth]) {
    console.error(`perft(${depth}) = ${leaves}, expected ${expected[depth]}`);
    process.exit(1);
  }
  rates.push(leaves / seconds / 1e6);
  console.log(`run ${i + 1}: perft(${depth}) = ${leaves} leaves in ${seconds.toFixed(3)} s: ` +
              `${(leaves / seconds / 1e6).toFixed(1)} M leaves/s`);
}
board.delete();
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)];
console.log(`jungle perft(${depth}) in WebAssembly (Node ${process.version}): median ` +
            `${median.toFixed(1)} M leaves/s over ${runs} runs`);
