// Analysis (docs/api.md, "Analysis: analyse"): MultiPV on qipan.Xiangqi,
// qipan.Jungle and qipan.Session, startAnalysis depth by depth, and
// engine.analyse in the worker (onProgress per depth, stop, abort) — lines
// distinct and ordered, the first agreeing with a single-line search, one
// line exactly bestMove, bad input refused with a code and nothing changed.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, throwsCode, using } from './qipan.mjs';
import { createEngine } from '../../public/engine.mjs';

const xiangqiMate = '5a3/2P6/5k3/7R1/9/9/9/4K4/9/9 w - - 0 1';
const xiangqiMated = '3k5/9/9/9/9/9/9/9/3R5/R3K4 b - - 0 1';
const opening = ['h2e2', 'h9g7', 'h0g2', 'i9h9'];

const games = [
  { name: 'Xiangqi', make: (fen) => new qipan.Xiangqi(fen), notations: true },
  { name: 'Jungle', make: (fen) => new qipan.Jungle(fen), notations: false },
  { name: 'Session xiangqi', make: (fen) => new qipan.Session('xiangqi', fen), notations: true },
  { name: 'Session jungle', make: (fen) => new qipan.Session('jungle', fen), notations: false },
];

// Each line legal from `b` (played on a copy), distinct, ordered; as many as asked.
function checkLines(b, analysis, multiPv, notations) {
  const legal = b.legalMoves();
  assert.equal(analysis.lines.length, Math.min(multiPv, legal.length));
  assert.ok(Number.isInteger(analysis.depth) && analysis.depth >= 1);
  assert.ok(Number.isInteger(analysis.nodes) && analysis.nodes > 0);
  assert.equal(typeof analysis.timeMs, 'number');
  const moves = analysis.lines.map((l) => l.move);
  assert.equal(new Set(moves).size, moves.length, `repeated lines: ${moves}`);
  for (let k = 0; k < analysis.lines.length; k++) {
    const line = analysis.lines[k];
    assert.ok(legal.includes(line.move), line.move);
    assert.equal(line.pv[0], line.move);
    if (k > 0) assert.ok(line.score <= analysis.lines[k - 1].score, `line ${k + 1} scores above line ${k}`);
    assert.equal(typeof line.mate, 'number');
    if (notations) {
      assert.equal(line.pvWxf.length, line.pv.length);
      assert.equal(line.pvChinese.length, line.pv.length);
      assert.equal(line.wxf, line.pvWxf[0]);
      assert.equal(line.chinese, line.pvChinese[0]);
      assert.ok(line.wxf.length > 0 && line.chinese.length > 0);
    } else {
      assert.equal(line.wxf, undefined);
    }
  }
}

for (const g of games) {
  describe(`${g.name}: analyse`, () => {
    test('1 to 5 lines at several depths: distinct, ordered, legal', () => {
      using(g.make(), (b) => {
        for (const depth of [1, 3, 5]) {
          for (const multiPv of [1, 2, 3, 5]) {
            checkLines(b, b.analyse({ depth }, { multiPv }), multiPv, g.notations);
          }
        }
      });
    });

    test('one line is bestMove, node for node', () => {
      using(g.make(), (b) => {
        for (const budget of [{ depth: 4 }, { nodes: 20000 }]) {
          const best = b.bestMove(budget);
          for (const a of [b.analyse(budget), b.analyse(budget, { multiPv: 1 }), b.analyse(budget, {})]) {
            assert.equal(a.lines.length, 1);
            assert.equal(a.lines[0].move, best.move);
            assert.equal(a.lines[0].score, best.score);
            assert.deepEqual(a.lines[0].pv, best.pv);
            assert.equal(a.nodes, best.nodes);
            assert.equal(a.depth, best.depth);
          }
        }
      });
    });

    test('the first line agrees with a single-line search at the same depth', () => {
      using(g.make(), (b) => {
        for (const depth of [2, 4, 6]) {
          const single = b.bestMove({ depth });
          const multi = b.analyse({ depth }, { multiPv: 3 });
          // The same move; or the single search's move among the lines,
          // scored alike, and the first line no worse (search.md, MultiPV).
          const listed = multi.lines.some((l) => l.move === single.move && Math.abs(l.score - single.score) <= 30);
          assert.equal(multi.depth, single.depth);
          assert.ok(multi.lines[0].move === single.move || (listed && multi.lines[0].score >= single.score - 30),
          `depth ${depth}: single ${single.move} ${single.score}, first line ${multi.lines[0].move} ${multi.lines[0].score}`);
        }
      });
    });

    test('the same budget gives the same lines and nodes', () => {
      using(g.make(), (b) => {
        const one = b.analyse({ nodes: 30000 }, { multiPv: 3 });
        const two = b.analyse({ nodes: 30000 }, { multiPv: 3 });
        delete one.timeMs;
        delete two.timeMs;
        assert.deepEqual(one, two);
      });
    });

    test('bad input throws with a code and changes nothing', () => {
      using(g.make(), (b) => {
        const fen = b.fen();
        for (const multiPv of [0, 6, -1, 2.5, NaN, Infinity, '2', null, true]) {
          throwsCode(() => b.analyse({ depth: 2 }, { multiPv }), 'bad_argument', /options\.multiPv/);
        }
        throwsCode(() => b.analyse({ depth: 2 }, { lines: 3 }), 'bad_argument', /unknown analysis option 'lines'/);
        throwsCode(() => b.analyse({ depth: 2 }, 3), 'bad_argument', /options must be an object/);
        throwsCode(() => b.analyse({}, { multiPv: 2 }), 'bad_budget', /at least one of/);
        throwsCode(() => b.analyse({ seed: 3 }), 'bad_budget', /at least one of/);
        throwsCode(() => b.analyse({ depth: 0 }), 'bad_budget', /budget\.depth/);
        assert.equal(b.fen(), fen);
      });
    });
  });
}

