// explain(move) (docs/api.md, "Calls for a board UI"): why a move is refused,
// {code, en, zh}, on both boards and on Session alike; null for a legal
// move; bad input throws with its code and changes nothing.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, throwsCode, using } from './qipan.mjs';

const xiangqiCases = [
  // [fen or null for the start, move, code, English part, Chinese part]
  [null, 'b0d1', 'horse_leg', "the horse's leg is blocked at c0", '蹩马腿：c0'],
  [null, 'B0-D1', 'horse_leg', 'blocked at c0', '蹩马腿'],
  [null, 'b2b7', 'cannon_screen', 'exactly one piece', '炮打隔子'],
  [null, 'h7e7', 'not_your_piece', "Black's, and it is Red's turn", '轮到红方走'],
  [null, 'd3d4', 'no_piece', 'no piece on d3', 'd3 没有棋子'],
  [null, 'e3d3', 'soldier_sideways', 'after crossing the river', '兵未过河不能横走'],
  ['3k5/9/9/P7p/9/2B6/9/9/9/4K4 w', 'c4e6', 'elephant_river', 'cannot cross the river', '相不能过河'],
  ['3k5/9/9/P7p/9/9/9/9/3N5/2B1K4 w', 'c0e2', 'elephant_eye', "elephant's eye is blocked at d1", '塞象眼'],
  ['3k5/9/9/P7p/9/9/9/9/9/3AK4 w', 'd0c1', 'palace', 'an advisor stays in the palace', '九宫'],
  ['4k4/9/9/P7p/9/9/9/9/4N4/4K4 w', 'e1d3', 'generals_facing', 'face each other on the e file', '将帅不能照面'],
  ['4k4/4r4/9/P7p/9/9/9/9/4N4/4K4 w', 'e1d3', 'pinned', 'pinned against its general by the chariot on e8', '牵制'],
  ['4k4/4r4/9/9/9/9/9/9/9/N3K4 w', 'a0b2', 'still_in_check', 'still in check from the chariot on e8', '仍被将军'],
];

describe('explain(move)', () => {
  test('names the Xiangqi rule that refuses a move, in English and Chinese', () => {
    for (const [fen, move, code, en, zh] of xiangqiCases) {
      using(fen ? new qipan.Xiangqi(fen) : new qipan.Xiangqi(), (x) => {
        const before = x.fen();
        const why = x.explain(move);
        assert.deepEqual(Object.keys(why).sort(), ['code', 'en', 'zh']);
        assert.equal(why.code, code, move);
        assert.ok(why.en.includes(en), why.en);
        assert.ok(why.zh.includes(zh), why.zh);
        assert.equal(x.fen(), before);
        // The move is indeed refused.
        assert.equal(x.isLegal(move), false);
      });
    }
  });

  test('is null for a legal move in any notation', () => {
    using(new qipan.Xiangqi(), (x) => {
      for (const m of ['h2e2', 'C2.5', '炮二平五', 'H2-E2']) assert.equal(x.explain(m), null, m);
      for (const m of x.legalMoves()) assert.equal(x.explain(m), null, m);
    });
    using(new qipan.Jungle(), (j) => {
      for (const m of j.legalMoves()) assert.equal(j.explain(m), null, m);
    });
  });

  test('names the Jungle rule: water, dens, jumps, rank', () => {
    using(new qipan.Jungle(), (j) => {
      assert.equal(j.explain('c3c4').code, 'water');
      assert.match(j.explain('c3c4').zh, /只有鼠能下河/);
      assert.equal(j.explain('a3a5').code, 'wrong_way');
      assert.equal(j.explain('a9a8').code, 'not_your_piece');
    });
    using(new qipan.Jungle('7/7/7/7/7/7/7/3T3/6r b'), (j) => {
      assert.equal(j.explain('d2d1').code, 'own_den');
    });
  });

  test('Session answers as its position does, and says when the game is over', () => {
    using(new qipan.Session('xiangqi'), (s) => {
      using(new qipan.Xiangqi(), (x) => assert.deepEqual(s.explain('b0d1'), x.explain('b0d1')));
      s.play('h2e2');
      assert.equal(s.explain('h9g7'), null);
      assert.equal(s.explain('h2e2').code, 'no_piece');
    });
    using(new qipan.Session('jungle'), (s) => {
      assert.equal(s.explain('c3c4').code, 'water');
    });
    using(new qipan.Xiangqi('3k5/9/9/9/9/9/9/9/3R5/3RK4 b'), (x) => {
      assert.equal(x.explain('d9e9').code, 'game_over');
      assert.match(x.explain('d9e9').zh, /对局已结束/);
    });
  });

  test('throws for text that names no move, and for a value that is not a string', () => {
    using(new qipan.Xiangqi(), (x) => {
      const before = x.fen();
      for (const bad of ['', 'z9z9', 'x'.repeat(10000), 'h2\0e2', 'C9.9']) {
        throwsCode(() => x.explain(bad), 'bad_move');
      }
      for (const v of [undefined, null, 7, {}, ['h2e2']]) throwsCode(() => x.explain(v), 'bad_argument');
      assert.equal(x.fen(), before);
    });
  });
});
