// Calls that reach the same check by more than one path answer alike: every
// budget path (bestMove, startSearch, on each board and the session)
// reports bad_budget, and every constructor path (with and without its
// rules and options) keeps bad_fen. Once these were copies that drifted:
// startSearch({}) said bad_argument, new Xiangqi(badFen, {rulings}) lost
// bad_fen.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, throwsCode, using } from './qipan.mjs';

const badBudgets = [
  [{}, /at least one of level, depth, nodes or movetime/],
  [{ level: 'x' }, /budget\.level/],
  [{ depth: 0 }, /budget\.depth/],
  [{ nodes: 1.5 }, /budget\.nodes/],
  [{ movetime: -1 }, /budget\.movetime/],
  [{ level: 3, seed: -1 }, /budget\.seed/],
  [{ speed: 3 }, /unknown budget key 'speed'/],
  [7, /budget/],
  [null, /budget/],
];

const boards = {
  Xiangqi: () => new qipan.Xiangqi(),
  Jungle: () => new qipan.Jungle(),
};

describe('every budget path reports bad_budget', () => {
  for (const [name, make] of Object.entries(boards)) {
    test(`${name}: bestMove and startSearch`, () => {
      using(make(), (b) => {
        for (const [budget, pattern] of badBudgets) {
          throwsCode(() => b.bestMove(budget), 'bad_budget', pattern);
          throwsCode(() => b.startSearch(budget), 'bad_budget', pattern);
        }
      });
    });
  }
  for (const game of ['xiangqi', 'jungle']) {
    test(`Session('${game}'): bestMove`, () => {
      using(new qipan.Session(game), (s) => {
        for (const [budget, pattern] of badBudgets) {
          throwsCode(() => s.bestMove(budget), 'bad_budget', pattern);
        }
      });
    });
  }
  test('a bad budget changes nothing: the next search runs', () => {
    using(new qipan.Xiangqi(), (b) => {
      throwsCode(() => b.startSearch({}), 'bad_budget');
      assert.match(b.bestMove({ depth: 1 }).move, /^[a-i][0-9][a-i][0-9]$/);
    });
  });
});

describe('every constructor path keeps bad_fen', () => {
  const badFens = ['nonsense', '', '9/9/9 w', 'rnbakabnr/9 w'];
  test('Xiangqi: (fen), (fen, {rulings})', () => {
    for (const fen of badFens) {
      throwsCode(() => new qipan.Xiangqi(fen), 'bad_fen');
      throwsCode(() => new qipan.Xiangqi(fen, {}), 'bad_fen');
      throwsCode(() => new qipan.Xiangqi(fen, { rulings: 'report' }), 'bad_fen');
    }
  });
  test('Jungle: (fen), (fen, rules), (fen, rules, {rulings})', () => {
    for (const fen of badFens) {
      throwsCode(() => new qipan.Jungle(fen), 'bad_fen');
      throwsCode(() => new qipan.Jungle(fen, {}), 'bad_fen');
      throwsCode(() => new qipan.Jungle(fen, { moveLimit: 50 }), 'bad_fen');
      throwsCode(() => new qipan.Jungle(fen, {}, { rulings: 'report' }), 'bad_fen');
    }
  });
  test('Session: (game, fen), (game, fen, {rulings})', () => {
    for (const game of ['xiangqi', 'jungle']) {
      for (const fen of badFens) {
        throwsCode(() => new qipan.Session(game, fen), 'bad_fen');
        throwsCode(() => new qipan.Session(game, fen, { rulings: 'report' }), 'bad_fen');
      }
    }
  });
  test('the other arguments keep their own codes', () => {
    throwsCode(() => new qipan.Xiangqi(undefined, { rulings: 'maybe' }), 'bad_argument');
    throwsCode(() => new qipan.Xiangqi(7), 'bad_argument');
    throwsCode(() => new qipan.Jungle(undefined, { moveLimit: 'x' }), 'bad_argument');
    using(new qipan.Xiangqi(undefined, { rulings: 'report' }), (x) => {
      assert.equal(x.rulings(), 'report');
      assert.equal(x.fen(), new qipan.Xiangqi().fen());
    });
  });
});
