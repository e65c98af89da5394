// Records in the JS API (docs/records.md): toRecord/fromRecord of
// qipan.Xiangqi, qipan.Jungle and qipan.Session, and qipan.readRecords.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { qipan, errorMatching } from './qipan.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const data = (name) => fs.readFileSync(path.join(here, '..', 'data', 'records', name), 'utf8');

const OPENING = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7'];

function played(Game, moves, ...args) {
  const board = new Game(...args);
  for (const m of moves) board.play(m);
  return board;
}

describe('Xiangqi.toRecord', () => {
  test('writes tags, the format and numbered moves in each notation', () => {
    const board = played(qipan.Xiangqi, OPENING);
    const iccs = board.toRecord({ Event: 'Club match', Red: 'Li', Black: 'Wang' });
    assert.match(iccs, /^\[Event "Club match"\]\n/);
    assert.match(iccs, /\[Red "Li"\]\n\[Black "Wang"\]\n\[Result "\*"\]\n\[Format "ICCS"\]/);
    assert.match(iccs, /1\. h2e2 h9g7 2\. h0g2 i9h9 3\. i0h0 b9c7 \*/);
    assert.match(board.toRecord({ notation: 'wxf' }), /1\. C2\.5 H8\+7 2\. H2\+3 R9\.8/);
    assert.match(board.toRecord({ notation: 'chinese' }), /1\. 炮二平五 马8进7 2\. 马二进三 车9平8/);
    board.delete();
  });

  test('round trips through fromRecord in all three notations', () => {
    const board = played(qipan.Xiangqi, OPENING);
    for (const notation of ['iccs', 'wxf', 'chinese']) {
      const back = qipan.Xiangqi.fromRecord(board.toRecord({ notation }));
      assert.deepEqual(back.history(), OPENING, notation);
      assert.equal(back.fen(), board.fen());
      back.delete();
    }
    board.delete();
  });

  test('a set-up start is written as FEN and read back', () => {
    const board = played(qipan.Xiangqi, ['a0a8', 'e9f9'], '4k4/9/9/9/9/9/9/9/9/R2K5 w');
    const text = board.toRecord();
    assert.match(text, /\[FEN "4k4\/9\/9\/9\/9\/9\/9\/9\/9\/R2K5 w - - 0 1"\]/);
    const back = qipan.Xiangqi.fromRecord(text);
    assert.deepEqual(back.history(), ['a0a8', 'e9f9']);
    back.delete();
    board.delete();
  });

  test('bad options are refused with a clear message', () => {
    const board = new qipan.Xiangqi();
    assert.throws(() => board.toRecord({ notation: 'san' }), errorMatching(/options\.notation must be 'iccs', 'wxf' or 'chinese', got 'san'/));
    assert.throws(() => board.toRecord({ event: 'x' }), errorMatching(/unknown option 'event'/));
    assert.throws(() => board.toRecord({ Event: 3 }), errorMatching(/tag Event must be a string, got number/));
    assert.throws(() => board.toRecord('wxf'), errorMatching(/options must be an object/));
    board.delete();
  });
});

describe('Xiangqi.fromRecord', () => {
  test('reads every notation, character set and layout of the sample file', () => {
    const board = qipan.Xiangqi.fromRecord(data('games.pgn'));
    assert.equal(board.history().length, 12);
    board.delete();
  });

  test('a bad move names the game, the ply and the text', () => {
    assert.throws(() => qipan.Xiangqi.fromRecord('1. h2e2 车一平二 *'),
      errorMatching(/^game 1, ply 2 \(move 1, black\): '车一平二' names no legal move of black here$/));
    assert.throws(() => qipan.Xiangqi.fromRecord(''), errorMatching(/the text holds no game/));
    assert.throws(() => qipan.Xiangqi.fromRecord(42), errorMatching(/text must be a string, got number/));
    assert.throws(() => qipan.Xiangqi.fromRecord('1. h2e2 {open'), errorMatching(/game 1, line 1: a comment '\{' has no closing '\}'/));
  });
});

