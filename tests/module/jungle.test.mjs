// qipan.Jungle against docs/api.md: every method, its errors, and the
// promise that a failed call changes nothing.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, errorMatching } from './qipan.mjs';

const START = 'l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b';
const START_FEN = `${START} 0 1`;

// A board that is deleted after `body` runs, whatever happens.
function withBoard(args, body) {
  const board = new qipan.Jungle(...args);
  try {
    return body(board);
  } finally {
    board.delete();
  }
}

function snapshot(board) {
  return {
    fen: board.fen(),
    turn: board.turn(),
    history: board.history(),
    status: board.status(),
    moves: board.legalMoves(),
  };
}

// `call` throws an Error matching `pattern` and leaves the board as it was.
function throwsUnchanged(board, call, pattern) {
  const before = snapshot(board);
  assert.throws(call, errorMatching(pattern));
  assert.deepEqual(snapshot(board), before);
}

const sorted = (moves) => [...moves].sort();

describe('new qipan.Jungle(fen?, rules?)', () => {
  test('starts from the start position without arguments or with undefined', () => {
    withBoard([], (b) => assert.equal(b.fen(), START_FEN));
    withBoard([undefined], (b) => assert.equal(b.fen(), START_FEN));
    withBoard([undefined, undefined], (b) => assert.equal(b.fen(), START_FEN));
    withBoard([undefined, { elephantTakesRat: true }], (b) => {
      assert.equal(b.fen(), START_FEN);
      assert.equal(b.rules().elephantTakesRat, true);
    });
  });

  test('reads a FEN, with or without counters', () => {
    withBoard(['6r/7/7/7/7/7/1L5/7/7 r'], (b) => {
      assert.equal(b.fen(), '6r/7/7/7/7/7/1L5/7/7 r 0 1');
      assert.equal(b.turn(), 'red');
    });
    withBoard(['6r/7/7/7/7/7/1L5/7/7 b 12 30'], (b) => assert.equal(b.fen(), '6r/7/7/7/7/7/1L5/7/7 b 12 30'));
  });

  const badFens = [
    ['', /empty FEN/],
    ['l5t/1w3c1/r1p1d1e/7/7/E1D1P1R/1C3W1/T5L b', /FEN has 8 ranks, expected 9/],
    ['l6t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b', /rank 9 of the FEN 'l6t' has 8 files, expected 7/],
    ['l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1K/1C3W1/T5L b', /unknown piece letter 'K'/],
    ['l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L', /no side to move/],
    ['l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L w', /unknown side to move 'w'/],
    ['6r/7/7/7/T2T3/7/7/7/7 b', /more than one Blue tiger \(a5 and d5\)/],
    ['6r/7/7/7/1E5/7/7/7/7 b', /Blue elephant on b5 is in the river/],
    ['6r/7/7/7/7/7/7/7/3L3 b', /Blue lion on d1 is in its own den/],
    ['6r/7/7/7/7/7/1L5/7/7 b x', /bad half-move clock 'x'/],
    ['6r/7/7/7/7/7/1L5/7/7 b 0 0', /bad move number '0'/],
    ['6r/7/7/7/7/7/1L5/7/7 b 0 1 extra', /unexpected field 'extra'/],
  ];
  for (const [fen, pattern] of badFens) {
    test(`rejects ${JSON.stringify(fen)} naming the fault`, () => {
      assert.throws(() => new qipan.Jungle(fen), errorMatching(pattern));
    });
  }

  test('rejects a FEN of the wrong JS type', () => {
    for (const [value, name] of [[null, 'null'], [42, 'number'], [{}, 'object'], [['a'], 'array'], [true, 'boolean']]) {
      assert.throws(() => new qipan.Jungle(value), errorMatching(new RegExp(`fen must be a string, got ${name}`)));
    }
  });

  test('accepts positions already lost, and reports them over', () => {
    withBoard(['3C3/7/7/7/7/7/7/7/6e r'], (b) => {
      assert.deepEqual(b.status(), { over: true, winner: 'blue', reason: 'den' });
    });
  });
});

