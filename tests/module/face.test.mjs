// What an embedder meets first (issue 26): the module object lists the API
// only; every error has a code, embind's own too (types.test.mjs pins the
// codes of docs/api.md, qipan.d.ts and core/grid/result.h to one set); a
// record's bad move has its own code; play() says what it did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, throwsCode, using } from './qipan.mjs';

test('the module object shows the API, not Emscripten internals', () => {
  const keys = Object.keys(qipan);
  for (const internal of ['HEAP8', 'HEAPU8', 'asm', 'ready', '_malloc', '_free', 'calledRun', 'instantiateWasm']) {
    assert.ok(!keys.includes(internal), `${internal} is enumerable`);
  }
  assert.deepEqual(keys.filter((k) => /^dynCall_|^_|^HEAP/.test(k)), []);
  for (const api of ['version', 'Xiangqi', 'Jungle', 'Session', 'TacticsMap', 'Battle', 'readRecords']) {
    assert.ok(keys.includes(api), `${api} is not listed`);
  }
  assert.ok(qipan.HEAP8 instanceof Int8Array, 'the internals stay reachable');
  // Functions show no embind bookkeeping either.
  assert.deepEqual(Object.keys(qipan.version), []);
  assert.deepEqual(Object.keys(qipan.Xiangqi), ['fromRecord']);
});

test("embind's own errors carry code 'bad_argument'", () => {
  using(new qipan.Xiangqi(), (x) => {
    throwsCode(() => x.play(), 'bad_argument', /called with 0 arguments/);
    throwsCode(() => x.legalMovesFrom(), 'bad_argument');
  });
  throwsCode(() => qipan.Xiangqi(), 'bad_argument', /Use 'new'/);
  throwsCode(() => qipan.squareName('xiangqi'), 'bad_argument');
});

test("a record's bad move: code 'bad_record_move'; the record's layout and tags keep theirs", () => {
  throwsCode(() => qipan.Xiangqi.fromRecord('1. h2e2 h9g7 2. a0a9 *'), 'bad_record_move', /ply 3 .*a0a9/);
  throwsCode(() => qipan.Xiangqi.fromRecord('1. zz *'), 'bad_record_move', /'zz'/);
  throwsCode(() => qipan.Session.fromRecord('1. h2e2 h2e2 *'), 'bad_record_move');
  throwsCode(() => qipan.Xiangqi.fromRecord(7), 'bad_argument');
  assert.notEqual(qipan.readRecords('1. h2e2 h2e2 *')[0].error, '');
});

test('play() returns what it did: the move in each notation, the piece, the capture, check', () => {
  using(new qipan.Xiangqi(), (x) => {
    const info = x.moveInfo('h2e2');
    const played = x.play('C2.5');
    assert.deepEqual(played, { ...info, move: 'h2e2' });
    assert.equal(played.chinese, '炮二平五');
    assert.equal(played.captured, '');
    x.play('h9g7');
    const capture = x.play('e2e6');
    assert.equal(capture.captured, 'p');
    assert.equal(capture.givesCheck, false);
  });
  using(new qipan.Xiangqi('3k5/9/9/9/9/9/9/9/4R4/4K4 w'), (x) => {
    const check = x.play('e1d1');
    assert.equal(check.givesCheck, true);
    assert.equal(x.inCheck(), true);
  });
  using(new qipan.Jungle(), (j) => {
    const move = j.legalMoves()[0];
    const info = j.moveInfo(move);
    assert.deepEqual(j.play(move), { ...info, move });
  });
  using(new qipan.Session('xiangqi'), (s) => {
    assert.deepEqual(s.play('炮二平五'), { ...new qipan.Xiangqi().moveInfo('h2e2'), move: 'h2e2' });
    assert.deepEqual(s.history(), ['h2e2']);
    throwsCode(() => s.play('h2e2'), 'illegal_move');
    assert.deepEqual(s.history(), ['h2e2']);
  });
});
