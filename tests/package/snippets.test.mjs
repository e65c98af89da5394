// The code in the package's README and docs runs as written: every ```js
// block of package/README.md and of the docs the package ships is run in
// Node from a fresh project that installed the tarball (an ES module file,
// or a CommonJS one for `require`), with `createQipan` imported and `qipan`
// made when the block does not do so itself, and a page's localStorage and
// an app's own functions (render, showHint) stubbed. It must exit cleanly.
// The blocks that cannot run in Node are listed below with the test that
// runs them instead, or why they are not programs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { project, root, run, writeFiles } from './package.mjs';

const docs = ['package/README.md', ...['api', 'embedding', 'xiangqi', 'jungle', 'tactics', 'battle', 'records', 'search',
  'session'].map((d) => `docs/${d}.md`)];

// Blocks (found by a line of theirs) that do not run in Node as they stand.
const elsewhere = [
  ["from 'qipan/qipan.wasm", "a bundler's import of the wasm: browser.test.mjs builds it with Vite and esbuild"],
  ["from './qipan.mjs'", "a page's or a module worker's file beside qipan.mjs: browser.test.mjs"],
  ['importScripts(', 'a classic worker: browser.test.mjs'],
  ["y.order('e1d1', { keepTurn: true });", 'ends in the error it shows'],
  ['const saved = session.toJSON();', 'continues a session of the text above it'],
  ["s.order('a7a6', { keepTurn: true });", 'continues a session of the text above it'],
  ['board.bestMove({level: 5})', 'a list of calls on a board of the text above it'],
  ['qipan.readRecords(fileText);', 'a list of calls, not a program'],
];

const stubs = `globalThis.localStorage ??= {}; const render = () => {}; const showHint = () => {};\n`;

function blocks(file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^```js\n([\s\S]*?)^```/gm)].map((m) => m[1]);
}

const snippets = docs.flatMap((doc) => blocks(doc).map((code, i) => ({ name: `${doc} #${i + 1}`, code })));

test('the docs have snippets, and every one set aside is still in them', () => {
  assert.ok(snippets.length >= 20, `${snippets.length} snippets`);
  for (const [line] of elsewhere) assert.ok(snippets.some((s) => s.code.includes(line)), `no snippet has ${line}`);
});

let dir = null;
for (const [i, { name, code }] of snippets.entries()) {
  const reason = elsewhere.find(([line]) => code.includes(line));
  test(`${name} runs`, { skip: reason ? reason[1] : false }, () => {
    dir ??= project('snippets');
    const cjs = /require\('qipan/.test(code) && !/^import /m.test(code);
    let prelude = stubs;
    if (!cjs && !/^import createQipan/m.test(code)) prelude = "import createQipan from 'qipan';\n" + prelude;
    if (!cjs && !/createQipan\(|createEngine\(/.test(code)) prelude += 'const qipan = await createQipan();\n';
    const file = `snippet-${i}.${cjs ? 'cjs' : 'mjs'}`;
    writeFiles(dir, { [file]: (cjs ? stubs : prelude) + code });
    run('node', [file], { cwd: dir, timeout: 60000 });
  });
}