describe('rules (second constructor argument) and .rules()', () => {
  const standard = {
    elephantTakesRat: false,
    ratsCaptureAcrossBank: false,
    ownTrapsWeaken: false,
    trappedAttackZero: false,
    repetitionCount: 3,
    moveLimit: 100,
  };

  test('the standard set by default', () => {
    withBoard([], (b) => assert.deepEqual(b.rules(), standard));
  });

  test('takes any subset of the keys; undefined values keep the default', () => {
    const custom = { ...standard, ownTrapsWeaken: true, moveLimit: 0, repetitionCount: 0 };
    withBoard([START, { ownTrapsWeaken: true, moveLimit: 0, repetitionCount: 0, elephantTakesRat: undefined }],
      (b) => assert.deepEqual(b.rules(), custom));
    withBoard([START, {}], (b) => assert.deepEqual(b.rules(), standard));
    withBoard([START, standard], (b) => assert.deepEqual(b.rules(), standard));
  });

  // Each switch flips the legality of one move.
  const switches = [
    ['elephantTakesRat', '6t/7/7/7/7/r6/E6/7/7 b', 'a3a4'],
    ['ratsCaptureAcrossBank', '6t/7/7/7/7/eR5/7/7/7 b', 'b4a4'],
    ['ownTrapsWeaken', '6t/7/7/7/7/7/7/7/4Ec1 r', 'f1e1'],
    ['trappedAttackZero', '6T/7/7/7/7/7/7/7/1Dl4 r', 'c1b1', true],
  ];
  for (const [key, fen, move, legalByDefault = false] of switches) {
    test(`${key} changes whether ${move} is legal`, () => {
      withBoard([fen], (b) => assert.equal(b.legalMoves().includes(move), legalByDefault));
      withBoard([fen, { [key]: true }], (b) => {
        assert.equal(b.legalMoves().includes(move), !legalByDefault);
        if (!legalByDefault) {
          b.play(move);
          assert.deepEqual(b.history(), [move]);
        }
      });
    });
  }

  test('moveLimit and repetitionCount end games sooner or never', () => {
    withBoard(['6l/7/7/7/7/7/7/7/L6 b 9 1', { moveLimit: 10 }], (b) => {
      assert.equal(b.status().over, false);
      b.play('a1a2');
      assert.deepEqual(b.status(), { over: true, winner: null, reason: 'move_limit' });
    });
    withBoard(['6l/7/7/7/7/7/7/7/L6 b 500 1', { moveLimit: 0 }], (b) => assert.equal(b.status().over, false));
    withBoard(['6l/7/7/7/7/7/7/7/L6 b', { repetitionCount: 2 }], (b) => {
      for (const m of ['a1a2', 'g9g8', 'a2a1', 'g8g9']) b.play(m);
      assert.deepEqual(b.status(), { over: true, winner: null, reason: 'repetition' });
    });
  });

  const badRules = [
    [{ foo: true }, /unknown rule 'foo': expected one of elephantTakesRat, ratsCaptureAcrossBank, ownTrapsWeaken, trappedAttackZero, repetitionCount, moveLimit/],
    [{ elephant_takes_rat: true }, /unknown rule 'elephant_takes_rat'/],
    [{ elephantTakesRat: 1 }, /rules.elephantTakesRat must be a boolean, got number/],
    [{ ownTrapsWeaken: 'yes' }, /rules.ownTrapsWeaken must be a boolean, got string/],
    [{ trappedAttackZero: null }, /rules.trappedAttackZero must be a boolean, got null/],
    [{ ratsCaptureAcrossBank: {} }, /rules.ratsCaptureAcrossBank must be a boolean, got object/],
    [{ repetitionCount: '3' }, /rules.repetitionCount must be a number, got string/],
    [{ repetitionCount: 1 }, /rules.repetitionCount: repetition count must be 0 \(off\) or from 2/],
    [{ repetitionCount: 2.5 }, /rules.repetitionCount must be a whole number/],
    [{ repetitionCount: -1 }, /rules.repetitionCount is out of range: -1/],
    [{ moveLimit: 1e9 }, /rules.moveLimit is out of range/],
    [{ moveLimit: NaN }, /rules.moveLimit must be a whole number/],
    [{ moveLimit: true }, /rules.moveLimit must be a number, got boolean/],
    [null, /rules must be an object, got null/],
    [[], /rules must be an object, got array/],
    ['strict', /rules must be an object, got string/],
    [7, /rules must be an object, got number/],
    [() => 1, /rules must be an object, got function/],
  ];
  for (const [rules, pattern] of badRules) {
    test(`rejects rules ${typeof rules === 'function' ? 'function' : JSON.stringify(rules)}`, () => {
      assert.throws(() => new qipan.Jungle(START, rules), errorMatching(pattern));
      assert.throws(() => new qipan.Jungle(undefined, rules), errorMatching(pattern));
    });
  }

  test('rejects a bad FEN even with good rules, and good rules with a bad FEN', () => {
    assert.throws(() => new qipan.Jungle('nonsense', { moveLimit: 10 }), errorMatching(/FEN has 1 ranks/));
    assert.throws(() => new qipan.Jungle(3, { moveLimit: 10 }), errorMatching(/fen must be a string/));
  });
});

