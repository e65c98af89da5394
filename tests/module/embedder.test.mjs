// The calls an embedder's UI needs (docs/api.md, "Calls for a board UI",
// "Error codes", "Saving"): pieces, isLegal, moveInfo, attackers/isAttacked
// on both boards and on Session, which answer alike; Session's inCheck,
// legalMoves, history notations, toJSON/fromJSON; error codes; TacticsMap
// bulk terrain (a 1024 x 1024 map too), labels and text; Battle
// save/restore and scenario text. Every bad input throws an Error with its
// code and changes nothing.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, throwsCode, using } from './qipan.mjs';

// Values of the wrong JS type (no conversion is ever tried).
const wrongTypes = [undefined, null, 7, 7n, true, {}, [], () => 'h2e2', Symbol('s'),
  { valueOf: () => 'h2e2', toString: () => 'h2e2' }, new String('h2e2')];

describe('pieces()', () => {
  test('lists every piece with its square and side, on boards and sessions', () => {
    using(new qipan.Xiangqi(), (x) => {
      const pieces = x.pieces();
      assert.equal(pieces.length, 32);
      assert.deepEqual(pieces[0], { square: 'a0', piece: 'R', side: 'red' });
      assert.deepEqual(pieces.at(-1), { square: 'i9', piece: 'r', side: 'black' });
      for (const p of pieces) assert.equal(x.pieceAt(p.square), p.piece);
    });
    using(new qipan.Jungle('6t/7/7/7/7/7/7/3d3/6L b'), (j) => {
      assert.deepEqual(j.pieces(), [
        { square: 'd2', piece: 'd', side: 'red' },
        { square: 'g1', piece: 'L', side: 'blue' },
        { square: 'g9', piece: 't', side: 'red' },
      ].sort((a, b) => (a.square[1] + a.square[0]).localeCompare(b.square[1] + b.square[0])));
    });
    using(new qipan.Session('jungle'), (s) => {
      s.play('a3a4');
      using(new qipan.Jungle(s.fen()), (j) => assert.deepEqual(s.pieces(), j.pieces()));
    });
  });
});

describe('isLegal(move)', () => {
  test('answers for any string and throws only for other types', () => {
    using(new qipan.Xiangqi(), (x) => {
      assert.equal(x.isLegal('h2e2'), true);
      assert.equal(x.isLegal('C2.5'), true);
      assert.equal(x.isLegal('炮二平五'), true);
      for (const bad of ['h2h8', 'h7e7', 'z9z9', '', 'x'.repeat(10000), 'h2\0e2', '\uD800']) {
        assert.equal(x.isLegal(bad), false, bad);
      }
      for (const v of wrongTypes) throwsCode(() => x.isLegal(v), 'bad_argument', /move must be a string/);
      const fen = x.fen();
      assert.equal(x.fen(), fen);
    });
    using(new qipan.Session('jungle'), (s) => {
      assert.equal(s.isLegal('a3a4'), true);
      assert.equal(s.isLegal('a3a5'), false);
      throwsCode(() => s.isLegal(3), 'bad_argument');
    });
  });

  test('is false for every move once the game is over', () => {
    using(new qipan.Xiangqi('3k5/9/9/9/9/9/9/9/3R5/3RK4 b'), (x) => {
      assert.equal(x.status().over, true);
      assert.equal(x.isLegal('d9e9'), false);
    });
  });
});

