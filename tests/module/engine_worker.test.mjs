// public/engine.js and public/engine-worker.js under Node: the worker script
// runs in a worker_threads thread dressed as a classic Web Worker (self,
// postMessage, onmessage; createQipan already loaded, as importScripts
// would), and engine.js drives it through its `worker` option. Both ways of
// stopping are tested: shared memory, and slices (sharedStop: false).
// tests/page/engine.test.mjs runs the same files in Chromium.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '..', '..', 'public');
const createEngine = require(path.join(publicDir, 'engine.js'));

// The worker's side of the dress-up.
const shim = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const vm = require('node:vm');
globalThis.self = globalThis;
globalThis.postMessage = (m) => parentPort.postMessage(m);
globalThis.createQipan = require(workerData.modulePath);
parentPort.on('message', (data) => self.onmessage({ data }));
vm.runInThisContext(fs.readFileSync(workerData.workerPath, 'utf8'), { filename: workerData.workerPath });
`;

// engine.js's `worker` option over a worker_threads Worker.
function nodeWorker() {
  const w = new Worker(shim, {
    eval: true,
    workerData: {
      modulePath: path.join(publicDir, 'qipan.js'),
      workerPath: path.join(publicDir, 'engine-worker.js'),
    },
  });
  const like = {
    onmessage: null,
    onerror: null,
    postMessage: (m) => w.postMessage(m),
    terminate: () => w.terminate(),
  };
  w.on('message', (data) => like.onmessage && like.onmessage({ data }));
  w.on('error', (e) => like.onerror && like.onerror({ message: e.message }));
  return like;
}

const qipan = await require(path.join(publicDir, 'qipan.js'))();

function legal(game, fen, moves = []) {
  const b = game === 'xiangqi' ? new qipan.Xiangqi(fen) : new qipan.Jungle(fen);
  try {
    for (const m of moves) b.play(m);
    return b.legalMoves();
  } finally {
    b.delete();
  }
}

for (const sharedStop of [true, false]) {
  describe(`engine.js with ${sharedStop ? 'a shared-memory stop' : 'slices'}`, () => {
    const engine = createEngine({ worker: nodeWorker(), sharedStop });
    after(() => engine.terminate());

    test('loads qipan.js in the worker', async () => {
      assert.deepEqual(await engine.ready, { sharedStop });
    });

    test('a legal move in both games, history and rules given', async () => {
      const moves = ['h2e2', 'h9g7'];
      const r = await engine.bestMove({ game: 'xiangqi', moves }, { level: 3, seed: 1 });
      assert.ok(legal('xiangqi', undefined, moves).includes(r.move));
      assert.equal(r.stopped, false);
      const j = await engine.bestMove({ game: 'jungle', moves: ['a3a4'], rules: { elephantTakesRat: true } },
        { depth: 3 });
      assert.ok(legal('jungle', undefined, ['a3a4']).includes(j.move));
    });

    test('the same answer as the module on the main thread', async () => {
      const fen = '5a3/2P6/5k3/7R1/9/9/9/4K4/9/9 w - - 0 1';
      const r = await engine.bestMove({ game: 'xiangqi', fen }, { depth: 3 });
      const x = new qipan.Xiangqi(fen);
      const direct = x.bestMove({ depth: 3 });
      x.delete();
      assert.equal(r.move, direct.move);
      assert.equal(r.mate, 1);
      assert.deepEqual(r.pv, direct.pv);
    });

    test('onProgress hears each depth; the answer is the module\'s, node for node', async () => {
      const moves = ['h2e2', 'h9g7'];
      const seen = [];
      const r = await engine.bestMove({ game: 'xiangqi', moves }, { nodes: 30000 },
        { onProgress: (p) => seen.push(p) });
      const x = new qipan.Xiangqi();
      for (const m of moves) x.play(m);
      const direct = x.bestMove({ nodes: 30000 });
      x.delete();
      assert.equal(r.move, direct.move);
      assert.equal(r.nodes, direct.nodes);
      assert.deepEqual(r.pv, direct.pv);
      assert.ok(seen.length >= 3, `${seen.length} progress reports`);
      const ok = legal('xiangqi', undefined, moves);
      seen.forEach((p, i) => {
        assert.equal(p.depth, i + 1);
        assert.ok(ok.includes(p.pv[0]) && p.move === p.pv[0]);
        assert.equal(typeof p.score, 'number');
        assert.ok(p.nodes > (i ? seen[i - 1].nodes : 0) && p.nodes <= r.nodes);
      });
      assert.ok(r.depth >= seen.length);
      await assert.rejects(engine.bestMove({ game: 'jungle' }, { depth: 1 }, { onProgress: 3 }),
        /onProgress must be a function/);
    });

    test('bad positions and budgets reject with the module\'s message', async () => {
      await assert.rejects(engine.bestMove({ game: 'chess' }, { depth: 1 }), /position.game must be/);
      await assert.rejects(engine.bestMove({ game: 'xiangqi', fen: 'bad' }, { depth: 1 }), /fen|FEN/);
      await assert.rejects(engine.bestMove({ game: 'xiangqi', moves: ['h2e2', 'a0a9'] }, { depth: 1 }),
        /position.moves\[1\]/);
      await assert.rejects(engine.bestMove({ game: 'jungle' }, { lvl: 2 }), /unknown budget key 'lvl'/);
      await assert.rejects(engine.bestMove({ game: 'jungle' }, {}), /at least one of/);
    });

    test('stopNow answers a long search with the best move so far', async () => {
      const pending = engine.bestMove({ game: 'xiangqi' }, { depth: 64, nodes: 1e9 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(engine.busy(), true);
      assert.equal(engine.stopNow(), true);
      const r = await pending;
      assert.equal(r.stopped, true);
      assert.ok(legal('xiangqi').includes(r.move));
      assert.ok(r.depth >= 1 && r.depth < 64);
      assert.equal(engine.busy(), false);
      assert.equal(engine.stopNow(), false);
    });

    test('cancel rejects the pending search; the next one is answered', async () => {
      const pending = engine.bestMove({ game: 'jungle' }, { depth: 64, nodes: 1e9 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      engine.cancel();
      await assert.rejects(pending, (e) => e.name === 'AbortError');
      const r = await engine.bestMove({ game: 'jungle' }, { depth: 2 });
      assert.ok(legal('jungle').includes(r.move));
    });

    test('a new bestMove cancels the pending one', async () => {
      const first = engine.bestMove({ game: 'xiangqi' }, { depth: 64, nodes: 1e9 });
      const second = engine.bestMove({ game: 'xiangqi', moves: ['h2e2'] }, { depth: 2 });
      await assert.rejects(first, (e) => e.name === 'AbortError');
      assert.ok(legal('xiangqi', undefined, ['h2e2']).includes((await second).move));
    });
  });
}

test('terminate rejects the pending search and later calls', async () => {
  const engine = createEngine({ worker: nodeWorker() });
  await engine.ready;
  const pending = engine.bestMove({ game: 'xiangqi' }, { depth: 64, nodes: 1e9 });
  engine.terminate();
  await assert.rejects(pending, (e) => e.name === 'AbortError');
  await assert.rejects(engine.bestMove({ game: 'xiangqi' }, { depth: 1 }), /terminated/);
});
