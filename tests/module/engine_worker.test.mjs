// public/engine.mjs and public/engine-worker.mjs under Node: createEngine()
// starts the worker in a worker_threads thread by itself, as it starts a
// module worker on a page. Both ways of stopping are tested: shared memory,
// and slices (sharedStop: false). engine.js, the CommonJS build made from
// engine.mjs, answers the same. tests/page/engine.test.mjs runs the same
// files in Chromium.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../public/engine.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '..', '..', 'public');

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
    const engine = createEngine({ sharedStop });
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

    test('the rule book of position.rules judges the search: one check and one chase', async () => {
      // Red checks (a4e4) and chases the horse (e4a4) in turn; Black's d9e9
      // repeats the start a third time: a draw by the Asian rules, a win for
      // Black by the Chinese (docs/xiangqi.md).
      const fen = '4k4/9/n8/9/9/R8/9/9/9/5K3 w';
      const moves = ['a4e4', 'e9d9', 'e4a4', 'd9e9', 'a4e4', 'e9d9', 'e4a4'];
      const budget = { depth: 4 };
      const direct = (rules) => {
        const x = new qipan.Xiangqi(fen);
        try {
          if (rules) x.setChaseRules(rules);
          for (const m of moves) x.play(m);
          return x.bestMove(budget);
        } finally {
          x.delete();
        }
      };
      const chinese = await engine.bestMove({ game: 'xiangqi', fen, moves, rules: 'chinese' }, budget);
      assert.deepEqual({ move: chinese.move, mate: chinese.mate }, { move: 'd9e9', mate: 1 });
      assert.deepEqual({ ...chinese, timeMs: 0 }, { ...direct('chinese'), stopped: false, timeMs: 0 });
      const asian = await engine.bestMove({ game: 'xiangqi', fen, moves, rules: 'asian' }, budget);
      assert.deepEqual({ move: asian.move, score: asian.score, mate: asian.mate }, { move: 'd9e9', score: 0, mate: 0 });
      const unset = await engine.bestMove({ game: 'xiangqi', fen, moves }, budget);
      assert.deepEqual({ ...unset, timeMs: 0 }, { ...asian, timeMs: 0 });
      assert.deepEqual({ ...unset, timeMs: 0 }, { ...direct(undefined), stopped: false, timeMs: 0 });
      await assert.rejects(engine.bestMove({ game: 'xiangqi', fen, moves, rules: 'Chinese' }, budget),
        (e) => e.code === 'bad_argument' &&
          /^position\.rules must be 'asian' or 'chinese', got 'Chinese'/.test(e.message));
      await assert.rejects(engine.bestMove({ game: 'xiangqi', rules: { elephantTakesRat: true } }, budget),
        (e) => e.code === 'bad_argument' && /^position\.rules/.test(e.message));
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
      await assert.rejects(engine.bestMove({ game: 'chess' }, { depth: 1 }),
        (e) => e.code === 'unknown_name' && /^position.game: unknown game 'chess': expected /.test(e.message));
      await assert.rejects(engine.bestMove({ game: 7 }, { depth: 1 }),
        (e) => e.code === 'bad_argument' && /position.game must be a string/.test(e.message));
      await assert.rejects(engine.bestMove({ game: 'xiangqi', fen: 'bad' }, { depth: 1 }), /fen|FEN/);
      await assert.rejects(engine.bestMove({ game: 'xiangqi', moves: ['h2e2', 'a0a9'] }, { depth: 1 }),
        (e) => e.code === 'illegal_move' && /^position.moves\[1\]: /.test(e.message));
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
  const engine = createEngine();
  await engine.ready;
  const pending = engine.bestMove({ game: 'xiangqi' }, { depth: 64, nodes: 1e9 });
  engine.terminate();
  await assert.rejects(pending, (e) => e.name === 'AbortError' && e.code === 'aborted');
  await assert.rejects(engine.bestMove({ game: 'xiangqi' }, { depth: 1 }),
    (e) => e.code === 'aborted' && /terminated/.test(e.message));
});

test('engine.js, the CommonJS build: the same engine through require()', async () => {
  const createEngineCjs = require(path.join(publicDir, 'engine.js'));
  assert.equal(createEngineCjs.createEngine, createEngineCjs);
  const engine = createEngineCjs();
  try {
    const r = await engine.bestMove({ game: 'xiangqi', moves: ['h2e2'] }, { depth: 2 });
    assert.ok(legal('xiangqi', undefined, ['h2e2']).includes(r.move));
  } finally {
    engine.terminate();
  }
});

test('a worker or a wasm that cannot be loaded rejects with code engine_failed and its URL', async () => {
  const noWorker = createEngine({ workerUrl: new URL('file:///nowhere/engine-worker.mjs') });
  await assert.rejects(noWorker.ready,
    (e) => e.code === 'engine_failed' && e.message.includes('file:///nowhere/engine-worker.mjs'));
  await assert.rejects(noWorker.bestMove({ game: 'xiangqi' }, { depth: 1 }), (e) => e.code === 'engine_failed');
  const noWasm = createEngine({ wasmUrl: '/nowhere/qipan.wasm' });
  await assert.rejects(noWasm.ready,
    (e) => e.code === 'engine_failed' && e.message.includes('"/nowhere/qipan.wasm"'));
  assert.throws(() => createEngine({ moduleUrl: 'qipan.js' }), (e) => e.code === 'bad_argument');
});

test('an idle engine does not keep Node running; a pending search does', async () => {
  const { execFileSync } = await import('node:child_process');
  const script = `import { createEngine } from ${JSON.stringify(path.join(publicDir, 'engine.mjs'))};
    const engine = createEngine();
    const r = await engine.bestMove({ game: 'jungle' }, { depth: 2 });
    console.log(r.move);`;  // no terminate(): Node exits once the answer is in
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30000 });
  assert.match(out.trim(), /^[a-g][1-9][a-g][1-9]$/);
});
