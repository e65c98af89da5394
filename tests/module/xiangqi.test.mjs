// qipan.Xiangqi: the API contract of docs/api.md and its errors.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, createQipan, errorMatching } from './qipan.mjs';

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const MATED = '4k4/4R4/6N2/9/9/9/9/9/4R4/3K5 b'; // black is checkmated
const STALEMATED = '4k4/3R5/9/9/9/9/9/9/9/3K1R3 b';

// Runs `fn` with a fresh board and deletes it afterwards.
function withBoard(fen, fn) {
  const board = fen === undefined ? new qipan.Xiangqi() : new qipan.Xiangqi(fen);
  try {
    return fn(board);
  } finally {
    board.delete();
  }
}

// Everything a board reports, to check that a failed call changed nothing.
function snapshot(b) {
  return { fen: b.fen(), turn: b.turn(), moves: b.legalMoves(), history: b.history(), status: b.status() };
}

describe('new Xiangqi() / new Xiangqi(fen)', () => {
  test('starts from the start position, red to move', () => withBoard(undefined, (b) => {
    assert.equal(b.fen(), START);
    assert.equal(b.turn(), 'red');
    assert.equal(b.legalMoves().length, 44);
  }));

  test('reads a FEN, and undefined means the start', () => {
    withBoard('4k4/9/9/9/9/9/9/9/9/3K5 b - - 3 20', (b) => {
      assert.equal(b.fen(), '4k4/9/9/9/9/9/9/9/9/3K5 b - - 3 20');
      assert.equal(b.turn(), 'black');
    });
    withBoard(undefined, (b) => assert.equal(b.fen(), START));
    const u = new qipan.Xiangqi(undefined);
    assert.equal(u.fen(), START);
    u.delete();
  });

  const badFens = [
    ['', /empty FEN/],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', /FEN has 9 ranks, expected 10/],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C2/9/RNBAKABNR w', /Rank 2 .* has 10 files, expected 9/],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5Q1/9/RNBAKABNR w', /unknown piece letter 'Q'/],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x', /bad side to move 'x'/],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR', /no side to move/],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w', /Red has no general/],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2R2C1/9/RNBAKABNR w', /Red has 3 chariots/],
    ['4k4/9/9/9/9/9/3K5/9/9/9 w', /red general on d3 stands where it can never go/],
    ['4k4/9/9/9/9/9/9/9/4B4/3K5 w', /red elephant on e1 stands where it can never go/],
    ['4k4/9/9/9/9/9/9/P8/9/3K5 w', /red soldier on a2 stands behind its starting rank/],
    ['4k4/9/9/9/9/1P7/9/9/9/3K5 w', /off the files a, c, e, g, i/],
    ['4k4/9/9/9/9/9/9/9/4R4/3K5 w', /Black is in check but it is red's turn/],
    ['4k4/9/9/9/9/9/9/9/9/4K4 w', /generals face each other on the e file/],
  ];
  for (const [fen, pattern] of badFens) {
    test(`throws an Error naming the fault: ${pattern.source}`, () => {
      assert.throws(() => new qipan.Xiangqi(fen), errorMatching(pattern));
    });
  }

  test('throws on a FEN that is not a string', () => {
    assert.throws(() => new qipan.Xiangqi(42), errorMatching(/fen must be a string, got number/));
    assert.throws(() => new qipan.Xiangqi(null), errorMatching(/fen must be a string, got null/));
    assert.throws(() => new qipan.Xiangqi({}), errorMatching(/fen must be a string, got object/));
    assert.throws(() => new qipan.Xiangqi([START]), errorMatching(/fen must be a string, got array/));
    assert.throws(() => new qipan.Xiangqi(START, 'extra'), Error);
  });
});

describe('.fen()', () => {
  test('round-trips through the constructor as the game goes on', () => withBoard(undefined, (b) => {
    for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9']) {
      b.play(m);
      withBoard(b.fen(), (copy) => {
        assert.equal(copy.fen(), b.fen());
        assert.deepEqual(copy.legalMoves().sort(), b.legalMoves().sort());
      });
    }
    assert.equal(b.fen(), 'rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3');
  }));
});