describe('analyse: positions', () => {
  test('a finished game is refused with code game_over', () => {
    for (const b of [new qipan.Xiangqi(xiangqiMated), new qipan.Session('xiangqi', xiangqiMated)]) {
      using(b, () => {
        assert.equal(b.status().over, true);
        throwsCode(() => b.analyse({ depth: 3 }, { multiPv: 2 }), 'game_over', /nothing to analyse/);
        assert.equal(b.fen(), xiangqiMated);
      });
    }
  });

  test('mate in one: the first line announces it, in every notation', () => {
    using(new qipan.Xiangqi(xiangqiMate), (b) => {
      const a = b.analyse({ depth: 3 }, { multiPv: 3 });
      checkLines(b, a, 3, true);
      assert.equal(a.lines[0].mate, 1);
      assert.equal(a.lines[0].wxf, b.toWxf(a.lines[0].move));
      assert.equal(a.lines[0].chinese, b.toChinese(a.lines[0].move));
    });
  });

  test('a session and a board with the same history agree (the history counts)', () => {
    const s = new qipan.Session('xiangqi');
    const x = new qipan.Xiangqi();
    try {
      for (const m of opening) {
        s.play(m);
        x.play(m);
      }
      const a = s.analyse({ nodes: 20000 }, { multiPv: 3 });
      const b = x.analyse({ nodes: 20000 }, { multiPv: 3 });
      delete a.timeMs;
      delete b.timeMs;
      assert.deepEqual(a, b);
    } finally {
      s.delete();
      x.delete();
    }
  });

  test('a live game\'s history counts: a move back into a repeated position scores a draw', () => {
    // Red is a soldier up; the kings step out and back, so e0e1 would
    // repeat the position after the first ply. Every legal move is a line.
    const fen = '5k3/9/9/9/P8/9/9/9/9/4K4 w - - 0 1';
    const game = new qipan.Session('xiangqi', fen);
    const fresh = new qipan.Xiangqi(fen);
    try {
      for (const m of ['e0e1', 'f9f8', 'e1e0', 'f8f9']) game.play(m);
      assert.equal(game.fen().split(' ')[0], fen.split(' ')[0]);
      const legal = fresh.legalMoves();
      assert.ok(legal.includes('e0e1') && legal.length <= 5, legal.join(' '));
      const scoreOf = (a) => a.lines.find((l) => l.move === 'e0e1').score;
      const withHistory = game.analyse({ depth: 4 }, { multiPv: 5 });
      const withoutHistory = fresh.analyse({ depth: 4 }, { multiPv: 5 });
      assert.equal(withHistory.lines.length, legal.length);
      assert.equal(scoreOf(withHistory), 0);
      assert.notEqual(scoreOf(withoutHistory), 0);
    } finally {
      game.delete();
      fresh.delete();
    }
  });

  test('a record at ply N: Session.fromRecord, undo to N, analyse', () => {
    const record = using(new qipan.Session('xiangqi'), (s) => {
      for (const m of opening) s.play(m);
      return s.toRecord();
    });
    const s = qipan.Session.fromRecord(record);
    try {
      s.undo();
      s.undo();
      using(new qipan.Xiangqi(), (x) => {
        x.play(opening[0]);
        x.play(opening[1]);
        const a = s.analyse({ depth: 4 }, { multiPv: 2 });
        const b = x.analyse({ depth: 4 }, { multiPv: 2 });
        delete a.timeMs;
        delete b.timeMs;
        assert.deepEqual(a, b);
      });
    } finally {
      s.delete();
    }
  });

  test('startAnalysis: the same analysis one depth at a time', () => {
    using(new qipan.Xiangqi(), (x) => {
      const whole = x.analyse({ depth: 5 }, { multiPv: 3 });
      const run = x.startAnalysis({ depth: 5 }, { multiPv: 3 });
      try {
        let depths = 0;
        while (run.step()) {
          depths++;
          assert.equal(run.progress().depth, depths);
          assert.equal(run.progress().lines.length, 3);
        }
        const done = run.finish();
        delete done.timeMs;
        delete whole.timeMs;
        assert.deepEqual(done, whole);
      } finally {
        run.delete();
      }
      throwsCode(() => x.startAnalysis({ depth: 5 }, { multiPv: 6 }), 'bad_argument', /options\.multiPv/);
    });
  });
});

