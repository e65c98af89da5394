// Rulings reported, not enforced (docs/api.md, Rulings): boards and sessions
// that go on past a repetition, a perpetual check or the move limit, with
// status().ruling naming what the rules rule and from which ply.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, errorMatching } from './qipan.mjs';

// An opening, then an advisor shuffle: the position after ply 6 recurs a third time at ply 14.
const OPENING = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7'];
const SHUFFLE = ['d0e1', 'f9e8', 'e1d0', 'e8f9', 'd0e1', 'f9e8', 'e1d0', 'e8f9'];
const LATER = ['b0c2', 'c6c5', 'g3g4', 'a9b9', 'b2b6', 'g6g5'];
// Red checks from a9 and a8 in turn: the perpetual checker loses at ply 8.
const MIDDLE = '4k4/R8/2n1b4/p3p3p/9/2P6/P3P3P/4B4/4A4/4K4 w - - 0 30';
const CHECKS = ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9', 'e9e8', 'a9a8', 'e8e9'];

function using(obj, fn) {
  try {
    return fn(obj);
  } finally {
    obj.delete();
  }
}

describe('Xiangqi rulings', () => {
  test('enforce is the default: the game ends at the threefold repetition', () => {
    using(new qipan.Xiangqi(), (b) => {
      assert.equal(b.rulings(), 'enforce');
      for (const m of [...OPENING, ...SHUFFLE]) b.play(m);
      assert.deepEqual(b.status(), { over: true, winner: null, reason: 'repetition' });
      assert.throws(() => b.play(LATER[0]), errorMatching(/game is over \(drawn by repetition\)/));
    });
  });

  test("{rulings: 'report'} goes on past the repetition and names it", () => {
    using(new qipan.Xiangqi(undefined, { rulings: 'report' }), (b) => {
      assert.equal(b.rulings(), 'report');
      for (const m of [...OPENING, ...SHUFFLE]) b.play(m);
      const ruled = { over: false, winner: null, reason: '',
        ruling: { winner: null, reason: 'repetition', ply: 14 } };
      assert.deepEqual(b.status(), ruled);
      for (const m of LATER) b.play(m);
      assert.equal(b.history().length, 20);
      assert.deepEqual(b.status(), ruled);
      assert.ok(b.legalMoves().length > 0);
      // Enforced again, the game is over at its ruling.
      b.setRulings('enforce');
      assert.deepEqual(b.status(), { over: true, winner: null, reason: 'repetition' });
      assert.deepEqual(b.legalMoves(), []);
    });
  });

  test('setRulings on a board: a perpetual check is reported, the checker plays on', () => {
    using(new qipan.Xiangqi(MIDDLE), (b) => {
      b.setRulings('report');
      for (const m of CHECKS) b.play(m);
      assert.deepEqual(b.status().ruling, { winner: 'black', reason: 'perpetual_check', ply: 8 });
      assert.equal(b.status().over, false);
      b.play('a8a7');
      assert.deepEqual(b.status().ruling, { winner: 'black', reason: 'perpetual_check', ply: 8 });
      const copy = b.clone();
      assert.equal(copy.rulings(), 'report');
      copy.delete();
    });
  });

  test('a checkmate still ends the game in report mode, the ruling kept', () => {
    using(new qipan.Xiangqi('4k4/R8/6N2/9/9/9/9/9/9/3K5 w - - 130 80', { rulings: 'report' }), (b) => {
      b.play('a8e8');
      assert.deepEqual(b.status(), { over: true, winner: 'red', reason: 'checkmate',
        ruling: { winner: null, reason: 'move_limit', ply: 0 } });
    });
  });

  test('bad modes and options throw and change nothing', () => {
    using(new qipan.Xiangqi(), (b) => {
      assert.throws(() => b.setRulings('ignore'), errorMatching(/rulings must be 'enforce' or 'report', got 'ignore'/));
      assert.throws(() => b.setRulings(1), errorMatching(/rulings/));
      assert.equal(b.rulings(), 'enforce');
    });
    assert.throws(() => new qipan.Xiangqi(undefined, { rulling: 'report' }),
      errorMatching(/unknown option 'rulling'/));
    assert.throws(() => new qipan.Xiangqi(undefined, 'report'), errorMatching(/options must be an object/));
    assert.throws(() => new qipan.Xiangqi(undefined, { rulings: 'Report' }),
      errorMatching(/options\.rulings must be 'enforce' or 'report'/));
    assert.throws(() => new qipan.Xiangqi('bad', { rulings: 'report' }), Error);
  });
});