describe('.turn()', () => {
  test('alternates red and black', () => withBoard(undefined, (b) => {
    assert.equal(b.turn(), 'red');
    b.play('h2e2');
    assert.equal(b.turn(), 'black');
    b.undo();
    assert.equal(b.turn(), 'red');
  }));
});

describe('.legalMoves()', () => {
  test('every legal move in ICCS', () => withBoard(undefined, (b) => {
    const moves = b.legalMoves();
    assert.ok(moves.includes('h2e2'));
    assert.ok(moves.includes('b0c2'));
    assert.ok(moves.every((m) => /^[a-i][0-9][a-i][0-9]$/.test(m)));
    assert.equal(new Set(moves).size, 44);
  }));

  test('empty once the game is over', () => {
    withBoard(MATED, (b) => assert.deepEqual(b.legalMoves(), []));
    withBoard(STALEMATED, (b) => assert.deepEqual(b.legalMoves(), []));
  });
});

describe('.legalMovesFrom(square)', () => {
  test('the moves of one piece', () => withBoard(undefined, (b) => {
    const moves = b.legalMovesFrom('h2');
    assert.deepEqual([...moves].sort(),
      ['h2c2', 'h2d2', 'h2e2', 'h2f2', 'h2g2', 'h2h1', 'h2h3', 'h2h4', 'h2h5', 'h2h6', 'h2h9', 'h2i2']);
    assert.deepEqual([...b.legalMovesFrom('e0')].sort(), ['e0e1']);
  }));

  test('[] for an empty point or a piece of the side not to move', () => withBoard(undefined, (b) => {
    assert.deepEqual(b.legalMovesFrom('e4'), []);
    assert.deepEqual(b.legalMovesFrom('h7'), []);
  }));

  test('throws on a bad square', () => withBoard(undefined, (b) => {
    assert.throws(() => b.legalMovesFrom('j0'), errorMatching(/file 'j' is off the board/));
    assert.throws(() => b.legalMovesFrom('a10'), Error);
    assert.throws(() => b.legalMovesFrom(''), errorMatching(/empty square name/));
    assert.throws(() => b.legalMovesFrom(7), errorMatching(/square must be a string, got number/));
    assert.throws(() => b.legalMovesFrom(undefined), errorMatching(/square must be a string, got undefined/));
  }));
});

describe('.pieceAt(square)', () => {
  test('FEN letters, empty string for an empty point', () => withBoard(undefined, (b) => {
    assert.equal(b.pieceAt('e0'), 'K');
    assert.equal(b.pieceAt('e9'), 'k');
    assert.equal(b.pieceAt('b2'), 'C');
    assert.equal(b.pieceAt('h9'), 'n');
    assert.equal(b.pieceAt('c0'), 'B');
    assert.equal(b.pieceAt('e4'), '');
  }));

  test('throws on a bad square', () => withBoard(undefined, (b) => {
    assert.throws(() => b.pieceAt('z9'), errorMatching(/file 'z' is off the board/));
    assert.throws(() => b.pieceAt(null), errorMatching(/square must be a string, got null/));
  }));
});