describe('moveInfo(move)', () => {
  test('xiangqi: piece, capture, check, WXF and Chinese', () => {
    using(new qipan.Xiangqi(), (x) => {
      assert.deepEqual(x.moveInfo('h2e2'), {
        from: 'h2', to: 'e2', piece: 'C', captured: '', givesCheck: false, wxf: 'C2.5', chinese: '炮二平五',
      });
      assert.deepEqual(x.moveInfo('炮二平五'), x.moveInfo('h2e2'));
    });
    using(new qipan.Xiangqi('r2k5/9/9/9/9/9/9/9/9/R3K4 w'), (x) => {
      const info = x.moveInfo('a0a9');
      assert.equal(info.captured, 'r');
      assert.equal(info.givesCheck, true);
    });
  });

  test('jungle: jumps, swims, dens and traps', () => {
    // Blue lion a4, rat b3, cat c9, wolf c8; a red elephant a1.
    using(new qipan.Session('jungle', '2C4/2W4/7/7/7/L6/1R5/7/e6 b'), (s) => {
      assert.deepEqual(s.moveInfo('a4d4'), {
        from: 'a4', to: 'd4', piece: 'L', captured: '', entersDen: false, entersTrap: false, swims: false, jumps: true,
      });
      assert.equal(s.moveInfo('b3b4').swims, true);
      assert.equal(s.moveInfo('c9d9').entersDen, true);
      assert.equal(s.moveInfo('c8d8').entersTrap, true);
    });
  });

  test('refuses what is not a legal move, with the code saying why', () => {
    using(new qipan.Xiangqi(), (x) => {
      const fen = x.fen();
      throwsCode(() => x.moveInfo('h2h8'), 'illegal_move', /cannon/);
      throwsCode(() => x.moveInfo('hello'), 'bad_move');
      throwsCode(() => x.moveInfo(42), 'bad_argument');
      assert.equal(x.fen(), fen);
    });
    using(new qipan.Xiangqi('3k5/9/9/9/9/9/9/9/3R5/3RK4 b'), (x) => {
      throwsCode(() => x.moveInfo('d9e9'), 'game_over');
    });
  });
});

describe('attackers(square, side?) and isAttacked', () => {
  test('xiangqi: by each movement rule, defenders of own pieces', () => {
    using(new qipan.Xiangqi('3k5/9/9/9/R3P4/9/9/9/4C4/4K4 w'), (x) => {
      assert.deepEqual(x.attackers('e6', 'red'), ['e1', 'e5']);
      assert.deepEqual(x.attackers('e5'), []);  // default: black, the other side than the soldier's
      assert.deepEqual(x.attackers('e5', 'red'), ['a5']);  // its defender
      assert.equal(x.isAttacked('d8'), true);  // empty: by the side not to move (black): d9 reaches it
      assert.deepEqual(x.attackers('d8', 'black'), ['d9']);
      assert.equal(x.isAttacked('d8', 'black'), true);
    });
  });

  test('jungle: ranks decide captures; jumps are blocked by a swimming rat', () => {
    using(new qipan.Jungle('7/7/7/C6/d6/L6/7/7/7 b'), (j) => {
      assert.deepEqual(j.attackers('a5'), ['a4']);  // the cat is too weak for the dog
      assert.deepEqual(j.attackers('a6'), ['a5']);  // the dog takes the cat
      assert.deepEqual(j.attackers('d4', 'blue'), ['a4']);
    });
    using(new qipan.Session('jungle', '7/7/7/C6/d6/Lr5/7/7/7 b'), (s) => {
      assert.deepEqual(s.attackers('d4', 'blue'), []);
      assert.equal(s.isAttacked('a5'), true);
    });
  });

  test('bad squares and sides throw with their codes', () => {
    using(new qipan.Xiangqi(), (x) => {
      throwsCode(() => x.attackers('z1'), 'bad_square', /file 'z' is off the board/);
      throwsCode(() => x.attackers('e10'), 'bad_square');
      throwsCode(() => x.isAttacked('e1', 'blue'), 'bad_argument', /side must be 'red' or 'black'/);
      throwsCode(() => x.attackers(5), 'bad_argument');
      throwsCode(() => x.attackers('e1', 0), 'bad_argument');
      assert.deepEqual(x.attackers('e1', undefined), x.attackers('e1'));
    });
  });
});