describe('Jungle rulings', () => {
  const CYCLE = ['a1a2', 'g9g8', 'a2a1', 'g8g9', 'a1a2', 'g9g8', 'a2a1', 'g8g9'];

  test('the repetition draw is reported and play goes on', () => {
    using(new qipan.Jungle(undefined, undefined, { rulings: 'report' }), (b) => {
      for (const m of CYCLE) b.play(m);
      assert.deepEqual(b.status(), { over: false, winner: null, reason: '',
        ruling: { winner: null, reason: 'repetition', ply: 8 } });
      b.play('a3a4');
      assert.equal(b.history().length, 9);
    });
  });

  test('the move-limit draw too, with the rules given', () => {
    using(new qipan.Jungle('6l/7/7/7/7/7/7/7/L6 b 9 1', { moveLimit: 10 }, { rulings: 'report' }), (b) => {
      assert.deepEqual(b.rules().moveLimit, 10);
      b.play('a1a2');
      assert.deepEqual(b.status().ruling, { winner: null, reason: 'move_limit', ply: 1 });
      b.play('g9g8');
      assert.equal(b.status().over, false);
    });
  });

  test('enforce by default; bad options throw', () => {
    using(new qipan.Jungle(), (b) => {
      for (const m of CYCLE) b.play(m);
      assert.deepEqual(b.status(), { over: true, winner: null, reason: 'repetition' });
      b.setRulings('report');
      assert.equal(b.status().over, false);
    });
    assert.throws(() => new qipan.Jungle(undefined, {}, { rulings: true }),
      errorMatching(/options\.rulings must be a string/));
  });
});

describe('Session rulings', () => {
  test("new Session(game, fen, {rulings: 'report'}): clicks go on; the ply counts steps", () => {
    using(new qipan.Session('xiangqi', undefined, { rulings: 'report' }), (s) => {
      assert.equal(s.rulings(), 'report');
      s.setup('a3', '');
      for (const m of SHUFFLE) {
        s.click(m.slice(0, 2));
        assert.equal(s.click(m.slice(2)).action, 'move', m);
      }
      assert.deepEqual(s.status().ruling, { winner: null, reason: 'repetition', ply: 9 });
      s.click('h2');
      assert.equal(s.click('e2').action, 'move');
      assert.equal(s.undo(), true);
      assert.equal(s.rulings(), 'report');
      s.setRulings('enforce');
      assert.equal(s.status().over, true);
      assert.equal(s.click('h2').action, 'none');
    });
  });

  test('setRulings on a session: bad values throw', () => {
    using(new qipan.Session('jungle'), (s) => {
      assert.equal(s.rulings(), 'enforce');
      assert.throws(() => s.setRulings('none'), errorMatching(/rulings must be 'enforce' or 'report', got 'none'/));
      assert.equal(s.rulings(), 'enforce');
      s.setRulings('report');
      assert.equal(s.rulings(), 'report');
    });
    assert.throws(() => new qipan.Session('xiangqi', undefined, { rulings: 'x' }),
      errorMatching(/options\.rulings/));
  });
});

// Issue 28: from ply 66 Black's cannon chases Red's unprotected chariot with
// every move; the chariot's attack on the protected horse is no chase.
const CHASE_GAME = ('h2e2 h7e7 h0g2 h9g7 g3g4 i9h9 b0c2 b7c7 g2f4 h9h5 f4g6 c6c5 i0i1 c5c4 g6e7 ' +
  'c9e7 i1d1 a9a8 c3c4 c7c2 a0a1 a8c8 d1d4 c8d8 d4d8 b9d8 a1d1 d8b7 d0e1 g7f5 d1d5 h5i5 e2e6 ' +
  'd9e8 i3i4 i5h5 e0d0 b7d6 e3e4 f5g7 e6e5 h5e5 e4e5 d6c8 b2b9 e8f7 d5d9 e9e8 e5e6 g7f5 b9f9 ' +
  'f5e3 d9d8 e8e9 f9f8 c8b6 d8d9 e9e8 d9d8 e8e9 e6e7 b6d5 e7f7 c2c3 c0e2 c3d3 d8c8 d3c3 c8d8 ' +
  'c3d3 d8c8 d3c3 c8d8').split(' ');

describe('Xiangqi perpetual chase', () => {
  test('the chase of issue 28 loses for Black, with the words why', () => {
    using(new qipan.Xiangqi(), (b) => {
      assert.equal(b.chaseRules(), 'asian');
      assert.equal(b.rulingExplanation(), '');
      for (const m of CHASE_GAME) b.play(m);
      assert.deepEqual(b.status(), { over: true, winner: 'red', reason: 'repetition' });
      assert.match(b.rulingExplanation(), /^Black loses by perpetual chase \(Asian rules\)/);
      assert.match(b.rulingExplanation(), /the cannon on d3 attacks it on d8/);
    });
  });

  test("under 'report' the chase is reported with its ply and the game goes on", () => {
    using(new qipan.Xiangqi(undefined, { rulings: 'report' }), (b) => {
      for (const m of CHASE_GAME) b.play(m);
      assert.deepEqual(b.status().ruling, { winner: 'red', reason: 'repetition', ply: 73 });
      b.play('c3b3');
      assert.equal(b.status().over, false);
    });
  });

  test('one check and one chase: a draw by the Asian rules, a loss by the Chinese', () => {
    using(new qipan.Xiangqi('4k4/9/n8/9/9/R8/9/9/9/5K3 w'), (b) => {
      for (let i = 0; i < 2; ++i) for (const m of ['a4e4', 'e9d9', 'e4a4', 'd9e9']) b.play(m);
      assert.deepEqual(b.status(), { over: true, winner: null, reason: 'repetition' });
      b.setChaseRules('chinese');
      assert.equal(b.chaseRules(), 'chinese');
      assert.deepEqual(b.status(), { over: true, winner: 'black', reason: 'repetition' });
      assert.throws(() => b.setChaseRules('Chinese'), errorMatching(/rules must be 'asian' or 'chinese', got 'Chinese'/));
      assert.equal(b.chaseRules(), 'chinese');
    });
  });
});