describe('Jungle records', () => {
  test('the rule switches travel in a Rules tag', () => {
    const rules = { elephantTakesRat: true, moveLimit: 60 };
    const board = played(qipan.Jungle, ['a3a4', 'g7g6'], undefined, rules);
    const text = board.toRecord({ Blue: 'Ann' });
    assert.match(text, /\[Blue "Ann"\]/);
    assert.match(text, /\[Variant "Jungle"\]/);
    assert.match(text, /\[Rules "elephantTakesRat=true ratsCaptureAcrossBank=false ownTrapsWeaken=false trappedAttackZero=false repetitionCount=3 moveLimit=60"\]/);
    const back = qipan.Jungle.fromRecord(text);
    assert.deepEqual(back.history(), ['a3a4', 'g7g6']);
    assert.equal(back.rules().elephantTakesRat, true);
    assert.equal(back.rules().moveLimit, 60);
    assert.throws(() => board.toRecord({ notation: 'wxf' }), errorMatching(/unknown option 'notation'/));
    back.delete();
    board.delete();
  });

  test('the sample record replays', () => {
    const board = qipan.Jungle.fromRecord(data('jungle.pgn'));
    assert.deepEqual(board.history(), ['a3a4', 'g7g6', 'a4a5', 'g6g5']);
    assert.equal(board.rules().elephantTakesRat, true);
    board.delete();
  });
});

describe('Session records', () => {
  test('toRecord and fromRecord, with undo after loading', () => {
    const session = new qipan.Session('xiangqi');
    for (const m of OPENING) session.play(m);
    const text = session.toRecord({ notation: 'chinese', Event: 'Session' });
    assert.match(text, /\[Format "Chinese"\]/);
    const back = qipan.Session.fromRecord(text);
    assert.equal(back.game(), 'xiangqi');
    assert.deepEqual(back.history(), OPENING);
    assert.equal(back.undo(), true);
    assert.deepEqual(back.history(), OPENING.slice(0, 5));
    back.delete();
    session.delete();
  });

  test('a Jungle record makes a Jungle session', () => {
    const s = qipan.Session.fromRecord(data('jungle.pgn'));
    assert.equal(s.game(), 'jungle');
    assert.deepEqual(s.history(), ['a3a4', 'g7g6', 'a4a5', 'g6g5']);
    assert.match(s.toRecord(), /\[Rules "elephantTakesRat=true/);
    s.delete();
  });
});

describe('games that go on past a ruling', () => {
  test('replay with the ruling reported and its ply', () => {
    const [repeated, checked] = qipan.readRecords(data('past_repetition.pgn'));
    assert.equal(repeated.error, '');
    assert.equal(repeated.moves.length, 11);
    assert.deepEqual(repeated.status, { over: false, winner: null, reason: '', ruling: { winner: null, reason: 'repetition', ply: 8 } });
    assert.equal(checked.error, '');
    assert.deepEqual(checked.status.ruling, { winner: 'black', reason: 'perpetual_check', ply: 9 });
    const board = qipan.Xiangqi.fromRecord(data('past_repetition.pgn'));
    assert.equal(board.rulings(), 'report');
    assert.equal(board.history().length, 11);
    board.delete();
    const session = qipan.Session.fromRecord(data('past_repetition.pgn'));
    assert.equal(session.rulings(), 'report');
    assert.equal(session.status().ruling.ply, 8);
    session.delete();
  });
});

describe('readRecords', () => {
  test('lists every game with tags, start, moves, result and status', () => {
    const games = qipan.readRecords(data('games.pgn') + '\n' + data('jungle.pgn'));
    assert.equal(games.length, 5);
    assert.equal(games[0].number, 1);
    assert.equal(games[0].game, 'xiangqi');
    assert.equal(games[0].tags.Red, 'Li Ming');
    assert.equal(games[0].result, '1-0');
    assert.equal(games[0].moves.length, 12);
    assert.equal(games[0].comments[0].text, '屏风马');
    assert.equal(games[0].variations[0].ply, 9);
    assert.deepEqual(games[0].status, { over: false, winner: null, reason: '' });
    assert.equal(games[0].error, '');
    assert.equal(games[2].fen, '4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1');
    assert.equal(games[4].game, 'jungle');
    assert.deepEqual(games[4].moves, ['a3a4', 'g7g6', 'a4a5', 'g6g5']);
  });

  test('a bad game is reported and the others still read', () => {
    const games = qipan.readRecords(data('bad_move.pgn'));
    assert.equal(games.length, 2);
    assert.equal(games[0].error, '');
    assert.deepEqual(games[0].moves, ['h2e2', 'h9g7']);
    assert.match(games[1].error, /^game 2, ply 4 \(move 2, black\): 'H8\+7' names no legal move/);
    assert.deepEqual(games[1].moves, []);
  });
});
