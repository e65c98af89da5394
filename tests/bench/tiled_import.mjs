// TacticsMap.fromTiled on a 1024×1024 Tiled map in base64 + zlib, in Node
// (issue 25's target: at most 100 ms).
//
//   node tests/bench/tiled_import.mjs [side=1024] [runs=9]
//
// The map: seven tiles (the standard terrains) at random, a fixed seed,
// deflated by Node's zlib. Prints the JSON's size and the median time.
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const createQipan = require(path.resolve(here, '..', '..', 'public', 'qipan.js'));
const qipan = await createQipan();

const side = Number(process.argv[2] ?? 1024);
const runs = Number(process.argv[3] ?? 9);
let seed = 0x2545f491;  // xorshift32
const random = () => {
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % 7;
};
const raw = Buffer.alloc(side * side * 4);
for (let i = 0; i < side * side; i++) raw.writeUInt32LE(1 + random(), i * 4);
const names = ['plain', 'road', 'forest', 'hill', 'mountain', 'water', 'wall'];
const json = JSON.stringify({
  orientation: 'orthogonal', tilewidth: 16, tileheight: 16, width: side, height: side, infinite: false,
  tilesets: [{ firstgid: 1, tilecount: 7, tiles: names.map((n, id) => ({ id, class: n })) }],
  layers: [{ name: 'ground', type: 'tilelayer', width: side, height: side, encoding: 'base64',
    compression: 'zlib', data: zlib.deflateSync(raw).toString('base64') }],
});
const times = [];
for (let r = 0; r < runs; r++) {
  const t0 = performance.now();
  const map = qipan.TacticsMap.fromTiled(json);
  times.push(performance.now() - t0);
  if (map.terrainAt(0, 0) !== names[raw.readUInt32LE(0) - 1]) throw new Error('wrong terrain');
  map.delete();
}
times.sort((a, b) => a - b);
console.log(`${side}x${side} base64+zlib, ${(json.length / 1e6).toFixed(2)} MB of JSON: ` +
  `median ${times[runs >> 1].toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times[runs - 1].toFixed(1)}) over ${runs} runs`);
