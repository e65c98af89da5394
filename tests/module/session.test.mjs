// qipan.Session against docs/api.md ("Play: qipan.Session"): clicks (the six
// cases), selection and targets, turns, orders with every option combination,
// free set-up, history, undo/redo, the end of the game — for each game — and
// every error, each of which must change nothing.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, errorMatching } from './qipan.mjs';

// A session that is deleted after `body` runs, whatever happens.
function withSession(args, body) {
  const s = new qipan.Session(...args);
  try {
    return body(s);
  } finally {
    s.delete();
  }
}

// Everything a UI can read from a session.
function snapshot(s) {
  return {
    fen: s.fen(),
    turn: s.turn(),
    selected: s.selected(),
    targets: s.targets(),
    status: s.status(),
    history: s.history(),
    steps: s.steps(),
    lastMove: s.lastMove(),
    canUndo: s.canUndo(),
    canRedo: s.canRedo(),
  };
}

// `call` throws an Error matching `pattern` and leaves the session as it was.
function throwsUnchanged(s, call, pattern) {
  const before = snapshot(s);
  assert.throws(call, errorMatching(pattern));
  assert.deepEqual(snapshot(s), before);
}

const sorted = (list) => [...list].sort();

// Every square name of a game's board.
function squaresOf(game) {
  const names = [];
  for (let f = 0; f < 9; ++f) {
    for (let r = 0; r < 10; ++r) {
      try {
        names.push(qipan.squareName(game, f, r));
      } catch {
        // off this game's board
      }
    }
  }
  return names;
}