describe('Session answers as the board of its game', () => {
  // The same queries through the two bindings (board_game.h, session.cpp),
  // in both games, position by position along a game that captures (Jungle
  // from a middle game: its pieces meet late from the start).
  const games = [
    ['xiangqi', qipan.Xiangqi, undefined, ['red', 'black'], 'abcdefghi', '0123456789'],
    ['jungle', qipan.Jungle, 'l5t/1w3c1/2p4/r2d2e/E2P2R/7/2D4/1C3W1/T5L b', ['blue', 'red'], 'abcdefg', '123456789'],
  ];
  for (const [game, Board, fen, sides, files, ranks] of games) {
    test(`${game}: pieces, isLegal, moveInfo, attackers, isAttacked, inCheck, legalMoves`, () => {
      const squares = [...ranks].flatMap((r) => [...files].map((f) => f + r));
      using(new qipan.Session(game, fen), (s) => using(new Board(fen), (b) => {
        const start = b.pieces().length;
        for (let ply = 0; ply < 16 && !b.status().over; ply++) {
          assert.equal(s.fen(), b.fen());
          assert.deepEqual(s.pieces(), b.pieces());
          assert.equal(s.inCheck(), b.inCheck());
          const moves = b.legalMoves();
          assert.deepEqual(s.legalMoves(), moves);
          for (const move of moves) {
            const info = b.moveInfo(move);
            assert.deepEqual(s.moveInfo(move), info, move);
            assert.equal(s.isLegal(move), true);
            if (game === 'xiangqi') assert.equal(s.isLegal(info.wxf), b.isLegal(info.wxf), info.wxf);
          }
          for (const square of squares) {
            assert.deepEqual(s.attackers(square), b.attackers(square), square);
            for (const side of sides) {
              assert.deepEqual(s.attackers(square, side), b.attackers(square, side), `${square} ${side}`);
              assert.equal(s.isAttacked(square, side), b.isAttacked(square, side));
              assert.equal(s.isLegal(square + square), false);
            }
          }
          // A capture when there is one, else some move: both play it.
          const move = moves.find((m) => b.moveInfo(m).captured !== '') ?? moves[(ply * 7) % moves.length];
          s.play(move);
          b.play(move);
        }
        assert.ok(s.pieces().length < start, 'the game captured nothing');
      }));
    });
  }
});

