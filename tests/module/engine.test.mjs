// The computer player in the module (docs/api.md, "The computer player"):
// bestMove and evaluate on qipan.Xiangqi, qipan.Jungle and qipan.Session —
// legal moves, mates found, determinism, the node budget, bad budgets that
// throw and change nothing, hostile budget objects, a flat heap.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, errorMatching } from './qipan.mjs';

// Red mates in one (tests/native/search/xiangqi_search_test.cpp).
const xiangqiMate = '5a3/2P6/5k3/7R1/9/9/9/4K4/9/9 w - - 0 1';
// Blue enters the den in one (tests/native/search/jungle_search_test.cpp).
const jungleDen = '7/3P3/2w4/7/7/7/7/7/7 b';

function using(board, body) {
  try {
    return body(board);
  } finally {
    board.delete();
  }
}

function checkResult(r, legal) {
  assert.deepEqual(Object.keys(r).sort(), ['depth', 'mate', 'move', 'nodes', 'pv', 'score', 'timeMs']);
  assert.ok(legal.includes(r.move), `${r.move} is not legal`);
  assert.equal(r.pv[0], r.move);
  assert.ok(Number.isInteger(r.score) && Number.isInteger(r.depth) && r.depth >= 1);
  assert.ok(Number.isInteger(r.nodes) && r.nodes > 0);
  assert.ok(typeof r.timeMs === 'number' && r.timeMs >= 0);
}

const games = [
  { name: 'Xiangqi', make: (fen) => new qipan.Xiangqi(fen), mate: xiangqiMate },
  { name: 'Jungle', make: (fen) => new qipan.Jungle(fen), mate: jungleDen },
  { name: 'Session xiangqi', make: (fen) => new qipan.Session('xiangqi', fen), mate: xiangqiMate },
  { name: 'Session jungle', make: (fen) => new qipan.Session('jungle', fen), mate: jungleDen },
];

// The legal moves of a board or a session's position.
function legalMoves(b) {
  if (b.legalMoves) return b.legalMoves();
  const game = b.game() === 'xiangqi' ? new qipan.Xiangqi(b.fen()) : new qipan.Jungle(b.fen());
  return using(game, (g) => g.legalMoves());
}

for (const g of games) {
  describe(`${g.name}: bestMove and evaluate`, () => {
    test('each kind of budget returns a legal move and its line', () => {
      using(g.make(), (b) => {
        const legal = legalMoves(b);
        for (const budget of [{ level: 1 }, { level: 4, seed: 7 }, { depth: 3 }, { nodes: 3000 },
          { movetime: 50 }, { depth: 2, nodes: 100000, movetime: 10000, seed: 3 }]) {
          checkResult(b.bestMove(budget), legal);
        }
        assert.ok(Number.isInteger(b.evaluate()));
      });
    });

    test('finds the mate in one', () => {
      using(g.make(g.mate), (b) => {
        const r = b.bestMove({ depth: 3 });
        assert.equal(r.mate, 1);
        assert.ok(r.score > 30000);
        b.play(r.move);
        assert.equal(b.status().over, true);
        assert.notEqual(b.status().winner, null);
        // The game is over: no move to find, and nothing changes.
        const fen = b.fen();
        assert.throws(() => b.bestMove({ depth: 1 }), errorMatching(/game is over/));
        assert.equal(b.fen(), fen);
      });
    });

    test('same budget and seed, same result; the node budget is kept', () => {
      using(g.make(), (b) => {
        b.bestMove({ depth: 4 }); // a search in between must not matter
        for (const budget of [{ level: 3, seed: 11 }, { nodes: 5000 }, { depth: 4 }]) {
          const first = b.bestMove(budget);
          b.bestMove({ level: 5, seed: 99 });
          const again = b.bestMove(budget);
          delete first.timeMs;
          delete again.timeMs;
          assert.deepEqual(again, first);
        }
        for (const nodes of [1, 50, 777, 20000]) assert.ok(b.bestMove({ nodes }).nodes <= nodes);
        assert.equal(b.bestMove({ nodes: 20000 }).nodes, 20000);
      });
    });

    test('bad budgets throw a clear Error and change nothing', () => {
      using(g.make(), (b) => {
        b.play(legalMoves(b)[0]);
        const fen = b.fen();
        const history = b.history();
        const cases = [
          [undefined, /budget must be an object/],
          [null, /budget must be an object/],
          [5, /budget must be an object/],
          [[], /budget must be an object/],
          [{}, /at least one of level, depth, nodes or movetime/],
          [{ seed: 4 }, /at least one of/],
          [{ level: undefined }, /at least one of/],
          [{ level: 0 }, /budget.level is out of range: 0/],
          [{ level: 9 }, /budget.level is out of range: 9/],
          [{ level: 2.5 }, /budget.level must be a whole number/],
          [{ level: '3' }, /budget.level must be a number, got string/],
          [{ depth: 0 }, /budget.depth is out of range/],
          [{ depth: 65 }, /budget.depth is out of range/],
          [{ nodes: -1 }, /budget.nodes is out of range/],
          [{ nodes: 1e10 }, /budget.nodes is out of range/],
          [{ nodes: NaN }, /budget.nodes must be a whole number/],
          [{ movetime: Infinity }, /budget.movetime must be a whole number/],
          [{ movetime: 0 }, /budget.movetime is out of range/],
          [{ depth: 3, seed: -1 }, /budget.seed is out of range/],
          [{ depth: 3, seed: 2 ** 53 }, /budget.seed is out of range/],
          [{ depth: 3, seed: 10n }, /budget.seed must be a number, got bigint/],
          [{ level: 3, lvl: 4 }, /unknown budget key 'lvl': expected level, depth, nodes, movetime, seed/],
          [{ time: 1000 }, /unknown budget key 'time'/],
        ];
        for (const [budget, message] of cases) {
          assert.throws(() => b.bestMove(budget), errorMatching(message), String(message));
          assert.equal(b.fen(), fen);
          assert.deepEqual(b.history(), history);
        }
      });
    });
  });
}