describe('.fen() and .turn()', () => {
  test('round-trip through the constructor along a game', () => {
    withBoard([], (b) => {
      for (const m of ['a3a4', 'g7g6', 'a4a5', 'g6g5', 'g1g2']) {
        b.play(m);
        withBoard([b.fen()], (copy) => {
          assert.equal(copy.fen(), b.fen());
          assert.deepEqual(copy.legalMoves(), b.legalMoves());
          assert.equal(copy.turn(), b.turn());
        });
      }
      assert.equal(b.fen(), 'l5t/1w3c1/r1p1d2/7/E5e/7/2D1P1R/1C3WL/T6 r 5 3');
    });
  });

  test('turn alternates blue, red', () => {
    withBoard([], (b) => {
      assert.equal(b.turn(), 'blue');
      b.play('a3a4');
      assert.equal(b.turn(), 'red');
    });
  });
});

describe('.legalMoves()', () => {
  test('lists the 24 opening moves in coordinate notation', () => {
    withBoard([], (b) => {
      const moves = b.legalMoves();
      assert.equal(moves.length, 24);
      assert.ok(moves.includes('a3a4'));
      assert.ok(moves.every((m) => /^[a-g][1-9][a-g][1-9]$/.test(m)));
    });
  });

  const edgeCases = [
    ['6r/7/7/7/7/7/1L5/7/7 b', 'b3a3 b3b2 b3b7 b3c3'],
    ['7/7/7/7/1r5/7/1L5/7/7 b', 'b3a3 b3b2 b3c3'],
    ['6r/7/7/7/T2L3/7/7/7/7 b', 'a5a4 a5a6 d5d4 d5d6 d5g5'],
    ['6e/7/7/1r5/1R5/7/7/7/7 b', 'b5a5 b5b4 b5b6 b5c5'],
    ['6r/7/7/7/7/7/7/3C3/2l4 b', 'd2c2 d2d3 d2e2'],
  ];
  for (const [fen, moves] of edgeCases) {
    test(`spec edge case ${fen}`, () => {
      withBoard([fen], (b) => assert.deepEqual(sorted(b.legalMoves()), moves.split(' ')));
    });
  }
});

describe('.legalMovesFrom(square)', () => {
  test('the moves of one piece of the side to move', () => {
    withBoard([], (b) => {
      assert.deepEqual(sorted(b.legalMovesFrom('a3')), ['a3a2', 'a3a4', 'a3b3']);
      assert.deepEqual(sorted(b.legalMovesFrom('g1')), ['g1f1', 'g1g2']);
    });
  });

  test('[] for an empty square or a piece of the side not to move', () => {
    withBoard([], (b) => {
      assert.deepEqual(b.legalMovesFrom('d5'), []);
      assert.deepEqual(b.legalMovesFrom('a9'), []);
    });
  });

  test('throws on a bad square or a wrong type, changing nothing', () => {
    withBoard([], (b) => {
      throwsUnchanged(b, () => b.legalMovesFrom('h1'), /file 'h' is off the board/);
      throwsUnchanged(b, () => b.legalMovesFrom('a0'), /rank '0' is off the board/);
      throwsUnchanged(b, () => b.legalMovesFrom('a10'), /bad square 'a10'/);
      throwsUnchanged(b, () => b.legalMovesFrom(''), /empty square name/);
      throwsUnchanged(b, () => b.legalMovesFrom(3), /square must be a string, got number/);
      throwsUnchanged(b, () => b.legalMovesFrom(undefined), /square must be a string, got undefined/);
      throwsUnchanged(b, () => b.legalMovesFrom(), /called with 0 arguments/);
    });
  });
});