describe('error codes', () => {
  test('boards and sessions', () => {
    throwsCode(() => new qipan.Xiangqi('nonsense'), 'bad_fen');
    throwsCode(() => new qipan.Jungle('7/7 b'), 'bad_fen');
    throwsCode(() => new qipan.Jungle(undefined, { moveLimit: 'x' }), 'bad_argument');
    throwsCode(() => new qipan.Session('chess'), 'unknown_name', /unknown game 'chess'/);
    throwsCode(() => new qipan.Session('xiangqi', 'k'), 'bad_fen');
    using(new qipan.Xiangqi(), (x) => {
      throwsCode(() => x.play('h2h8'), 'illegal_move');
      throwsCode(() => x.play('H2-H8'), 'illegal_move');
      throwsCode(() => x.play('zz'), 'bad_move');
      throwsCode(() => x.legalMovesFrom('j1'), 'bad_square');
      throwsCode(() => x.perft(9), 'bad_argument');
      throwsCode(() => x.perft(7), 'bad_budget', /too deep/);
      throwsCode(() => x.bestMove({}), 'bad_budget');
      throwsCode(() => x.bestMove({ level: 'x' }), 'bad_budget');
      throwsCode(() => x.toWxf('h2h8'), 'illegal_move');
    });
    using(new qipan.Session('xiangqi'), (s) => {
      throwsCode(() => s.play('h2h8'), 'illegal_move');
      throwsCode(() => s.click('k1'), 'bad_square');
      throwsCode(() => s.order('h2'), 'bad_move');
      throwsCode(() => s.order('h7e7'), 'illegal_move', /red's turn/);
      throwsCode(() => s.order('h2e2', { keep: true }), 'bad_argument');
      throwsCode(() => s.setup('e0', ''), 'bad_fen', /no general/);
      throwsCode(() => s.setup('e0', 'KK'), 'bad_argument');
      throwsCode(() => s.history({ notation: 'pgn' }), 'bad_argument');
    });
    using(new qipan.Session('jungle', '3L3/7/7/7/7/7/7/7/6t r'), (s) => {
      assert.equal(s.status().over, true);
      throwsCode(() => s.play('g1g2'), 'game_over');
      throwsCode(() => s.order('g1g2'), 'game_over');
    });
  });

  test('tactics maps and battles', () => {
    using(new qipan.TacticsMap(8, 8), (m) => {
      throwsCode(() => m.setTerrain(8, 0, 'plain'), 'bad_square', /off the map/);
      throwsCode(() => m.setTerrain(0, 0, 'lava'), 'unknown_name');
      throwsCode(() => m.setOption('fog', true), 'unknown_name');
      throwsCode(() => m.unit(3), 'bad_unit');
      m.addUnit({ team: 0, x: 1, y: 1, move: 3 });
      throwsCode(() => m.addUnit({ team: 1, x: 1, y: 1, move: 3 }), 'refused', /taken/);
      throwsCode(() => m.addUnit({ team: 1, x: 2, y: 1, move: 3, colour: 'red' }), 'bad_argument');
      throwsCode(() => new qipan.TacticsMap(0, 8), 'bad_argument');
    });
    throwsCode(() => qipan.Battle.scenario('nope'), 'unknown_name');
    throwsCode(() => qipan.scenarioText('nope'), 'unknown_name');
    throwsCode(() => new qipan.Battle('junk'), 'bad_data', /line 1/);
    using(qipan.Battle.scenario('ford'), (b) => {
      throwsCode(() => b.unit(99), 'bad_unit');
      b.endTurn();
      throwsCode(() => b.wait(0), 'refused', /enemy phase/);
      throwsCode(() => b.endTurn(), 'refused');
    });
  });

  test('an Error keeps its message; code is an own property', () => {
    try {
      new qipan.Xiangqi().play('h2h8');
      assert.fail('no error');
    } catch (e) {
      assert.ok(Object.hasOwn(e, 'code'));
      assert.match(e.message, /^h2h8: /);
    }
  });
});

describe('Session: inCheck, legalMoves, history notations', () => {
  test('inCheck and legalMoves follow the current position', () => {
    using(new qipan.Session('xiangqi', '3k5/9/9/9/9/9/9/9/4R4/4K4 w'), (s) => {
      assert.equal(s.inCheck(), false);
      assert.deepEqual(s.legalMoves(), new qipan.Xiangqi(s.fen()).legalMoves());
      s.play('e1d1');
      assert.equal(s.inCheck(), true);
      assert.deepEqual(s.legalMovesFrom('d9'), []);  // checkmate
      assert.equal(s.status().reason, 'checkmate');
      throwsCode(() => s.legalMovesFrom('j9'), 'bad_square');
    });
    using(new qipan.Session('jungle'), (s) => {
      assert.equal(s.inCheck(), false);
      assert.equal(s.legalMoves().length, 24);
    });
  });

  test('history in ICCS, WXF and Chinese; orders and set-ups included', () => {
    using(new qipan.Session('xiangqi'), (s) => {
      s.play('h2e2');
      s.play('h9g7');
      s.order('b0c2', { keepTurn: true });
      s.order('b9c7', { ignoreTurn: true });
      s.setup('a3', '');
      assert.deepEqual(s.history(), ['h2e2', 'h9g7', 'b0c2', 'b9c7', '-@a3']);
      assert.deepEqual(s.history({ notation: 'iccs' }), s.history());
      assert.deepEqual(s.history({}), s.history());
      assert.deepEqual(s.history({ notation: 'wxf' }), ['C2.5', 'H8+7', 'H8+7', 'H2+3', '-@a3']);
      assert.deepEqual(s.history({ notation: 'chinese' }), ['炮二平五', '马8进7', '马八进七', '马2进3', '-@a3']);
    });
    using(new qipan.Session('jungle'), (s) => {
      s.play('a3a4');
      assert.deepEqual(s.history({ notation: 'coordinate' }), ['a3a4']);
      throwsCode(() => s.history({ notation: 'wxf' }), 'bad_argument', /only notation of jungle/);
    });
  });
});

describe('Session toJSON / fromJSON', () => {
  function played(game, fen) {
    const s = new qipan.Session(game, fen);
    if (game === 'xiangqi') {
      s.play('h2e2');
      s.order('h9g7', { ignoreTurn: true, keepTurn: true });
      s.order('h7h2', { ignoreTurn: true });
      s.setup('a3', '');
      s.play('b0c2');
      s.play('b9c7');
      s.undo();
      s.undo();
    } else {
      s.play('a3a4');
      s.order('g7g6', { keepTurn: true });
      s.setup('g3', '');
      s.undo();
    }
    return s;
  }

  function same(a, b) {
    assert.equal(b.game(), a.game());
    assert.equal(b.fen(), a.fen());
    assert.deepEqual(b.steps(), a.steps());
    assert.deepEqual(b.status(), a.status());
    assert.equal(b.canRedo(), a.canRedo());
    assert.deepEqual(b.toJSON(), a.toJSON());
  }

  for (const game of ['xiangqi', 'jungle']) {
    test(`${game}: round trips exactly, through JSON text too, redo steps included`, () => {
      using(played(game), (s) => {
        const saved = s.toJSON();
        assert.equal(saved.format, 'qipan-session');
        assert.equal(saved.version, 1);
        using(qipan.Session.fromJSON(saved), (back) => {
          same(s, back);
          while (s.redo()) assert.equal(back.redo(), true);
          assert.equal(back.redo(), false);
          same(s, back);
        });
        using(qipan.Session.fromJSON(JSON.parse(JSON.stringify(s))), (back) => same(s, back));
      });
    });
  }

  test('from a set-up start position, and an empty session', () => {
    const fen = '3k5/9/9/9/9/9/9/9/4R4/4K4 w';
    using(new qipan.Session('xiangqi', fen), (s) => {
      using(qipan.Session.fromJSON(s.toJSON()), (back) => same(s, back));
      s.play('e1d1');
      assert.match(s.toJSON().start, /^3k5\/9/);
      using(qipan.Session.fromJSON(s.toJSON()), (back) => same(s, back));
    });
  });

  test('bad saved data throws bad_data naming what is wrong', () => {
    const good = (() => {
      const s = played('xiangqi');
      const j = s.toJSON();
      s.delete();
      return j;
    })();
    const cases = [
      [{ ...good, extra: 1 }, /unknown key 'extra'/],
      [{ ...good, format: 'x' }, /format must be 'qipan-session'/],
      [{ ...good, version: 2 }, /version must be 1/],
      [{ ...good, game: 'chess' }, /unknown game 'chess'/],
      [{ ...good, start: 'bad' }, /^start: /],
      [{ ...good, steps: 'h2e2 h2e2' }, /steps 2 'h2e2': /],
      [{ ...good, steps: 'h2e2/sideways' }, /unknown order flags 'sideways'/],
      [{ ...good, steps: 'K@z9' }, /steps 1 'K@z9': bad square/],
      [{ ...good, undone: 'a0a1 zz' }, /undone 2 'zz'/],
      [{ ...good, steps: 7 }, /steps must be a string, got number/],
      [{ format: 'qipan-session', version: 1, game: 'xiangqi', start: good.start, steps: '' }, /has no undone/],
    ];
    for (const [value, pattern] of cases) throwsCode(() => qipan.Session.fromJSON(value), 'bad_data', pattern);
    for (const v of [undefined, null, 7, 7n, true, [], () => 1, Symbol('s')]) {
      throwsCode(() => qipan.Session.fromJSON(v), 'bad_argument', /saved session must be an object/);
    }
    for (const v of [{}, { valueOf: () => good }, new String('{}')]) throwsCode(() => qipan.Session.fromJSON(v), 'bad_data');
  });
});

describe('TacticsMap: bulk terrain, labels, text', () => {
  test('terrainData and setTerrainData round-trip, searches agree with per-cell setTerrain', () => {
    using(new qipan.TacticsMap(13, 7), (bulk) => using(new qipan.TacticsMap(13, 7), (cells) => {
      const names = bulk.terrainNames();
      assert.deepEqual(names, ['plain', 'road', 'forest', 'hill', 'mountain', 'water', 'wall']);
      const ids = new Uint8Array(13 * 7).map((_, i) => (i * 5 + (i >> 3)) % 5);
      bulk.setTerrainData(ids);
      ids.forEach((id, i) => cells.setTerrain(i % 13, Math.floor(i / 13), names[id]));
      assert.deepEqual(bulk.terrainData(), ids);
      assert.deepEqual(cells.terrainData(), ids);
      assert.equal(bulk.terrainAt(1, 0), names[ids[1]]);
      for (const m of [bulk, cells]) m.addUnit({ team: 0, x: 6, y: 3, move: 5 });
      assert.deepEqual(bulk.distanceField(0), cells.distanceField(0));
      const copy = bulk.terrainData();
      copy[0] = 6;
      assert.equal(bulk.terrainAt(0, 0), names[ids[0]]);  // a copy of its own
    }));
  });

  test('a 1024 x 1024 map goes in and out in one call each', (t) => {
    using(new qipan.TacticsMap(1024, 1024), (m) => {
      const ids = new Uint8Array(1024 * 1024).map((_, i) => ((i >> 10) * 3 + (i & 1023)) % 7);
      let start = performance.now();
      m.setTerrainData(ids);
      const inMs = performance.now() - start;
      start = performance.now();
      const out = m.terrainData();
      const outMs = performance.now() - start;
      assert.equal(out.length, 1024 * 1024);
      assert.equal(Buffer.compare(out, ids), 0);
      const names = m.terrainNames();
      for (const [x, y] of [[0, 0], [1023, 0], [5, 700], [1023, 1023]]) {
        assert.equal(m.terrainAt(x, y), names[ids[y * 1024 + x]], `${x},${y}`);
      }
      t.diagnostic(`setTerrainData ${inMs.toFixed(1)} ms, terrainData ${outMs.toFixed(1)} ms`);
    });
  });

  test('setTerrainData refuses bad data and changes nothing', () => {
    using(new qipan.TacticsMap(4, 3), (m) => {
      m.setTerrain(1, 1, 'forest');
      const before = m.terrainData();
      throwsCode(() => m.setTerrainData(new Uint8Array(11)), 'bad_argument', /has 11 cells, expected 12 \(4x3\)/);
      throwsCode(() => m.setTerrainData(new Uint8Array(12).fill(7)), 'bad_argument', /terrain id 7, expected 0..6/);
      throwsCode(() => m.setTerrainData(new Int32Array(12)), 'bad_argument', /must be a Uint8Array/);
      throwsCode(() => m.setTerrainData(Array(12).fill(0)), 'bad_argument', /must be a Uint8Array/);
      throwsCode(() => m.setTerrainData(new Proxy(new Uint8Array(12), {})), 'bad_argument');
      throwsCode(() => m.setTerrainData(new DataView(new ArrayBuffer(12))), 'bad_argument');
      assert.deepEqual(m.terrainData(), before);
      // A subarray is read as its own elements.
      const big = new Uint8Array(20).fill(1);
      m.setTerrainData(big.subarray(4, 16));
      assert.deepEqual(m.terrainData(), new Uint8Array(12).fill(1));
    });
  });

  test('labels are kept, replaced and checked', () => {
    using(new qipan.TacticsMap(5, 5), (m) => {
      const a = m.addUnit({ team: 0, x: 0, y: 0, move: 2, label: '{"name":"Knight"}' });
      const b = m.addUnit({ team: 1, x: 4, y: 4, move: 2 });
      assert.equal(m.unit(a).label, '{"name":"Knight"}');
      assert.equal(m.unit(b).label, '');
      m.setUnitLabel(b, 'Archer\nline two');
      assert.equal(m.units()[1].label, 'Archer\nline two');
      throwsCode(() => m.setUnitLabel(b, 'x'.repeat(4097)), 'bad_argument', /at most 4096/);
      throwsCode(() => m.setUnitLabel(9, 'x'), 'bad_unit');
      throwsCode(() => m.addUnit({ team: 0, x: 1, y: 0, move: 2, label: 5 }), 'bad_argument', /unit.label must be a string/);
      assert.equal(m.units().length, 2);
    });
  });

  test('toText / fromText round-trip', () => {
    using(new qipan.TacticsMap(6, 4), (m) => {
      m.setMoveCost('lava', 'flying', 4);
      m.addMoveClass('boat');
      m.setMoveCost('water', 'boat', 1);
      m.setTerrain(2, 2, 'lava');
      m.setOption('zoc', true);
      m.addUnit({ team: 2, x: 5, y: 3, move: Infinity, moveClass: 'boat', minRange: 2, maxRange: 4, label: 'a\\b\nc' });
      const text = m.toText();
      assert.match(text, /^qipan-map 1\nsize 6 4\n/);
      using(qipan.TacticsMap.fromText(text), (back) => {
        assert.equal(back.toText(), text);
        assert.deepEqual(back.units(), m.units());
        assert.equal(back.option('zoc'), true);
        assert.equal(back.moveCost('lava', 'flying'), 4);
      });
      throwsCode(() => qipan.TacticsMap.fromText('hello'), 'bad_data', /^line 1: /);
      throwsCode(() => qipan.TacticsMap.fromText(text.replace('size 6 4', 'size 6 x')), 'bad_data', /^line 2: /);
      throwsCode(() => qipan.TacticsMap.fromText(42), 'bad_argument');
    });
  });
});

describe('Battle save / restore, scenario text', () => {
  test('a battle saved mid enemy phase comes back equal and plays on the same', () => {
    // The snapshot keeps square scenario maps: the shipped Tiled maps (hexes,
    // heights) are kept by their replay instead.
    for (const { name } of qipan.scenarios().filter((s) => s.format === 'txt')) {
      using(qipan.Battle.scenario(name), (b) => {
        b.select(0);
        b.endTurn();
        b.enemyStep();
        const text = b.save();
        using(qipan.Battle.restore(text), (back) => {
          assert.equal(back.save(), text);
          assert.deepEqual(back.state(), b.state());
          assert.deepEqual(back.runEnemyPhase(), b.runEnemyPhase());
          assert.equal(back.save(), b.save());
        });
      });
    }
  });

  test('scenarioText reads back as the same battle; restore refuses bad text', () => {
    using(qipan.Battle.scenario('pass'), (b) => {
      using(new qipan.Battle(b.scenarioText()), (again) => assert.deepEqual(again.state(), b.state()));
      throwsCode(() => qipan.Battle.restore('nope'), 'bad_data', /^line 1: expected 'qipan-battle 1'/);
      throwsCode(() => qipan.Battle.restore(b.save().replace('turn 1', 'turn 0')), 'bad_data', /turn must be/);
      throwsCode(() => qipan.Battle.restore(null), 'bad_argument', /text must be a string/);
    });
  });
});