for (const sharedStop of [true, false]) {
  describe(`engine.analyse with ${sharedStop ? 'a shared-memory stop' : 'slices'}`, () => {
    const engine = createEngine({ sharedStop });
    after(() => engine.terminate());

    test('onProgress hears every depth; the answer is the module\'s', async () => {
      const heard = [];
      const a = await engine.analyse({ game: 'xiangqi', moves: opening }, { depth: 5 },
        { multiPv: 3, onProgress: (p) => heard.push(p) });
      assert.deepEqual(heard.map((p) => p.depth), [1, 2, 3, 4, 5]);
      for (const p of heard) assert.equal(p.lines.length, 3);
      assert.equal(a.stopped, false);
      const direct = using(new qipan.Xiangqi(), (x) => {
        for (const m of opening) x.play(m);
        return x.analyse({ depth: 5 }, { multiPv: 3 });
      });
      assert.deepEqual(a.lines, direct.lines);
      assert.equal(a.nodes, direct.nodes);
      assert.deepEqual(heard[4].lines, direct.lines);
    });

    test("position.rules: the game's rule book judges the analysis (issue 28)", async () => {
      // Red checks and chases the horse in turn; Black's d9e9 repeats the
      // start a third time: a draw by the Asian rules, Red's loss by the
      // Chinese (one check and one chase, docs/xiangqi.md).
      const fen = '4k4/9/n8/9/9/R8/9/9/9/5K3 w';
      const moves = ['a4e4', 'e9d9', 'e4a4', 'd9e9', 'a4e4', 'e9d9', 'e4a4'];
      const direct = (rules) => using(new qipan.Xiangqi(fen), (x) => {
        if (rules) x.setChaseRules(rules);
        for (const m of moves) x.play(m);
        return x.analyse({ depth: 4 }, { multiPv: 2 });
      });
      const chinese = await engine.analyse({ game: 'xiangqi', fen, moves, rules: 'chinese' }, { depth: 4 },
        { multiPv: 2 });
      assert.deepEqual({ move: chinese.lines[0].move, mate: chinese.lines[0].mate }, { move: 'd9e9', mate: 1 });
      assert.deepEqual(chinese.lines, direct('chinese').lines);
      const asian = await engine.analyse({ game: 'xiangqi', fen, moves, rules: 'asian' }, { depth: 4 },
        { multiPv: 2 });
      assert.notEqual(asian.lines[0].mate, 1);
      assert.deepEqual(asian.lines, direct('asian').lines);
      const unset = await engine.analyse({ game: 'xiangqi', fen, moves }, { depth: 4 }, { multiPv: 2 });
      assert.deepEqual(unset.lines, asian.lines);
      await assert.rejects(engine.analyse({ game: 'xiangqi', fen, moves, rules: 'Chinese' }, { depth: 2 }),
        (e) => e.code === 'bad_argument' && /^position\.rules must be 'asian' or 'chinese'/.test(e.message));
    });

    test('ply: the position after the first N moves', async () => {
      const a = await engine.analyse({ game: 'jungle', moves: ['a3a4', 'g7g6', 'b2b3'], ply: 2 }, { depth: 4 },
        { multiPv: 2 });
      const direct = using(new qipan.Jungle(), (j) => {
        j.play('a3a4');
        j.play('g7g6');
        return j.analyse({ depth: 4 }, { multiPv: 2 });
      });
      assert.deepEqual(a.lines, direct.lines);
      await assert.rejects(engine.analyse({ game: 'jungle', moves: ['a3a4'], ply: 2 }, { depth: 2 }),
        (e) => e.code === 'bad_argument' && /position\.ply must be a whole number from 0 to 1/.test(e.message));
    });

    test('stop() answers at once with the depths done; stopping again is harmless', async () => {
      const analysing = engine.analyse({ game: 'xiangqi' }, { depth: 40 }, { multiPv: 3 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(analysing.stop(), true);
      assert.equal(analysing.stop(), false);
      const a = await analysing;
      assert.equal(a.stopped, true);
      assert.ok(a.depth >= 1 && a.depth < 40);
      assert.equal(a.lines.length, 3);
      assert.equal(analysing.stop(), false);
      assert.equal(engine.busy(), false);
      const next = await engine.analyse({ game: 'xiangqi' }, { depth: 2 }, { multiPv: 2 });
      assert.equal(next.lines.length, 2);
    });

    test('an AbortSignal drops the analysis; aborting again is harmless', async () => {
      const controller = new AbortController();
      const analysing = engine.analyse({ game: 'xiangqi' }, { depth: 40 }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 100);
      await assert.rejects(analysing, (e) => e.code === 'aborted' && e.name === 'AbortError');
      controller.abort();
      assert.equal(analysing.stop(), false);
      await assert.rejects(engine.analyse({ game: 'xiangqi' }, { depth: 2 }, { signal: controller.signal }),
        (e) => e.code === 'aborted');
      const next = await engine.analyse({ game: 'xiangqi' }, { depth: 2 });
      assert.equal(next.lines.length, 1);
    });

    test('bad input rejects with a code before any search', async () => {
      const rejects = (p, code, pattern) =>
        assert.rejects(p, (e) => e.code === code && pattern.test(e.message));
      for (const multiPv of [0, 6, NaN, '2']) {
        await rejects(engine.analyse({ game: 'xiangqi' }, { depth: 2 }, { multiPv }), 'bad_argument', /multiPv/);
      }
      await rejects(engine.analyse({ game: 'xiangqi', fen: xiangqiMated }, { depth: 2 }), 'game_over', /over/);
      await rejects(engine.analyse({ game: 'xiangqi' }, {}), 'bad_budget', /at least one of/);
      await rejects(engine.analyse({ game: 'xiangqi' }, { depth: 2 }, { depth: 2 }), 'bad_argument',
        /unknown option 'depth'/);
      await rejects(engine.analyse({ game: 'xiangqi' }, { depth: 2 }, { onProgress: 1 }), 'bad_argument',
        /onProgress must be a function/);
      await rejects(engine.analyse({ game: 'xiangqi' }, { depth: 2 }, { signal: {} }), 'bad_argument',
        /signal must be an AbortSignal/);
    });
  });
}

describe('analyse: memory', () => {
  test('1,000 analyses, runs and refusals keep the wasm heap and emval handles flat', () => {
    const x = new qipan.Xiangqi();
    const j = new qipan.Jungle();
    const s = new qipan.Session('xiangqi');
    try {
      for (const b of [x, j, s]) b.analyse({ depth: 2 }, { multiPv: 3 });
      const warm = x.startAnalysis({ depth: 2 }, { multiPv: 2 });
      warm.finish();
      warm.delete();
      const heap = qipan.HEAP8.length;
      const handles = qipan.count_emval_handles();
      for (let i = 0; i < 1000; i++) {
        const b = [x, j, s][i % 3];
        b.analyse({ nodes: 200 }, { multiPv: 1 + (i % 5) });
        assert.throws(() => b.analyse({ nodes: 200 }, { multiPv: 6 }));
        if (b !== s) {
          const run = b.startAnalysis({ nodes: 200 }, { multiPv: 3 });
          run.step();
          run.progress();
          run.finish();
          run.delete();
        }
      }
      assert.equal(qipan.HEAP8.length, heap);
      assert.equal(qipan.count_emval_handles(), handles);
    } finally {
      x.delete();
      j.delete();
      s.delete();
    }
  });
});
