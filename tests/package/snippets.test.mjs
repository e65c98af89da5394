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
];

// Blocks (found by a line of theirs) that continue the text above them: run
// after a prelude that makes what they refer to, and, for one that ends in
// the error it shows, expected to throw that error.
const continued = [
  ["y.order('e1d1', { keepTurn: true });", { throws: /^keepTurn: red cannot move again after e1d1: Black is in check but it is red's turn/ }],
  ['const saved = session.toJSON();', { prelude: "const session = new qipan.Session('xiangqi'); session.play('h2e2');\n" }],
  ["s.order('a7a6', { keepTurn: true });", { prelude: "const s = new qipan.Session('jungle'); s.play('a3a4');\n" }],
  ['board.bestMove({level: 5})', { prelude: 'const board = new qipan.Xiangqi();\n' }],
  ['qipan.readRecords(fileText);', {
    prelude: "const text = new qipan.Xiangqi().toRecord(); const fileText = text + '\\n' + text;\n" +
      "const jungleBoard = new qipan.Jungle(); const session = new qipan.Session('xiangqi');\n",
  }],
];

// The code of a continued block as a program: its prelude first; one that
// must throw wrapped so that it fails unless it throws the error shown.
function continuedProgram(code, { prelude = '', throws }) {
  if (!throws) return prelude + code;
  return `${prelude}let threw = null;\ntry {\n${code}\n} catch (e) { threw = e; }\n` +
    `if (!threw || !${throws}.test(threw.message)) throw new Error('expected the error the docs show, got ' + threw);\n`;
}

const stubs = `globalThis.localStorage ??= {}; const render = () => {}; const showHint = () => {};\n`;

function blocks(file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^```js\n([\s\S]*?)^```/gm)].map((m) => m[1]);
}

const snippets = docs.flatMap((doc) => blocks(doc).map((code, i) => ({ name: `${doc} #${i + 1}`, code })));

test('the docs have snippets, and every one set aside is still in them', () => {
  assert.ok(snippets.length >= 20, `${snippets.length} snippets`);
  for (const [line] of [...elsewhere, ...continued]) {
    assert.ok(snippets.some((s) => s.code.includes(line)), `no snippet has ${line}`);
  }
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
    const context = continued.find(([line]) => code.includes(line));
    const body = context ? continuedProgram(code, context[1]) : code;
    writeFiles(dir, { [file]: (cjs ? stubs : prelude) + body });
    run('node', [file], { cwd: dir, timeout: 60000 });
  });
}