describe('.pieceAt(square) and .pieceInfo(square)', () => {
  test('pieceAt gives FEN letters, "" for an empty square', () => {
    withBoard([], (b) => {
      assert.equal(b.pieceAt('a1'), 'T');
      assert.equal(b.pieceAt('g7'), 'e');
      assert.equal(b.pieceAt('d5'), '');
    });
  });

  test('pieceInfo gives rank, defence and abilities, null when empty', () => {
    withBoard(['E1c1t2/7/7/7/7/1R5/7/3d3/6L b'], (b) => {
      assert.deepEqual(b.pieceInfo('b4'), { piece: 'R', side: 'blue', rank: 1, defence: 1, canSwim: true, canJump: false });
      assert.deepEqual(b.pieceInfo('g1'), { piece: 'L', side: 'blue', rank: 7, defence: 7, canSwim: false, canJump: true });
      assert.deepEqual(b.pieceInfo('e9'), { piece: 't', side: 'red', rank: 6, defence: 6, canSwim: false, canJump: true });
      // in an enemy trap: defence 0, attack kept
      assert.deepEqual(b.pieceInfo('c9'), { piece: 'c', side: 'red', rank: 2, defence: 2, canSwim: false, canJump: false });
      assert.deepEqual(b.pieceInfo('a9'), { piece: 'E', side: 'blue', rank: 8, defence: 8, canSwim: false, canJump: false });
      assert.deepEqual(b.pieceInfo('d2'), { piece: 'd', side: 'red', rank: 3, defence: 0, canSwim: false, canJump: false });
      assert.equal(b.pieceInfo('d5'), null);
    });
    withBoard(['6t/7/7/7/7/7/7/7/2l3L r', { trappedAttackZero: true }], (b) => {
      assert.deepEqual(b.pieceInfo('c1'), { piece: 'l', side: 'red', rank: 0, defence: 0, canSwim: false, canJump: true });
    });
  });

  test('both throw on bad squares and wrong types', () => {
    withBoard([], (b) => {
      for (const call of [(s) => b.pieceAt(s), (s) => b.pieceInfo(s)]) {
        throwsUnchanged(b, () => call('i1'), /file 'i' is off the board/);
        throwsUnchanged(b, () => call(null), /square must be a string, got null/);
        throwsUnchanged(b, () => call({}), /square must be a string, got object/);
      }
    });
  });
});

