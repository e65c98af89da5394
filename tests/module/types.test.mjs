// public/qipan.d.ts describes the module as a TypeScript user meets it: a
// typical use compiles, and misuse is caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ts = createRequire(import.meta.url)('typescript');
const here = path.dirname(fileURLToPath(import.meta.url));

function diagnostics(file) {
  const program = ts.createProgram([path.join(here, 'types', file)], {
    noEmit: true, strict: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.CommonJS,
    types: [], lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) =>
    `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

test('qipan.d.ts type-checks a typical use of every class', () => {
  assert.deepEqual(diagnostics('usage.ts'), []);
});

test('qipan.d.ts rejects misuse', () => {
  const errors = diagnostics('misuse.ts');
  // Three calls with arguments of the wrong type, a xiangqi session's side
  // taken for a jungle side, a jungle reason compared with a xiangqi status,
  // an array where a Uint8Array is due.
  assert.equal(errors.filter((e) => e.startsWith('misuse.ts')).length, 6, errors.join('\n'));
  assert.ok(errors.every((e) => e.startsWith('misuse.ts')), errors.join('\n'));
});

test('engine.d.ts and bestMove/evaluate type-check a typical use', () => {
  assert.deepEqual(diagnostics('engine_usage.ts'), []);
});
