// public/qipan.d.ts describes the module as a TypeScript user meets it: a
// typical use compiles, and misuse is caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ts = createRequire(import.meta.url)('typescript');
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');

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

// The string unions of qipan.d.ts: the names in `type name = 'a' | 'b';`.
function union(dts, name) {
  const found = dts.match(new RegExp(`type ${name} =([^;]*);`));
  assert.ok(found, `qipan.d.ts has no type ${name}`);
  return [...found[1].matchAll(/'([^']*)'/g)].map((m) => m[1]).sort();
}

test("qipan.d.ts names the core's error codes and end reasons, no more, no fewer", () => {
  const dts = read('public/qipan.d.ts');
  // core/grid/result.h: error_code_name; docs/api.md: the table of codes.
  const result = read('core/grid/result.h');
  const namer = result.slice(result.indexOf('error_code_name('));
  const codes = [...namer.slice(0, namer.indexOf('\n}\n')).matchAll(/return "(\w+)";/g)].map((m) => m[1]).sort();
  assert.equal(codes.length, 12);
  // bindings/js_error.h: the bindings' own code, for a call a split build leaves out.
  const own = [...read('bindings/js_error.h').matchAll(/_code = "(\w+)";/g)].map((m) => m[1]);
  assert.deepEqual(own, ['not_in_module']);
  codes.push(...own);
  codes.sort();
  assert.deepEqual(union(dts, 'ErrorCode'), codes);
  const api = read('docs/api.md');
  const table = api.slice(api.indexOf('### Error codes'));
  assert.deepEqual([...table.matchAll(/^\| `'(\w+)'` \|/gm)].map((m) => m[1]).sort(), codes);
  // core/grid/game_end.h: reason_texts, the names status().reason takes.
  const gameEnd = read('core/grid/game_end.h');
  const texts = gameEnd.slice(gameEnd.indexOf('reason_texts[]'), gameEnd.indexOf('};', gameEnd.indexOf('reason_texts[]')));
  const reasons = [...texts.matchAll(/\{"(\w*)", "/g)].map((m) => m[1]).sort();
  assert.equal(reasons.length, 10);
  assert.deepEqual(union(dts, 'EndReason'), reasons);
  const perGame = [...new Set([...union(dts, 'XiangqiEndReason'), ...union(dts, 'JungleEndReason')])].sort();
  assert.deepEqual(perGame, reasons);
});
