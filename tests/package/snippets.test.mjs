// The code in the package's README and docs runs as written: every ```js
// block of package/README.md, and of docs/api.md and docs/embedding.md
// every block that imports or requires the package or the engine, is run
// in Node from a fresh project that installed the tarball (an ES module
// file for `import`, a CommonJS file for `require`), and must exit cleanly.
// (The page's <script> snippets run in Chromium in browser.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { project, root, run, writeFiles } from './package.mjs';

function blocks(file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^```js\n([\s\S]*?)^```/gm)].map((m) => m[1]);
}

const runnable = (code) => /from 'qipan(\/engine)?'|require\('qipan(\/engine)?'\)/.test(code);

const snippets = [
  ...blocks('package/README.md').map((code, i) => ({ name: `README.md #${i + 1}`, code })),
  ...blocks('docs/embedding.md').filter(runnable).map((code, i) => ({ name: `embedding.md #${i + 1}`, code })),
  ...blocks('docs/api.md').filter(runnable).map((code, i) => ({ name: `api.md #${i + 1}`, code })),
];

let dir = null;
// README snippets that continue the one before (they use its `qipan`).
const needsModule = (code) => !/createQipan\(|createEngine\(/.test(code);

test('the docs have snippets to run', () => {
  assert.ok(snippets.length >= 6, `${snippets.length} snippets`);
});

for (const [i, { name, code }] of snippets.entries()) {
  test(`${name} runs`, () => {
    dir ??= project('snippets');
    const prelude = needsModule(code) ? "import createQipan from 'qipan';\nconst qipan = await createQipan();\n" : '';
    const cjs = /require\(/.test(code) && !/^import /m.test(code);
    const file = `snippet-${i}.${cjs ? 'cjs' : 'mjs'}`;
    writeFiles(dir, { [file]: prelude + code });
    run('node', [file], { cwd: dir, timeout: 60000 });
  });
}
