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
  jungle: {
    start: 'l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b 0 1',
    sides: ['blue', 'red'],
    badSquares: ['', 'a', 'a0', 'h1', 'a10', 'A1', 'e4e5'],
    // Blue lion a5 (its jump blocked by the red rat in c5), tiger b3 (jumps
    // onto the red wolf on b7), rat f4 in the river by the red elephant g4,
    // elephant d6 facing the red lion d7.
    lakes: '7/7/1w1l3/3E3/L1r4/5Re/1T5/7/7 b 0 1',
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
      { name: 'enemy piece with a selection: capture (a lake jump)', from: 'lakes', before: ['b3'], square: 'b7', action: 'move', move: 'b3b7', turn: 'red', fen: '7/7/1T1l3/3E3/L1r4/5Re/7/7/7 r 0 1' },
      { name: 'enemy piece with a selection: capture (a step)', from: 'lakes', before: ['d6'], square: 'd7', action: 'move', move: 'd6d7', turn: 'red', fen: '7/7/1w1E3/7/L1r4/5Re/1T5/7/7 r 0 1' },
      { name: 'a jump over a rat: reject', from: 'lakes', before: ['a5'], square: 'd5', action: 'reject', selected: 'a5', targets: ['a4', 'a6'] },
      { name: 'no capture from the river onto land: reject', from: 'lakes', before: ['f4'], square: 'g4', action: 'reject', selected: 'f4', targets: ['e4', 'f3', 'f5'] },
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
      withSession([name, g.lakes], (s) => assert.equal(s.fen(), g.lakes));
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
        throwsUnchanged(s, () => s.play(g.game[2]), /illegal move/);
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

describe('new qipan.Session: errors', () => {
  test('an unknown game or a wrong type names the fault', () => {
    assert.throws(() => new qipan.Session('chess'), errorMatching(/unknown game 'chess': expected 'xiangqi' or 'jungle'|unknown game 'chess': expected 'jungle'/));
    assert.throws(() => new qipan.Session('Jungle'), errorMatching(/unknown game 'Jungle'/));
    for (const [v, type] of [[3, 'number'], [null, 'null'], [undefined, 'undefined'], [{}, 'object'], [['jungle'], 'array']]) {
      assert.throws(() => new qipan.Session(v), errorMatching(new RegExp(`game must be a string, got ${type}`)));
    }
  });

  test('a bad FEN or a FEN of the wrong type', () => {
    assert.throws(() => new qipan.Session('jungle', ''), errorMatching(/empty FEN/));
    assert.throws(() => new qipan.Session('jungle', '7/7/7 b'), errorMatching(/FEN has 3 ranks, expected 9/));
    for (const [v, type] of [[3, 'number'], [null, 'null'], [{}, 'object']]) {
      assert.throws(() => new qipan.Session('jungle', v), errorMatching(new RegExp(`fen must be a string, got ${type}`)));
    }
  });

  test('no arguments is embind\'s error', () => {
    assert.throws(() => new qipan.Session(), Error);
  });

  test('sessions are independent', () => {
    withSession(['jungle'], (a) => withSession(['jungle'], (b) => {
      a.play(games.jungle.game[0]);
      assert.equal(b.fen(), games.jungle.start);
      assert.equal(b.history().length, 0);
    }));
  });
});