describe('hostile budgets', () => {
  test('a throwing getter or proxy trap throws its own error before the module runs', () => {
    using(new qipan.Xiangqi(), (b) => {
      const boom = new Error('boom');
      const getter = { get level() { throw boom; } };
      const proxy = new Proxy({}, { ownKeys() { throw boom; } });
      const getProxy = new Proxy({ level: 2 }, { get() { throw boom; } });
      for (const budget of [getter, proxy, getProxy]) {
        assert.throws(() => b.bestMove(budget), (e) => e === boom);
      }
      assert.equal(b.history().length, 0);
    });
  });

  test('getters run once, before the search: their later values do not count', () => {
    using(new qipan.Xiangqi(), (b) => {
      let reads = 0;
      const budget = { get depth() { reads += 1; return reads === 1 ? 2 : 64; } };
      assert.equal(b.bestMove(budget).depth, 2);
      assert.equal(reads, 1);
    });
  });

  test('a getter that plays on the board runs before the search sees it', () => {
    using(new qipan.Xiangqi(), (b) => {
      const budget = { get depth() { b.play('h2e2'); return 2; } };
      const r = b.bestMove(budget);
      assert.deepEqual(b.history(), ['h2e2']);
      assert.ok(b.legalMoves().includes(r.move)); // Black's move, searched after the getter ran
    });
  });

  test('valueOf and toString are never called', () => {
    using(new qipan.Jungle(), (b) => {
      const sneaky = { valueOf() { throw new Error('called'); }, toString() { throw new Error('called'); } };
      assert.throws(() => b.bestMove({ depth: sneaky }), errorMatching(/budget.depth must be a number, got object/));
    });
  });
});

describe('the session searches its own position, history included', () => {
  test('the same move as a board given the same moves', () => {
    const s = new qipan.Session('xiangqi');
    const x = new qipan.Xiangqi();
    try {
      for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9']) {
        s.play(m);
        x.play(m);
      }
      const a = s.bestMove({ nodes: 20000 });
      const b = x.bestMove({ nodes: 20000 });
      delete a.timeMs;
      delete b.timeMs;
      assert.deepEqual(a, b);
      assert.equal(s.evaluate(), x.evaluate());
    } finally {
      s.delete();
      x.delete();
    }
  });
});

describe('memory', () => {
  test('1,000 searches and evaluations keep the wasm heap and emval handles flat', () => {
    const x = new qipan.Xiangqi();
    const j = new qipan.Jungle();
    const s = new qipan.Session('jungle');
    try {
      // The first search of each game allocates its engine's table.
      x.bestMove({ depth: 2 });
      j.bestMove({ depth: 2 });
      s.bestMove({ depth: 2 });
      const heap = qipan.HEAP8.length;
      const handles = qipan.count_emval_handles();
      for (let i = 0; i < 1000; i++) {
        const b = [x, j, s][i % 3];
        b.bestMove({ nodes: 200, seed: i });
        b.evaluate();
        assert.throws(() => b.bestMove({ nodes: 0 }));
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

describe('startSearch: bestMove one depth at a time', () => {
  for (const [name, make, mateFen] of [
    ['Xiangqi', (fen) => new qipan.Xiangqi(fen), xiangqiMate],
    ['Jungle', (fen) => new qipan.Jungle(fen), jungleDen],
  ]) {
    test(`${name}: the same answer as bestMove, depth by depth`, () => {
      using(make(), (b) => {
        for (const budget of [{ nodes: 20000 }, { level: 4, seed: 5 }, { depth: 3 }]) {
          const direct = b.bestMove(budget);
          const run = b.startSearch(budget);
          const depths = [];
          while (run.step()) depths.push(run.progress().depth);
          const r = run.finish();
          run.delete();
          delete direct.timeMs;
          delete r.timeMs;
          assert.deepEqual(r, direct);
          depths.forEach((d, i) => assert.equal(d, i + 1));
        }
      });
    });

    test(`${name}: a newer search replaces it; bad budgets and finished games throw`, () => {
      using(make(), (b) => {
        const run = b.startSearch({ depth: 5 });
        assert.equal(run.step(), true);
        b.bestMove({ depth: 1 });
        assert.throws(() => run.step(), errorMatching(/a newer search of this game/));
        assert.throws(() => run.finish(), errorMatching(/a newer search of this game/));
        run.delete();
        assert.throws(() => b.startSearch({}), errorMatching(/at least one of/));
        assert.throws(() => b.startSearch({ depth: 99 }), errorMatching(/budget.depth is out of range/));
      });
      using(make(mateFen), (b) => {
        b.play(b.bestMove({ depth: 2 }).move);
        assert.throws(() => b.startSearch({ depth: 1 }), errorMatching(/game is over/));
      });
    });
  }
});
