import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { qipan, createQipan, modulePath, errorMatching } from './qipan.mjs';

describe('loading', () => {
  test('require() gives the createQipan factory', () => {
    assert.equal(typeof createQipan, 'function');
  });

  test('loads in a plain `node` process without flags', () => {
    const script = `require(${JSON.stringify(modulePath)})().then(q => console.log(q.version()))`;
    const out = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    assert.match(out.trim(), /^\d+\.\d+\.\d+$/);
  });

  test('finds qipan.wasm elsewhere through locateFile', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qipan-'));
    fs.copyFileSync(modulePath.replace(/\.js$/, '.wasm'), path.join(dir, 'moved.wasm'));
    const q = await createQipan({ locateFile: (name) => path.join(dir, name.replace('qipan', 'moved')) });
    assert.equal(typeof q.version(), 'string');
    fs.rmSync(dir, { recursive: true });
  });

  test('two instances are independent', async () => {
    const other = await createQipan();
    assert.notEqual(other, qipan);
    assert.equal(other.version(), qipan.version());
  });
});

describe('version()', () => {
  test('is the semantic version of the build', () => {
    assert.match(qipan.version(), /^\d+\.\d+\.\d+$/);
  });
});

describe('parseSquare(game, name)', () => {
  test('reads xiangqi squares a0..i9 with 0-based ranks', () => {
    assert.deepEqual(qipan.parseSquare('xiangqi', 'h2'), { file: 7, rank: 2 });
    assert.deepEqual(qipan.parseSquare('xiangqi', 'a0'), { file: 0, rank: 0 });
    assert.deepEqual(qipan.parseSquare('xiangqi', 'i9'), { file: 8, rank: 9 });
  });

  test('reads jungle squares a1..g9, rank 1 first', () => {
    assert.deepEqual(qipan.parseSquare('jungle', 'd1'), { file: 3, rank: 0 });
    assert.deepEqual(qipan.parseSquare('jungle', 'g9'), { file: 6, rank: 8 });
  });

  const bad = [
    ['xiangqi', 'j0', /file 'j' is off the board/],
    ['xiangqi', 'a', /expected a file letter and a rank/],
    ['xiangqi', '', /empty square name/],
    ['jungle', 'a0', /rank '0' is off the board/],
    ['jungle', 'h5', /file 'h' is off the board/],
    ['chess', 'a1', /unknown game 'chess'/],
  ];
  for (const [game, name, pattern] of bad) {
    test(`throws an Error for ${game} '${name}'`, () => {
      assert.throws(() => qipan.parseSquare(game, name), errorMatching(pattern));
    });
  }

  test('throws on wrong JS types, naming the argument', () => {
    assert.throws(() => qipan.parseSquare('xiangqi', 7), errorMatching(/square must be a string, got number/));
    assert.throws(() => qipan.parseSquare(null, 'a1'), errorMatching(/game must be a string, got null/));
    assert.throws(() => qipan.parseSquare('xiangqi', ['a1']), errorMatching(/got array/));
  });

  test('stays usable after many errors', () => {
    for (let i = 0; i < 1000; i++) {
      assert.throws(() => qipan.parseSquare('xiangqi', 'z' + i));
    }
    assert.deepEqual(qipan.parseSquare('xiangqi', 'e0'), { file: 4, rank: 0 });
  });
});

describe('squareName(game, file, rank)', () => {
  test('names squares back', () => {
    assert.equal(qipan.squareName('xiangqi', 7, 2), 'h2');
    assert.equal(qipan.squareName('jungle', 3, 0), 'd1');
  });

  test('round-trips every square of both boards', () => {
    for (const [game, files, ranks] of [['xiangqi', 9, 10], ['jungle', 7, 9]]) {
      for (let f = 0; f < files; f++) {
        for (let r = 0; r < ranks; r++) {
          assert.deepEqual(qipan.parseSquare(game, qipan.squareName(game, f, r)), { file: f, rank: r });
        }
      }
    }
  });

  test('rejects coordinates off the board and non-integers', () => {
    assert.throws(() => qipan.squareName('xiangqi', 9, 0), errorMatching(/file is out of range: 9/));
    assert.throws(() => qipan.squareName('jungle', 0, 9), errorMatching(/rank is out of range: 9/));
    assert.throws(() => qipan.squareName('xiangqi', 1.5, 0), errorMatching(/whole number/));
    assert.throws(() => qipan.squareName('xiangqi', '1', 0), errorMatching(/file must be a number, got string/));
    assert.throws(() => qipan.squareName('xiangqi', NaN, 0), errorMatching(/whole number/));
  });
});