// What each game's tests need: positions, and tables of clicks, orders and
// set-ups. A click case: clicks `before`, then a click on `square`; `fen`
// after is the same FEN unless given.
const games = {
  xiangqi: {
    start: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    sides: ['red', 'black'],
    badSquares: ['', 'a', 'j0', 'a10', 'A0', 'e4e5', '-1'],
    // The red chariot on e1 pinned by the black one on e8.
    tactic: '3k5/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1',
    // Red mates with a7a9; the same game won.
    nearEnd: '4k4/1R7/R8/9/9/9/9/9/9/3K5 w - - 0 1',
    endMove: 'a7a9',
    won: 'R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 1 1',
    wonStatus: { over: true, winner: 'red', reason: 'checkmate' },
    notYourTurn: /h0g2: the piece on h0 is red horse, and it is black's turn/,
    clicks: [
      { name: 'own piece without a selection: select', square: 'h2', action: 'select', selected: 'h2', targets: ['c2', 'd2', 'e2', 'f2', 'g2', 'h1', 'h3', 'h4', 'h5', 'h6', 'h9', 'i2'] },
      { name: 'empty point without a selection: nothing', square: 'e4', action: 'none' },
      { name: 'enemy piece without a selection: nothing', square: 'h7', action: 'none' },
      { name: 'another own piece: select it instead', before: ['h2'], square: 'b0', action: 'select', selected: 'b0', targets: ['a2', 'c2'] },
      { name: 'the selected piece again: deselect', before: ['h2'], square: 'h2', action: 'deselect' },
      { name: 'empty point with a selection: move', before: ['h2'], square: 'e2', action: 'move', move: 'h2e2', turn: 'black', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1' },
      { name: 'a move the rules forbid: reject, selection kept', before: ['h2'], square: 'h8', action: 'reject', selected: 'h2', targets: ['c2', 'd2', 'e2', 'f2', 'g2', 'h1', 'h3', 'h4', 'h5', 'h6', 'h9', 'i2'] },
      { name: 'enemy piece with a selection: capture over a screen', before: ['h2'], square: 'h9', action: 'move', move: 'h2h9', turn: 'black', fen: 'rnbakabCr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 1' },
      { name: 'enemy piece without a screen: reject', before: ['h2'], square: 'h7', action: 'reject', selected: 'h2', targets: ['c2', 'd2', 'e2', 'f2', 'g2', 'h1', 'h3', 'h4', 'h5', 'h6', 'h9', 'i2'] },
      { name: 'after the move it is black who selects', before: ['h2', 'e2'], square: 'h7', action: 'select', selected: 'h7', turn: 'black', targets: ['c7', 'd7', 'e7', 'f7', 'g7', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h8', 'i7'], fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1' },
      { name: 'and red cannot move twice', before: ['h2', 'e2'], square: 'e2', action: 'none', turn: 'black', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1' },
      { name: 'a pinned chariot may not step aside: reject', from: 'tactic', before: ['e1'], square: 'a1', action: 'reject', selected: 'e1', targets: ['e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8'] },
      { name: 'but takes the pinning chariot', from: 'tactic', before: ['e1'], square: 'e8', action: 'move', move: 'e1e8', turn: 'black', fen: '3k5/4R4/9/9/9/9/9/9/9/4K4 b - - 0 1' },
      { name: 'the generals may not face each other: reject', from: 'tactic', before: ['e0'], square: 'd0', action: 'reject', selected: 'e0', targets: ['f0'] },
    ],
    orders: [
      { move: 'h2e2', options: {}, fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1' },
      { move: 'h2e2', options: undefined, fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1' },
      { move: 'h2e2', options: { ignoreTurn: true }, fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1' },
      { move: 'h2e2', options: { keepTurn: true }, fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 1 1' },
      { move: 'h2e2', options: { ignoreTurn: true, keepTurn: true }, fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 1 1' },
      { move: 'h7e7', options: { ignoreTurn: false, keepTurn: false }, error: /it is red's turn and the piece on h7 is black's \(an order with ignoreTurn may move it\)/ },
      { move: 'h7e7', options: { keepTurn: true }, error: /it is red's turn and the piece on h7 is black's/ },
      { move: 'h7e7', options: { ignoreTurn: true }, fen: 'rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 1 2' },
      { move: 'h7e7', options: { ignoreTurn: true, keepTurn: true }, fen: 'rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 1 2' },
      { move: 'h2f3', options: { ignoreTurn: true, keepTurn: true }, error: /h2f3: a cannon on h2 cannot move to f3 here/ },
      { move: 'b9b8', options: { ignoreTurn: true }, error: /b9b8: a horse on b9 cannot move to b8 here/ },
      { move: 'e4e5', options: { ignoreTurn: true }, error: /no piece on e4 to move/ },
      { fen0: '3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1', move: 'e5a5', options: { ignoreTurn: true }, error: /ignoreTurn: the turn cannot go to black: Red is in check but it is black's turn/ },
      { fen0: '3k5/9/9/9/4r4/9/9/9/9/4K4 w - - 0 1', move: 'e0e1', options: { keepTurn: true }, error: /e0e1: it would leave the red general in check/ },
      { fen0: '3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1', move: 'e1d1', options: { keepTurn: true }, error: /keepTurn: red cannot move again after e1d1: Black is in check but it is red's turn/ },
      { fen0: '3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1', move: 'e1d1', options: {}, fen: '3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 1 1' },
      { fen0: 'R3k4/1R7/9/9/9/9/9/9/9/3K5 b - - 1 1', move: 'e9f9', options: { ignoreTurn: true, keepTurn: true }, error: /no more moves: red won by checkmate/ },
    ],
    // Set-ups on: the generals e9 and d0, a red chariot on a1; red to move.
    setupFen: '4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1',
    setups: [
      { square: 'a9', piece: 'r', fen: 'r3k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1' },
      { square: 'a1', piece: '', fen: '4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1', status: { over: true, winner: null, reason: 'insufficient_material' } },
      { square: 'a1', piece: 'c', fen: '4k4/9/9/9/9/9/9/9/c8/3K5 w - - 0 1' },
      { square: 'b6', piece: 'P', fen: '4k4/9/9/1P7/9/9/9/9/R8/3K5 w - - 0 1' },
      { square: 'f0', piece: 'K', error: /Red has 2 generals, more than the set holds \(1\)/ },
      { square: 'd0', piece: '', error: /Red has no general/ },
      { square: 'a5', piece: 'A', error: /The red advisor on a5 stands where it can never go/ },
      { square: 'b1', piece: 'P', error: /The red soldier on b1 stands behind its starting rank/ },
      { square: 'e5', piece: 'R', error: /Black is in check but it is red's turn: the side not to move may not be in check/ },
      { square: 'a5', piece: 'x', error: /unknown piece letter 'x'/ },
      { square: 'a5', piece: 't', error: /unknown piece letter 't'/ },
    ],
    game: ['h2e2', 'h9g7', 'h0g2', 'i9h9'],
    other: 'b2e2',
    mixed: [
      { order: 'h2e2', options: { keepTurn: true } },
      { setup: ['a9', ''] },
      { play: 'b0c2' },
      { order: 'g3g4', options: { ignoreTurn: true } },
      { setup: ['i0', ''] },
      { play: 'b9c7' },
    ],
  },
  jungle: {
    start: 'l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 0 1',
    sides: ['blue', 'red'],
    badSquares: ['', 'a', 'a0', 'h1', 'a10', 'A1', 'e4e5'],
    // Blue lion a5 (its jump blocked by the red rat in c5), tiger b3 (jumps
    // onto the red wolf on b7), rat f4 in the river by the red elephant g4,
    // elephant d6 facing the red lion d7.
    tactic: '7/7/1w1l3/3E3/L1r4/5Re/1T5/7/7 b 0 1',
    // The blue lion one step from the red den; the same game won.
    nearEnd: '7/3L3/7/7/7/7/7/7/6r b 0 1',
    endMove: 'd8d9',
    won: '3L3/7/7/7/7/7/7/7/6r r 0 1',
    wonStatus: { over: true, winner: 'blue', reason: 'den' },
    clicks: [
      { name: 'own piece without a selection: select', square: 'a3', action: 'select', selected: 'a3', targets: ['a2', 'a4', 'b3'] },
      { name: 'empty square without a selection: nothing', square: 'a4', action: 'none' },
      { name: 'enemy piece without a selection: nothing', square: 'a7', action: 'none' },
      { name: 'another own piece: select it instead', before: ['a3'], square: 'c3', action: 'select', selected: 'c3', targets: ['b3', 'c2', 'd3'] },
      { name: 'the selected piece again: deselect', before: ['a3'], square: 'a3', action: 'deselect' },
      { name: 'empty square with a selection: move', before: ['a3'], square: 'a4', action: 'move', move: 'a3a4', turn: 'red', fen: 'l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1' },
      { name: 'a move the rules forbid: reject, selection kept', before: ['a3'], square: 'a5', action: 'reject', selected: 'a3', targets: ['a2', 'a4', 'b3'] },
      { name: 'an enemy out of reach: reject', before: ['a3'], square: 'a7', action: 'reject', selected: 'a3', targets: ['a2', 'a4', 'b3'] },
      { name: 'after the move it is red who selects', before: ['a3', 'a4'], square: 'a7', action: 'select', selected: 'a7', turn: 'red', targets: ['a6', 'a8', 'b7'], fen: 'l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1' },
      { name: 'and blue cannot move twice', before: ['a3', 'a4'], square: 'a4', action: 'none', turn: 'red', fen: 'l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1' },
      { name: 'enemy piece with a selection: capture (a lake jump)', from: 'tactic', before: ['b3'], square: 'b7', action: 'move', move: 'b3b7', turn: 'red', fen: '7/7/1T1l3/3E3/L1r4/5Re/7/7/7 r 0 1' },
      { name: 'enemy piece with a selection: capture (a step)', from: 'tactic', before: ['d6'], square: 'd7', action: 'move', move: 'd6d7', turn: 'red', fen: '7/7/1w1E3/7/L1r4/5Re/1T5/7/7 r 0 1' },
      { name: 'a jump over a rat: reject', from: 'tactic', before: ['a5'], square: 'd5', action: 'reject', selected: 'a5', targets: ['a4', 'a6'] },
      { name: 'no capture from the river onto land: reject', from: 'tactic', before: ['f4'], square: 'g4', action: 'reject', selected: 'f4', targets: ['e4', 'f3', 'f5'] },
    ],
    // Orders from the start (blue to move) unless `fen` says otherwise.
    orders: [
      { move: 'a3a4', options: {}, fen: 'l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1' },
      { move: 'a3a4', options: undefined, fen: 'l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1' },
      { move: 'a3a4', options: { ignoreTurn: true }, fen: 'l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L r 1 1' },
      { move: 'a3a4', options: { keepTurn: true }, fen: 'l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L b 1 1' },
      { move: 'a3a4', options: { ignoreTurn: true, keepTurn: true }, fen: 'l5t/1w3c1/r1p1d1e/7/7/E6/2D1P1R/1C3W1/T5L b 1 1' },
      { move: 'a7a6', options: { ignoreTurn: false, keepTurn: false }, error: /it is blue's turn and the piece on a7 is red's \(an order with ignoreTurn may move it\)/ },
      { move: 'a7a6', options: { keepTurn: true }, error: /it is blue's turn and the piece on a7 is red's/ },
      { move: 'a7a6', options: { ignoreTurn: true }, fen: 'l5t/1w3c1/2p1d1e/r6/7/7/E1D1P1R/1C3W1/T5L b 1 2' },
      { move: 'a7a6', options: { ignoreTurn: true, keepTurn: true }, fen: 'l5t/1w3c1/2p1d1e/r6/7/7/E1D1P1R/1C3W1/T5L r 1 2' },
      { move: 'a3a5', options: { ignoreTurn: true, keepTurn: true }, error: /illegal move a3a5: an elephant moves one square/ },
      { move: 'a7a5', options: { ignoreTurn: true }, error: /illegal move a7a5: a rat moves one square/ },
      { move: 'a4a5', options: { ignoreTurn: true }, error: /no piece on a4 to move/ },
      { move: 'g3f3', options: { ignoreTurn: true, keepTurn: true }, fen: 'l5t/1w3c1/r1p1d1e/7/7/7/E1D1PR1/1C3W1/T5L b 1 1' },
      { fen0: '7/7/7/7/7/7/7/3T3/6r b 0 1', move: 'd2d1', options: { keepTurn: true }, error: /no piece may enter its own den/ },
      { fen0: 'cL5/E6/7/7/7/7/7/7/6R b 0 1', move: 'a9a8', options: { ignoreTurn: true }, error: /ignoreTurn: with red to move the game is over: blue won by no_moves/ },
      { fen0: '7/3L3/7/7/7/7/7/7/6r b 0 1', move: 'd8d9', options: { keepTurn: true }, fen: '3L3/7/7/7/7/7/7/7/6r b 1 1' },
      { fen0: '3L3/7/7/7/7/7/7/7/6r r 0 1', move: 'g1g2', options: { ignoreTurn: true, keepTurn: true }, error: /no more moves: blue won by den/ },
    ],
    // Set-ups on `fen0`: blue elephant a4, red rat b4 (river), red cat c1,
    // blue lion g1; red to move.
    setupFen: '7/7/7/7/7/Er5/7/7/2c3L r 4 9',
    setups: [
      { square: 'c4', piece: 'R', fen: '7/7/7/7/7/ErR4/7/7/2c3L r 4 9' },
      { square: 'a4', piece: '', fen: '7/7/7/7/7/1r5/7/7/2c3L r 4 9' },
      { square: 'a4', piece: 'e', fen: '7/7/7/7/7/er5/7/7/2c3L r 4 9' },
      { square: 'd9', piece: 'T', fen: '3T3/7/7/7/7/Er5/7/7/2c3L r 4 9', status: { over: true, winner: 'blue', reason: 'den' } },
      { square: 'a5', piece: 'L', error: /more than one Blue lion \(g1 and a5\)/ },
      { square: 'c4', piece: 'T', error: /Blue tiger on c4 is in the river: only a rat may be in the river/ },
      { square: 'd1', piece: 'T', error: /Blue tiger on d1 is in its own den/ },
      { square: 'a5', piece: 'x', error: /unknown piece letter 'x'/ },
      { square: 'a5', piece: 'K', error: /unknown piece letter 'K'/ },
    ],
    notYourTurn: /illegal move c3c2: the dog on c3 is Blue's, and Red is to move/,
    // Four moves of a game, and another first move.
    game: ['a3a4', 'a7a6', 'c3c2', 'a6a5'],
    other: 'g3g4',
    // Orders, set-ups and moves mixed.
    mixed: [
      { order: 'a3a4', options: { keepTurn: true } },
      { setup: ['g9', ''] },
      { play: 'g3g4' },
      { order: 'b2b1', options: { ignoreTurn: true } },
      { setup: ['f8', ''] },
      { play: 'a7a6' },
    ],
  },
};

for (const [name, g] of Object.entries(games)) {
  const fenOf = (key) => (key ? g[key] : g.start);

  describe(`new qipan.Session('${name}', fen?)`, () => {
    test('starts from the start position', () => {
      withSession([name], (s) => {
        assert.equal(s.fen(), g.start);
        assert.equal(s.game(), name);
        assert.equal(s.turn(), g.sides[0]);
        assert.equal(s.selected(), '');
        assert.deepEqual(s.targets(), []);
        assert.deepEqual(s.status(), { over: false, winner: null, reason: '' });
        assert.deepEqual(s.history(), []);
        assert.equal(s.lastMove(), '');
        assert.equal(s.canUndo(), false);
        assert.equal(s.canRedo(), false);
        assert.equal(s.undo(), false);
        assert.equal(s.redo(), false);
      });
      withSession([name, undefined], (s) => assert.equal(s.fen(), g.start));
    });

    test('starts from a FEN', () => {
      withSession([name, g.tactic], (s) => assert.equal(s.fen(), g.tactic));
      withSession([name, g.won], (s) => assert.deepEqual(s.status(), g.wonStatus));
    });
  });

  describe(`${name}: .click(square) — the six cases`, () => {
    for (const c of g.clicks) {
      test(c.name, () => {
        withSession([name, fenOf(c.from)], (s) => {
          for (const sq of c.before ?? []) s.click(sq);
          const fenBefore = s.fen();
          const history = s.history();
          const result = s.click(c.square);
          assert.deepEqual(result, { action: c.action, move: c.move ?? '', selected: c.selected ?? '' });
          assert.equal(s.selected(), c.selected ?? '');
          assert.deepEqual(sorted(s.targets()), c.targets ?? []);
          assert.equal(s.turn(), c.turn ?? g.sides[0]);
          assert.equal(s.fen(), c.fen ?? fenBefore);
          assert.deepEqual(s.history(), c.action === 'move' ? [...history, c.move] : history);
          if (c.action === 'move') assert.equal(s.lastMove(), c.move);
        });
      });
    }

    test('a reject keeps the selection, and the selected piece can still move', () => {
      withSession([name], (s) => {
        const own = g.clicks.find((c) => c.action === 'reject' && !c.from);
        s.click(own.before[0]);
        assert.equal(s.click(own.square).action, 'reject');
        assert.equal(s.click(own.square).action, 'reject');
        assert.equal(s.selected(), own.before[0]);
        const move = g.clicks.find((c) => c.action === 'move' && !c.from);
        assert.equal(s.click(move.square).action, 'move');
      });
    });

    test('a piece of the side not to move is never selected, for either side', () => {
      withSession([name], (s) => {
        for (const move of g.game.slice(0, 2)) {
          const turn = s.turn();
          const fen = s.fen();
          for (const sq of squaresOf(name)) {
            const piece = s.pieceAt(sq);
            const own = piece !== '' && (piece === piece.toUpperCase()) === (turn === g.sides[0]);
            assert.equal(s.click(sq).action, own ? 'select' : 'none', `${turn} clicks ${sq}`);
            if (own) assert.equal(s.click(sq).action, 'deselect');
            assert.equal(s.selected(), '');
          }
          assert.equal(s.fen(), fen);
          s.play(move);  // the other side's turn
        }
      });
    });

    test('after the end, clicks clear the selection and change nothing', () => {
      withSession([name, g.nearEnd], (s) => {
        s.click(g.endMove.slice(0, 2));
        assert.deepEqual(s.click(g.endMove.slice(2)), { action: 'move', move: g.endMove, selected: '' });
        assert.deepEqual(s.status(), g.wonStatus);
        const before = snapshot(s);
        for (const sq of [g.endMove.slice(2), g.endMove.slice(0, 2), 'g1', 'g2', 'a1']) {
          assert.deepEqual(s.click(sq), { action: 'none', move: '', selected: '' });
        }
        assert.deepEqual(snapshot(s), before);
      });
    });

    test('throws on bad squares and wrong types, changing nothing', () => {
      withSession([name], (s) => {
        s.click(g.clicks[0].square);
        for (const sq of g.badSquares) throwsUnchanged(s, () => s.click(sq), /square/);
        throwsUnchanged(s, () => s.click('z1'), /bad square 'z1': file 'z' is off the board/);
        for (const [v, type] of [[3, 'number'], [null, 'null'], [undefined, 'undefined'], [{}, 'object'], [['a1'], 'array'], [true, 'boolean']]) {
          throwsUnchanged(s, () => s.click(v), new RegExp(`square must be a string, got ${type}`));
        }
      });
    });
  });

  describe(`${name}: .order(move, {ignoreTurn, keepTurn})`, () => {
    for (const c of g.orders) {
      const label = `${c.move} ${JSON.stringify(c.options) ?? 'undefined'}${c.fen0 ? ` from ${c.fen0}` : ''}`;
      test(c.error ? `refuses ${label}` : `plays ${label}`, () => {
        withSession([name, c.fen0 ?? g.start], (s) => {
          if (!s.status().over) s.click(c.move.slice(0, 2));
          if (c.error) {
            throwsUnchanged(s, () => s.order(c.move, c.options), c.error);
            return;
          }
          const before = s.fen();
          s.order(c.move, c.options);
          assert.equal(s.fen(), c.fen);
          assert.equal(s.selected(), '');
          assert.deepEqual(s.history(), [c.move]);
          assert.equal(s.lastMove(), c.move);
          const [step] = s.steps();
          assert.deepEqual(step, {
            kind: 'order',
            move: c.move,
            ignoreTurn: c.options?.ignoreTurn ?? false,
            keepTurn: c.options?.keepTurn ?? false,
            square: '',
            piece: '',
            before,
          });
          assert.equal(s.undo(), true);
          assert.equal(s.fen(), before);
          assert.equal(s.redo(), true);
          assert.equal(s.fen(), c.fen);
        });
      });
    }

    test('throws on malformed moves and bad options, changing nothing', () => {
      withSession([name], (s) => {
        const move = g.orders[0].move;
        throwsUnchanged(s, () => s.order(move.slice(0, 2), {}), /bad move '..': expected a from-square and a to-square in coordinate notation/);
        throwsUnchanged(s, () => s.order(`${move}x`, {}), /bad move '.....': expected a from-square and a to-square/);
        throwsUnchanged(s, () => s.order('', {}), /bad move '': expected a from-square and a to-square/);
        throwsUnchanged(s, () => s.order(`z1${move.slice(2)}`, {}), /bad move 'z1..': bad square 'z1': file 'z' is off the board/);
        throwsUnchanged(s, () => s.order(move.slice(0, 2) + move.slice(0, 2), {}), /the from-square and the to-square are the same/);
        for (const [v, type] of [[3, 'number'], [null, 'null'], [undefined, 'undefined'], [{}, 'object'], [[move], 'array']]) {
          throwsUnchanged(s, () => s.order(v, {}), new RegExp(`move must be a string, got ${type}`));
        }
        for (const [v, type] of [[null, 'null'], [true, 'boolean'], [1, 'number'], ['keepTurn', 'string'], [[true], 'array'], [() => 0, 'function']]) {
          throwsUnchanged(s, () => s.order(move, v), new RegExp(`options must be an object like \\{ignoreTurn: true, keepTurn: false\\}, got ${type}`));
        }
        throwsUnchanged(s, () => s.order(move, { keep: true }), /unknown order option 'keep': expected ignoreTurn, keepTurn/);
        throwsUnchanged(s, () => s.order(move, { ignoreTurn: true, extra: 1 }), /unknown order option 'extra'/);
        for (const [v, type] of [[1, 'number'], ['yes', 'string'], [null, 'null'], [{}, 'object']]) {
          throwsUnchanged(s, () => s.order(move, { ignoreTurn: v }), new RegExp(`options.ignoreTurn must be a boolean, got ${type}`));
          throwsUnchanged(s, () => s.order(move, { keepTurn: v }), new RegExp(`options.keepTurn must be a boolean, got ${type}`));
        }
      });
    });
  });

  describe(`${name}: .setup(square, piece)`, () => {
    for (const c of g.setups) {
      test(c.error ? `refuses '${c.piece}' on ${c.square}` : `puts '${c.piece}' on ${c.square}`, () => {
        withSession([name, g.setupFen], (s) => {
          if (c.error) {
            throwsUnchanged(s, () => s.setup(c.square, c.piece), c.error);
            return;
          }
          s.setup(c.square, c.piece);
          assert.equal(s.fen(), c.fen);
          assert.equal(s.pieceAt(c.square), c.piece);
          assert.deepEqual(s.status(), c.status ?? { over: false, winner: null, reason: '' });
          assert.deepEqual(s.history(), [`${c.piece || '-'}@${c.square}`]);
          assert.equal(s.lastMove(), '');
          assert.deepEqual(s.steps(), [{ kind: 'setup', move: '', ignoreTurn: false, keepTurn: false, square: c.square, piece: c.piece, before: g.setupFen }]);
          assert.equal(s.undo(), true);
          assert.equal(s.fen(), g.setupFen);
          assert.equal(s.redo(), true);
          assert.equal(s.fen(), c.fen);
        });
      });
    }

    test('is allowed after the end of the game, and can reopen it', () => {
      withSession([name, g.won], (s) => {
        const sq = g.endMove.slice(2);
        const piece = s.pieceAt(sq);
        s.setup(sq, '');
        s.setup(g.endMove.slice(0, 2), piece);
        assert.deepEqual(s.status(), { over: false, winner: null, reason: '' });
        assert.deepEqual(s.history(), [`-@${sq}`, `${piece}@${g.endMove.slice(0, 2)}`]);
      });
    });

    test('putting what is already there records nothing', () => {
      withSession([name, g.setupFen], (s) => {
        s.setup(g.setups[1].square, s.pieceAt(g.setups[1].square));
        assert.deepEqual(s.history(), []);
        assert.equal(s.canUndo(), false);
      });
    });

    test('throws on bad squares, bad pieces and wrong types, changing nothing', () => {
      withSession([name, g.setupFen], (s) => {
        for (const sq of g.badSquares) throwsUnchanged(s, () => s.setup(sq, ''), /square/);
        for (const [v, type] of [[3, 'number'], [null, 'null'], [undefined, 'undefined'], [{}, 'object']]) {
          throwsUnchanged(s, () => s.setup(v, ''), new RegExp(`square must be a string, got ${type}`));
          throwsUnchanged(s, () => s.setup('a5', v), new RegExp(`piece must be a string, got ${type}`));
        }
        throwsUnchanged(s, () => s.setup('a5', 'Rr'), /piece must be one FEN letter, or '' to clear the square, got 'Rr'/);
        throwsUnchanged(s, () => s.setup('a5', '車'), /piece must be one FEN letter/);
        throwsUnchanged(s, () => s.setup('a5', ' '), /unknown piece letter ' '/);
      });
    });
  });

  describe(`${name}: history, .undo(), .redo()`, () => {
    test('undo and redo moves; lastMove follows', () => {
      withSession([name], (s) => {
        const fens = [s.fen()];
        for (const m of g.game) {
          s.click(m.slice(0, 2));
          assert.equal(s.click(m.slice(2)).action, 'move', m);
          fens.push(s.fen());
        }
        assert.deepEqual(s.history(), g.game);
        assert.deepEqual(s.steps().map((st) => [st.kind, st.move, st.before]), g.game.map((m, i) => ['move', m, fens[i]]));
        for (let i = g.game.length; i > 0; --i) {
          s.click(g.game[0].slice(0, 2));
          assert.equal(s.undo(), true);
          assert.equal(s.selected(), '');
          assert.equal(s.fen(), fens[i - 1]);
          assert.equal(s.lastMove(), g.game[i - 2] ?? '');
          assert.equal(s.canRedo(), true);
        }
        assert.equal(s.undo(), false);
        assert.equal(s.canUndo(), false);
        for (let i = 1; i <= g.game.length; ++i) {
          assert.equal(s.redo(), true);
          assert.equal(s.fen(), fens[i]);
          assert.equal(s.lastMove(), g.game[i - 1]);
        }
        assert.equal(s.redo(), false);
        assert.deepEqual(s.history(), g.game);
      });
    });

    test('undo and redo orders and set-ups like moves', () => {
      withSession([name], (s) => {
        const fens = [s.fen()];
        for (const step of g.mixed) {
          if (step.order) s.order(step.order, step.options);
          if (step.setup) s.setup(...step.setup);
          if (step.play) s.play(step.play);
          fens.push(s.fen());
        }
        assert.deepEqual(s.history(), g.mixed.map((st) => st.order ?? st.play ?? `${st.setup[1] || '-'}@${st.setup[0]}`));
        assert.deepEqual(s.steps().map((st) => st.kind), g.mixed.map((st) => (st.order ? 'order' : st.play ? 'move' : 'setup')));
        assert.deepEqual(s.steps().map((st) => st.before), fens.slice(0, -1));
        for (let i = fens.length - 1; i > 0; --i) {
          assert.equal(s.undo(), true);
          assert.equal(s.fen(), fens[i - 1]);
        }
        for (let i = 1; i < fens.length; ++i) {
          assert.equal(s.redo(), true);
          assert.equal(s.fen(), fens[i]);
        }
      });
    });

    test('a new move, order or set-up clears redo; a refused one does not', () => {
      const steps = [
        (s) => { s.click(g.other.slice(0, 2)); assert.equal(s.click(g.other.slice(2)).action, 'move'); },
        (s) => s.play(g.other),
        (s) => s.order(g.other, { keepTurn: true }),
        (s) => s.setup(g.other.slice(0, 2), ''),
      ];
      for (const step of steps) {
        withSession([name], (s) => {
          s.play(g.game[0]);
          s.play(g.game[1]);
          s.undo();
          s.undo();
          assert.throws(() => s.play(g.game[0].slice(0, 2) + g.game[1].slice(2)), Error);
          assert.throws(() => s.order(g.game[1], {}), Error);
          assert.equal(s.canRedo(), true);
          step(s);
          assert.equal(s.canRedo(), false);
          assert.equal(s.redo(), false);
          assert.equal(s.history().length, 1);
        });
      }
    });

    test('undo after the end reopens the game', () => {
      withSession([name, g.nearEnd], (s) => {
        s.play(g.endMove);
        assert.equal(s.status().over, true);
        throwsUnchanged(s, () => s.play(g.endMove), /game is over/);
        assert.equal(s.undo(), true);
        assert.equal(s.status().over, false);
        assert.equal(s.click(g.endMove.slice(0, 2)).action, 'select');
      });
    });
  });

  describe(`${name}: .play(move), .pieceAt(square)`, () => {
    test('play is a move of the side to move; errors change nothing', () => {
      withSession([name], (s) => {
        s.play(g.game[0]);
        assert.equal(s.lastMove(), g.game[0]);
        throwsUnchanged(s, () => s.play(g.game[0]), /illegal move|no piece|bad move/);
        throwsUnchanged(s, () => s.play(g.game[2]), g.notYourTurn);
        for (const [v, type] of [[3, 'number'], [null, 'null'], [undefined, 'undefined']]) {
          throwsUnchanged(s, () => s.play(v), new RegExp(`move must be a string, got ${type}`));
        }
      });
    });

    test('pieceAt reads the board, throws on bad squares', () => {
      withSession([name], (s) => {
        const [from, to] = [g.game[0].slice(0, 2), g.game[0].slice(2)];
        const piece = s.pieceAt(from);
        assert.notEqual(piece, '');
        assert.equal(s.pieceAt(to), '');
        s.play(g.game[0]);
        assert.equal(s.pieceAt(to), piece);
        for (const sq of g.badSquares) throwsUnchanged(s, () => s.pieceAt(sq), /square/);
        throwsUnchanged(s, () => s.pieceAt(1), /square must be a string, got number/);
      });
    });
  });
}

describe('xiangqi: .play(move) reads every notation the board reads', () => {
  test('ICCS, WXF and Chinese; the history is in coordinate notation', () => {
    withSession(['xiangqi'], (s) => {
      s.play('C2.5');
      s.play('马8进7');
      s.play('H0-G2');
      assert.deepEqual(s.history(), ['h2e2', 'h9g7', 'h0g2']);
      assert.equal(s.lastMove(), 'h0g2');
      throwsUnchanged(s, () => s.play('xx'), /'xx' is not a move in ICCS \(h2e2\), WXF \(C2.5\) or Chinese/);
    });
  });

  test('an order takes coordinate notation only', () => {
    withSession(['xiangqi'], (s) => {
      throwsUnchanged(s, () => s.order('C2.5', {}), /^bad move 'C2.5': bad square 'C2': file 'C' is off the board \(files a-i, ranks 0-9\); orders take coordinate notation, like 'h2e2'$/);
    });
  });
});

describe('new qipan.Session: errors', () => {
  test('an unknown game or a wrong type names the fault', () => {
    assert.throws(() => new qipan.Session('chess'), errorMatching(/^unknown game 'chess': expected 'xiangqi' or 'jungle'$/));
    assert.throws(() => new qipan.Session('Jungle'), errorMatching(/unknown game 'Jungle'/));
    for (const [v, type] of [[3, 'number'], [null, 'null'], [undefined, 'undefined'], [{}, 'object'], [['jungle'], 'array']]) {
      assert.throws(() => new qipan.Session(v), errorMatching(new RegExp(`game must be a string, got ${type}`)));
    }
  });

  test('a bad FEN or a FEN of the wrong type', () => {
    assert.throws(() => new qipan.Session('xiangqi', 'rnbakabnr/9 w'), errorMatching(/FEN has 2 ranks, expected 10/));
    assert.throws(() => new qipan.Session('xiangqi', games.jungle.start), errorMatching(/FEN has 9 ranks, expected 10/));
    assert.throws(() => new qipan.Session('jungle', games.xiangqi.start), errorMatching(/FEN has 10 ranks, expected 9/));
    assert.throws(() => new qipan.Session('jungle', ''), errorMatching(/empty FEN/));
    assert.throws(() => new qipan.Session('jungle', '7/7/7 b'), errorMatching(/FEN has 3 ranks, expected 9/));
    for (const [v, type] of [[3, 'number'], [null, 'null'], [{}, 'object']]) {
      assert.throws(() => new qipan.Session('jungle', v), errorMatching(new RegExp(`fen must be a string, got ${type}`)));
    }
  });

  test('no arguments is embind\'s error', () => {
    assert.throws(() => new qipan.Session(), Error);
  });

  test('sessions created, played and deleted, and refused calls, leave wasm memory as it was', () => {
    const cycle = (i) => {
      const s = new qipan.Session(i % 2 ? 'xiangqi' : 'jungle');
      const g = games[s.game()];
      for (const m of g.game) {
        s.click(m.slice(0, 2));
        s.click(m.slice(2));
      }
      for (let k = 0; k < g.game.length; k++) s.undo();
      s.order(g.other, { keepTurn: true });
      s.setup(g.other.slice(2), '');
      s.undo();
      s.history();
      s.steps();
      s.delete();
    };
    for (let i = 0; i < 1000; i++) cycle(i); // warm up
    const before = qipan.HEAP8.length;
    for (let i = 0; i < 20000; i++) cycle(i);
    withSession(['xiangqi'], (s) => {
      for (let i = 0; i < 10000; i++) {
        assert.throws(() => s.order('h7e7', {}));
        assert.throws(() => s.order('h2e2', { keep: true }));
        assert.throws(() => s.setup('e5', 'K'));
        assert.throws(() => s.click('z9'));
        assert.throws(() => new qipan.Session('xiangqi', 'bad fen'));
      }
    });
    assert.equal(qipan.HEAP8.length, before);
  });

  test('sessions are independent', () => {
    withSession(['jungle'], (a) => withSession(['jungle'], (b) => {
      a.play(games.jungle.game[0]);
      assert.equal(b.fen(), games.jungle.start);
      assert.equal(b.history().length, 0);
    }));
  });
});