describe('.play(move), .undo(), .history()', () => {
  test('plays, records and takes back moves', () => {
    withBoard([], (b) => {
      b.play('a3a4');
      b.play('g7g6');
      assert.deepEqual(b.history(), ['a3a4', 'g7g6']);
      assert.equal(b.pieceAt('a4'), 'E');
      assert.equal(b.undo(), true);
      assert.deepEqual(b.history(), ['a3a4']);
      assert.equal(b.undo(), true);
      assert.equal(b.undo(), false);
      assert.equal(b.fen(), START_FEN);
      assert.deepEqual(b.history(), []);
    });
  });

  test('plays a lake jump and a capture', () => {
    withBoard(['6r/7/2t4/7/7/7/2L4/7/7 b'], (b) => {
      b.play('c3c7');
      assert.equal(b.pieceAt('c7'), 'L');
      assert.equal(b.fen(), '6r/7/2L4/7/7/7/7/7/7 r 0 1');
    });
  });

  const badMoves = [
    ['a4a6', /illegal move a4a6: an elephant moves one square up, down, left or right$/],
    ['g1e1', /illegal move g1e1: a lion moves one square up, down, left or right, or jumps a lake/],
    ['b3b4', /illegal move b3b4: there is no piece on b3/],
    ['d1d2', /illegal move d1d2: there is no piece on d1/],
    ['a9a8', /illegal move a9a8: the lion on a9 is Red's, and Blue is to move/],
    ['c3c4', /illegal move c3c4: only the rat may enter the river/],
    ['a3a3', /bad move 'a3a3': the from-square and the to-square are the same/],
    ['a3', /bad move 'a3': expected a from-square and a to-square, like 'a3a4'/],
    ['', /bad move '': expected/],
    ['a3a4 ', /bad move 'a3a4 '/],
    ['h3a4', /bad move 'h3a4': bad square 'h3': file 'h' is off the board/],
    ['a0a1', /rank '0' is off the board/],
    ['A3A4', /file 'A' is off the board/],
  ];
  for (const [move, pattern] of badMoves) {
    test(`refuses ${JSON.stringify(move)} and changes nothing`, () => {
      withBoard([], (b) => {
        b.play('a3a4');
        b.play('g7g6');
        throwsUnchanged(b, () => b.play(move), pattern);
      });
    });
  }

  test('refuses a move onto an own piece, into the own den, or across a blocked lake', () => {
    withBoard(['6t/7/7/7/1r5/7/DL5/E1C4/7 b'], (b) => {
      throwsUnchanged(b, () => b.play('a2a3'), /illegal move a2a3: a3 holds Blue's own dog/);
      throwsUnchanged(b, () => b.play('b3b7'), /illegal move b3b7: a rat in the river blocks the jump/);
    });
    withBoard(['6t/7/7/7/7/7/7/3C3/7 b'], (b) => {
      throwsUnchanged(b, () => b.play('d2d1'), /illegal move d2d1: no piece may enter its own den/);
    });
  });

  test('refuses moves of the wrong JS type', () => {
    withBoard([], (b) => {
      throwsUnchanged(b, () => b.play(1234), /move must be a string, got number/);
      throwsUnchanged(b, () => b.play(undefined), /move must be a string, got undefined/);
      throwsUnchanged(b, () => b.play(), /called with 0 arguments/);
      throwsUnchanged(b, () => b.play(null), /move must be a string, got null/);
      throwsUnchanged(b, () => b.play(['a3a4']), /move must be a string, got array/);
      throwsUnchanged(b, () => b.play({ from: 'a3', to: 'a4' }), /move must be a string, got object/);
    });
  });

  test('every legal move plays and every other from-to pair is refused', () => {
    withBoard(['l1E1t2/1w1T1c1/r1p1d1e/3L3/1R5/7/2D1P2/1C3W1/7 r'], (b) => {
      const legal = new Set(b.legalMoves());
      const squares = [];
      for (const f of 'abcdefg') for (let r = 1; r <= 9; r++) squares.push(f + r);
      let accepted = 0;
      for (const from of squares) {
        for (const to of squares) {
          if (from === to) continue;
          const move = from + to;
          if (legal.has(move)) {
            b.play(move);
            assert.equal(b.undo(), true);
            accepted++;
          } else {
            const before = b.fen();
            assert.throws(() => b.play(move), errorMatching(/illegal move/));
            assert.equal(b.fen(), before);
          }
        }
      }
      assert.equal(accepted, legal.size);
    });
  });
});

describe('.status() and the end of the game', () => {
  test('a game in progress is not over', () => {
    withBoard([], (b) => assert.deepEqual(b.status(), { over: false, winner: null, reason: '' }));
  });

  test('den entry ends the game; then no moves and play() throws', () => {
    withBoard(['7/3C3/7/7/7/7/7/7/6e b'], (b) => {
      b.play('d8d9');
      assert.deepEqual(b.status(), { over: true, winner: 'blue', reason: 'den' });
      assert.deepEqual(b.legalMoves(), []);
      assert.deepEqual(b.legalMovesFrom('g1'), []);
      throwsUnchanged(b, () => b.play('g1g2'), /the game is over \(Blue won: a piece entered the den\)/);
      assert.equal(b.undo(), true);
      assert.equal(b.status().over, false);
    });
  });

  test('capturing the last piece wins', () => {
    withBoard(['7/7/1t5/7/7/7/1L5/7/7 b'], (b) => {
      b.play('b3b7');
      assert.deepEqual(b.status(), { over: true, winner: 'blue', reason: 'no_pieces' });
      assert.deepEqual(b.legalMoves(), []);
    });
    withBoard(['6e/7/7/7/7/7/7/1l5/1C5 r'], (b) => {
      b.play('b2b1');
      assert.deepEqual(b.status(), { over: true, winner: 'red', reason: 'no_pieces' });
      throwsUnchanged(b, () => b.play('g9g8'), /the game is over \(Red won: Blue has no pieces left\)/);
    });
  });

  test('a side without a legal move loses', () => {
    withBoard(['6e/7/7/7/7/7/7/c6/Rd5 r'], (b) => {
      b.play('g9g8');
      assert.deepEqual(b.status(), { over: true, winner: 'red', reason: 'no_moves' });
      assert.deepEqual(b.legalMoves(), []);
    });
  });

  test('threefold repetition and the move limit draw', () => {
    withBoard(['6l/7/7/7/7/7/7/7/L6 b'], (b) => {
      for (let i = 0; i < 2; i++) for (const m of ['a1a2', 'g9g8', 'a2a1', 'g8g9']) b.play(m);
      assert.deepEqual(b.status(), { over: true, winner: null, reason: 'repetition' });
      throwsUnchanged(b, () => b.play('a1a2'), /the game is over \(drawn by repetition\)/);
    });
    withBoard(['6l/7/7/7/7/7/7/7/L6 b 99 70'], (b) => {
      b.play('a1a2');
      assert.deepEqual(b.status(), { over: true, winner: null, reason: 'move_limit' });
      assert.deepEqual(b.legalMoves(), []);
    });
  });

  test('inCheck() is always false', () => {
    withBoard([], (b) => assert.equal(b.inCheck(), false));
    withBoard(['7/3C3/7/7/7/7/7/7/6e b'], (b) => assert.equal(b.inCheck(), false));
  });

});

describe('.perft(depth)', () => {
  const table = [[0, 1], [1, 24], [2, 576], [3, 12240], [4, 260099], [5, 5111620]];
  for (const [depth, nodes] of table) {
    test(`perft(${depth}) = ${nodes}`, () => {
      withBoard([], (b) => assert.equal(b.perft(depth), nodes));
    });
  }

  test('throws on a bad depth, changing nothing', () => {
    withBoard([], (b) => {
      throwsUnchanged(b, () => b.perft(9), /depth is out of range: 9 \(expected a whole number from 0 to 8\)/);
      throwsUnchanged(b, () => b.perft(-1), /depth is out of range: -1/);
      throwsUnchanged(b, () => b.perft(1.5), /depth must be a whole number/);
      throwsUnchanged(b, () => b.perft(NaN), /depth must be a whole number/);
      throwsUnchanged(b, () => b.perft(Infinity), /depth must be a whole number/);
      throwsUnchanged(b, () => b.perft('3'), /depth must be a number, got string/);
      throwsUnchanged(b, () => b.perft(undefined), /depth must be a number, got undefined/);
      throwsUnchanged(b, () => b.perft(), /called with 0 arguments/);
    });
  });
});

describe('robustness', () => {
  test('thousands of errors leave the module usable', () => {
    withBoard([], (b) => {
      for (let i = 0; i < 2000; i++) {
        assert.throws(() => b.play('z' + i));
        assert.throws(() => new qipan.Jungle('bad' + i));
        assert.throws(() => new qipan.Jungle(START, { ['k' + i]: 1 }));
      }
      assert.equal(b.perft(3), 12240);
    });
  });

  test('boards are independent', () => {
    withBoard([], (a) => withBoard([], (b) => {
      a.play('a3a4');
      assert.equal(b.fen(), START_FEN);
      assert.notEqual(a.fen(), b.fen());
    }));
  });
});