describe('.play(move)', () => {
  test('plays a legal move', () => withBoard(undefined, (b) => {
    assert.deepEqual(b.play('h2e2'), { move: 'h2e2', from: 'h2', to: 'e2', piece: 'C', captured: '',
      givesCheck: false, wxf: 'C2.5', chinese: '炮二平五' });
    assert.equal(b.pieceAt('e2'), 'C');
    assert.equal(b.pieceAt('h2'), '');
    assert.deepEqual(b.history(), ['h2e2']);
  }));

  test('also reads WXF and Chinese', () => withBoard(undefined, (b) => {
    b.play('C2.5');
    b.play('马8进7');
    b.play('H2+3');
    assert.deepEqual(b.history(), ['h2e2', 'h9g7', 'h0g2']);
  }));

  const illegal = [
    ['h2h8', /h2h8: a cannon on h2 cannot move to h8 here/],
    ['e4e5', /there is no piece on e4/],
    ['a9a8', /the piece on a9 is black chariot, and it is red's turn/],
    ['a0b0', /cannot capture its own side's piece on b0/],
    ['i0h0', /cannot capture its own side's piece/],
    ['C2+9', /names no legal move/],
    ['hello', /'hello' is not a move in ICCS \(h2e2\), WXF \(C2\.5\) or Chinese/],
    ['', /is not a move/],
    ['h2e2e3', /is not a move/],
  ];
  for (const [move, pattern] of illegal) {
    test(`refuses '${move}', changing nothing`, () => withBoard(undefined, (b) => {
      const before = snapshot(b);
      assert.throws(() => b.play(move), errorMatching(pattern));
      assert.deepEqual(snapshot(b), before);
    }));
  }

  test('refuses a move that leaves the general in check or facing', () => {
    withBoard('4k4/9/4r4/9/9/9/9/4N4/9/4K4 w', (b) => {
      assert.throws(() => b.play('e2d4'), errorMatching(/would leave the red general in check/));
    });
    withBoard('4k4/9/9/9/4N4/9/9/9/9/4K4 w', (b) => {
      assert.throws(() => b.play('e5d7'), errorMatching(/would leave the generals facing each other/));
    });
  });

  test('throws on a move that is not a string', () => withBoard(undefined, (b) => {
    const before = snapshot(b);
    assert.throws(() => b.play(1234), errorMatching(/move must be a string, got number/));
    assert.throws(() => b.play(null), errorMatching(/move must be a string, got null/));
    assert.throws(() => b.play(undefined), errorMatching(/move must be a string, got undefined/));
    assert.throws(() => b.play({ from: 'h2', to: 'e2' }), errorMatching(/move must be a string, got object/));
    assert.throws(() => b.play(['h2e2']), errorMatching(/move must be a string, got array/));
    assert.throws(() => b.play(true), errorMatching(/move must be a string, got boolean/));
    assert.throws(() => b.play(), Error);
    assert.deepEqual(snapshot(b), before);
  }));

  test('throws after the game is over, and undo reopens it', () => withBoard('4k4/R8/6N2/9/9/9/9/9/9/3K5 w', (b) => {
    b.play('a8e8');
    assert.deepEqual(b.status(), { over: true, winner: 'red', reason: 'checkmate' });
    const before = snapshot(b);
    assert.throws(() => b.play('e9d9'), errorMatching(/the game is over \(checkmate, red wins\)/));
    assert.throws(() => b.play('K5.6'), errorMatching(/the game is over/));
    assert.deepEqual(snapshot(b), before);
    assert.equal(b.undo(), true);
    assert.equal(b.status().over, false);
    b.play('a8a9');
  }));
});

describe('.undo()', () => {
  test('takes back moves; false when there is none', () => withBoard(undefined, (b) => {
    assert.equal(b.undo(), false);
    b.play('h2e2');
    b.play('h9g7');
    assert.equal(b.undo(), true);
    assert.deepEqual(b.history(), ['h2e2']);
    assert.equal(b.undo(), true);
    assert.equal(b.fen(), START);
    assert.equal(b.undo(), false);
  }));

  test('restores captures and the clocks', () => withBoard(undefined, (b) => {
    b.play('h2h9');
    assert.equal(b.pieceAt('h9'), 'C');
    assert.match(b.fen(), / b - - 0 1$/);
    b.undo();
    assert.equal(b.pieceAt('h9'), 'n');
    assert.equal(b.fen(), START);
  }));
});

describe('.history()', () => {
  test('the moves since the constructor, in ICCS', () => withBoard('4k4/R8/9/9/9/9/9/9/9/3K5 w', (b) => {
    assert.deepEqual(b.history(), []);
    b.play('R9+1');
    b.play('e9e8');
    assert.deepEqual(b.history(), ['a8a9', 'e9e8']);
  }));
});

describe('.inCheck()', () => {
  test('whether the side to move is attacked', () => {
    withBoard(undefined, (b) => assert.equal(b.inCheck(), false));
    withBoard(MATED, (b) => assert.equal(b.inCheck(), true));
    withBoard(STALEMATED, (b) => assert.equal(b.inCheck(), false));
  });
});

describe('.status()', () => {
  test('not over at the start', () => withBoard(undefined, (b) => {
    assert.deepEqual(b.status(), { over: false, winner: null, reason: '' });
  }));

  test('checkmate and stalemate lose', () => {
    withBoard(MATED, (b) => assert.deepEqual(b.status(), { over: true, winner: 'red', reason: 'checkmate' }));
    withBoard(STALEMATED, (b) => assert.deepEqual(b.status(), { over: true, winner: 'red', reason: 'stalemate' }));
  });

  test('perpetual check loses', () => withBoard('4k4/R8/9/9/9/9/9/9/9/3K5 w', (b) => {
    for (const m of ['a8a9', 'e9e8', 'a9a8', 'e8e9', 'a8a9', 'e9e8', 'a9a8']) b.play(m);
    assert.equal(b.status().over, false);
    b.play('e8e9');
    assert.deepEqual(b.status(), { over: true, winner: 'black', reason: 'perpetual_check' });
    assert.deepEqual(b.legalMoves(), []);
  }));

  test('a quiet repetition is a draw', () => withBoard('4k3r/9/9/9/9/9/9/9/9/R2K5 w', (b) => {
    for (const m of ['d0d1', 'e9e8', 'd1d0', 'e8e9', 'd0d1', 'e9e8', 'd1d0', 'e8e9']) b.play(m);
    assert.deepEqual(b.status(), { over: true, winner: null, reason: 'repetition' });
  }));

  test('perpetual chase of an unprotected piece loses', () => withBoard('4k4/9/n8/9/9/9/1R7/9/9/3K5 w', (b) => {
    for (const m of ['b3a3', 'a7b9', 'a3b3', 'b9a7', 'b3a3', 'a7b9', 'a3b3', 'b9a7']) b.play(m);
    assert.deepEqual(b.status(), { over: true, winner: 'black', reason: 'repetition' });
  }));

  test('120 plies without a capture draw', () => withBoard('4k3r/9/9/9/9/9/9/9/9/R2K5 w - - 119 70', (b) => {
    assert.equal(b.status().over, false);
    b.play('a0a1');
    assert.deepEqual(b.status(), { over: true, winner: null, reason: 'move_limit' });
  }));

  test('no attacking piece left draws', () => withBoard('3k5/9/9/9/9/9/9/3p5/4A4/4K4 w', (b) => {
    b.play('e1d2');
    assert.deepEqual(b.status(), { over: true, winner: null, reason: 'insufficient_material' });
  }));
});

describe('.perft(depth)', () => {
  test('counts the leaves of the move tree', () => withBoard(undefined, (b) => {
    assert.equal(b.perft(0), 1);
    assert.equal(b.perft(1), 44);
    assert.equal(b.perft(2), 1920);
    assert.equal(b.perft(3), 79666);
    assert.equal(b.perft(4), 3290240);
  }));

  test('matches the published table', () => {
    const rows = [
      ['r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w', 1339047],
      ['1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w', 326201],
      ['5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w', 202884],
      ['CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w', 376467],
    ];
    for (const [fen, leaves] of rows) withBoard(fen, (b) => assert.equal(b.perft(4), leaves, fen));
  });

  test('throws on a bad depth', () => withBoard(undefined, (b) => {
    assert.throws(() => b.perft(-1), errorMatching(/depth is out of range: -1 \(expected a whole number from 0 to 8\)/));
    assert.throws(() => b.perft(9), errorMatching(/depth is out of range: 9/));
    assert.throws(() => b.perft(1.5), errorMatching(/depth must be a whole number, got 1.5/));
    assert.throws(() => b.perft(NaN), errorMatching(/depth must be a whole number/));
    assert.throws(() => b.perft('3'), errorMatching(/depth must be a number, got string/));
    assert.throws(() => b.perft(null), errorMatching(/depth must be a number, got null/));
  }));
});

describe('notation: .toWxf(move), .toChinese(move), .parseMove(text)', () => {
  test('names a legal move in WXF and Chinese', () => withBoard(undefined, (b) => {
    assert.equal(b.toWxf('h2e2'), 'C2.5');
    assert.equal(b.toChinese('h2e2'), '炮二平五');
    assert.equal(b.toWxf('h0g2'), 'H2+3');
    assert.equal(b.toChinese('b0c2'), '马八进七');
    b.play('h2e2');
    assert.equal(b.toWxf('h9g7'), 'H8+7');
    assert.equal(b.toChinese('h9g7'), '马8进7');
  }));

  test('tandem pieces', () => withBoard('5k3/9/9/9/9/4R4/9/9/4R4/3K5 w', (b) => {
    assert.equal(b.toWxf('e4d4'), 'R+.6');
    assert.equal(b.toChinese('e4d4'), '前车平六');
    assert.equal(b.toWxf('e1e3'), 'R-+2');
    assert.equal(b.toChinese('e1e3'), '后车进二');
  }));

  test('parseMove reads ICCS, WXF and Chinese into ICCS', () => withBoard(undefined, (b) => {
    assert.equal(b.parseMove('h2e2'), 'h2e2');
    assert.equal(b.parseMove('H2-E2'), 'h2e2');
    assert.equal(b.parseMove('C2.5'), 'h2e2');
    assert.equal(b.parseMove('C2=5'), 'h2e2');
    assert.equal(b.parseMove('炮二平五'), 'h2e2');
    assert.equal(b.parseMove('傌二進三'), 'h0g2');
    assert.deepEqual(b.history(), []);
  }));

  test('throws when the text names no legal move', () => withBoard(undefined, (b) => {
    const before = snapshot(b);
    assert.throws(() => b.parseMove('C2.9'), errorMatching(/names no legal move/));
    assert.throws(() => b.parseMove('h2h8'), errorMatching(/cannot move to h8/));
    assert.throws(() => b.parseMove('nonsense'), errorMatching(/is not a move/));
    assert.throws(() => b.parseMove(5), errorMatching(/text must be a string, got number/));
    assert.throws(() => b.toWxf('h2h8'), errorMatching(/cannot move to h8/));
    assert.throws(() => b.toChinese('e4e5'), errorMatching(/there is no piece on e4/));
    assert.throws(() => b.toWxf(null), errorMatching(/move must be a string, got null/));
    assert.throws(() => b.toChinese({}), errorMatching(/move must be a string, got object/));
    assert.deepEqual(snapshot(b), before);
  }));

  test('every legal move reads back from its names', () => withBoard(undefined, (b) => {
    for (const m of ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7', 'g3g4', 'c6c5']) b.play(m);
    for (const m of b.legalMoves()) {
      assert.equal(b.parseMove(b.toWxf(m)), m);
      assert.equal(b.parseMove(b.toChinese(m)), m);
    }
  }));
});

describe('robustness', () => {
  // Each JS exception thrown through wasm frames used to leave their stack
  // space allocated: some thousands of errors overflowed the stack.
  test('the module stays usable after 100,000 errors', () => withBoard(undefined, (b) => {
    for (let i = 0; i < 25000; i++) {
      assert.throws(() => b.play('x' + i));
      assert.throws(() => b.pieceAt(i));
      assert.throws(() => b.perft(99));
      assert.throws(() => new qipan.Xiangqi('9/9 w'));
    }
    b.play('h2e2');
    assert.equal(b.turn(), 'black');
  }));

  test('100,000 boards created and deleted leave wasm memory as it was', () => {
    const cycle = () => {
      const b = new qipan.Xiangqi();
      b.play('h2e2');
      b.legalMoves();
      b.status();
      b.delete();
    };
    for (let i = 0; i < 1000; i++) cycle(); // warm up
    const before = qipan.HEAP8.length;
    for (let i = 0; i < 100000; i++) cycle();
    for (let i = 0; i < 10000; i++) assert.throws(() => new qipan.Xiangqi('bad fen'));
    withBoard(undefined, (b) => {
      for (let i = 0; i < 10000; i++) assert.throws(() => b.play('h2h8'));
    });
    assert.equal(qipan.HEAP8.length, before);
  });

  test('the memory check can fail: boards that are not deleted grow the heap', async () => {
    const other = await createQipan();
    const before = other.HEAP8.length;
    const kept = [];
    for (let i = 0; i < 100000; i++) kept.push(new other.Xiangqi());
    assert.ok(other.HEAP8.length > before);
    for (const b of kept) b.delete();
  });
});
