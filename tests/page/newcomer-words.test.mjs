// Every Chinese character the app writes is in web/glyphs.txt (a missing one
// is drawn as another glyph), and those on pieces and boards are in its
// board part, above "# Interface only". No browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './browser.mjs';

const web = path.join(root, 'web');
const cjk = (text) => [...text].filter((c) => c.codePointAt(0) >= 0x2e80);
const glyphs = fs.readFileSync(path.join(web, 'glyphs.txt'), 'utf8');
const board = glyphs.slice(0, glyphs.indexOf('# Interface only'));

test('every Chinese character of web/ is in web/glyphs.txt', () => {
  const missing = new Set();
  const files = [...fs.readdirSync(web), ...fs.readdirSync(path.join(web, 'board')).map((f) => `board/${f}`)];
  for (const file of files.filter((f) => /\.(cpp|h)$/.test(f))) {
    for (const c of cjk(fs.readFileSync(path.join(web, file), 'utf8'))) {
      if (!glyphs.includes(c)) missing.add(`${c} (${file})`);
    }
  }
  assert.deepEqual([...missing], []);
});

// The folders of web/ (web/board/) and the core's words the page draws:
// the levels' labels (core/search/levels.h, the Play tab's start choice).
test('every Chinese character of the folders of web/ and of the level labels is in web/glyphs.txt', () => {
  const missing = new Set();
  const files = [path.join(root, 'core', 'search', 'levels.h')];
  for (const dir of fs.readdirSync(web, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of fs.readdirSync(path.join(web, dir.name)).filter((n) => /\.(cpp|h)$/.test(n))) {
      files.push(path.join(web, dir.name, f));
    }
  }
  for (const file of files) {
    for (const c of cjk(fs.readFileSync(file, 'utf8'))) {
      if (!glyphs.includes(c)) missing.add(`${c} (${path.relative(root, file)})`);
    }
  }
  assert.deepEqual([...missing], []);
});

test('the characters on pieces and boards are in the board part of the list', () => {
  assert.ok(board.length < glyphs.length, 'the list has an "# Interface only" part');
  const missing = new Set();
  for (const file of ['xiangqi_look.cpp', 'jungle_look.cpp', 'xiangqi_board.cpp', 'jungle_board.cpp']) {
    for (const c of cjk(fs.readFileSync(path.join(web, file), 'utf8'))) {
      if (!board.includes(c)) missing.add(`${c} (${file})`);
    }
  }
  assert.deepEqual([...missing], []);
});

test('both languages have every label', () => {
  const words = fs.readFileSync(path.join(web, 'words.cpp'), 'utf8');
  const fields = (name) => {
    const start = words.indexOf(`constexpr Words ${name}{`);
    const end = words.indexOf('\n};', start);
    return [...words.slice(start, end).matchAll(/^\s{4}\.(\w+) =/gm)].map((m) => m[1]);
  };
  const english = fields('english');
  assert.ok(english.length > 50, `${english.length} labels`);
  assert.deepEqual(fields('chinese'), english);
});
