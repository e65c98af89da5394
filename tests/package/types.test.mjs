// The package's types as a TypeScript project meets them (strict): the
// CommonJS and ES module ways in under moduleResolution node16, an app under
// bundler, a script-tag project with the global, and no global elsewhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { project, repoModules } from './package.mjs';

const ts = createRequire(path.join(repoModules, 'x.js'))('typescript');

// The diagnostics of compiling `files` of project `dir` with these options.
function diagnostics(dir, files, options) {
  const program = ts.createProgram(files.map((f) => path.join(dir, f)), {
    noEmit: true, strict: true, target: ts.ScriptTarget.ES2022,
    skipLibCheck: false, skipDefaultLibCheck: true, // the package's .d.ts are checked, TypeScript's own libs not
    types: [], lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], ...options,
  });
  return ts.getPreEmitDiagnostics(program).map((d) =>
    `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

// What each use does with the module (typed through createQipan's namespace).
const use = `
  const qipan: createQipan.Qipan = await createQipan({ locateFile: (name, prefix) => prefix + name });
  const board: createQipan.Xiangqi = new qipan.Xiangqi();
  const moves: string[] = board.legalMoves();
  const status: createQipan.GameStatus<'red' | 'black'> = board.status();
  board.delete();
  const session = new qipan.Session('jungle');
  session.click('a3');
  session.delete();
  void moves; void status;
`;

const node16 = { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 };
const bundler = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };

test('node16, CommonJS: import createQipan = require("qipan"), and the engine', () => {
  const dir = project('ts-cjs', {
    'main.ts': `import createQipan = require('qipan');
      import createEngine = require('qipan/engine');
      async function main(): Promise<void> { ${use}
        const engine: createEngine.Engine = createEngine({ workerUrl: 'engine-worker.mjs', wasmUrl: '/qipan.wasm' });
        engine.bestMove({ game: 'xiangqi' }, { level: 2 }).catch((e: createEngine.EngineError) => e.code === 'aborted');
        const played: string = new qipan.Xiangqi().play('h2e2').chinese;
        void played;
      }
      void main;`,
  });
  assert.deepEqual(diagnostics(dir, ['main.ts'], node16), []);
});

test('node16, ES module: import createQipan from "qipan" in a "type": "module" project', () => {
  const dir = project('ts-esm', {
    'main.ts': `import createQipan from 'qipan';
      ${use}`,
    'also.mts': `import createQipan from 'qipan/qipan.mjs';
      export const q: Promise<createQipan.Qipan> = createQipan();`,
  }, { type: 'module' });
  assert.deepEqual(diagnostics(dir, ['main.ts', 'also.mts'], node16), []);
});

test('bundler resolution: an app importing "qipan" and the engine', () => {
  const dir = project('ts-bundler', {
    'src/main.ts': `import createQipan from 'qipan';
      import { createEngine, type Engine, type EngineError } from 'qipan/engine';
      import defaultEngine from 'qipan/engine';
      ${use}
      const engine: Engine = createEngine({ locateFile: (name) => '/assets/' + name });
      const r = await engine.bestMove({ game: 'jungle', moves: ['a3a4'] }, { depth: 2 }, { onProgress: (p) => void p.pv });
      const move: string = r.move;
      engine.bestMove({ game: 'xiangqi' }, { level: 1 }).catch((e: EngineError) => e.code === 'engine_failed');
      void move; void defaultEngine;`,
  }, { type: 'module' });
  assert.deepEqual(diagnostics(dir, ['src/main.ts'], bundler), []);
  assert.deepEqual(diagnostics(dir, ['src/main.ts'], node16), []);
});

test('a module project sees no global createQipan; a script-tag project gets it from qipan/global', () => {
  const dir = project('ts-global', {
    'app.ts': `import type createQipanType = require('qipan');
      export const q: Promise<createQipanType.Qipan> = createQipan();`,
    'page.ts': `/// <reference types="qipan/global" />
      createQipan().then((qipan) => { const moves: string[] = new qipan.Xiangqi().legalMoves(); void moves; });`,
  });
  const errors = diagnostics(dir, ['app.ts'], node16);
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /^app\.ts: Cannot find name 'createQipan'/);
  assert.deepEqual(diagnostics(dir, ['page.ts'], bundler), []);
  assert.deepEqual(diagnostics(dir, ['page.ts'], node16), []);
});

test("the split builds' types: 'qipan/rules' without the search and the tactics, 'qipan/tactics' without the boards", () => {
  const dir = project('ts-split', {
    'rules.ts': `import createQipan from 'qipan/rules';
      const qipan: createQipan.Qipan = await createQipan({ locateFile: (name) => '/assets/' + name });
      const board: createQipan.Xiangqi = new qipan.Xiangqi(undefined, { rulings: 'report' });
      const played: string = board.play('h2e2').chinese;
      const copy: createQipan.Xiangqi = board.clone();
      const status: createQipan.XiangqiStatus = copy.status();
      const session: createQipan.Session<'jungle'> = new qipan.Session('jungle');
      const record: string = qipan.Session.fromRecord(session.toRecord()).toRecord();
      const games: createQipan.RecordGame[] = qipan.readRecords(record);
      const e: createQipan.ErrorCode = 'not_in_module';
      void played; void status; void games; void e;`,
    'rules-misuse.ts': `import createQipan from 'qipan/rules';
      const qipan = await createQipan();
      new qipan.Xiangqi().bestMove({ level: 1 });
      new qipan.Jungle().clone().analyse({ depth: 1 });
      new qipan.Session('xiangqi').evaluate();
      new qipan.TacticsMap(4, 4);`,
    'tactics.cts': `import createTactics = require('qipan/tactics');
      import createRules = require('qipan/rules');
      async function main(): Promise<void> {
        const tactics: createTactics.Qipan = await createTactics();
        const map: createTactics.TacticsMap = new tactics.TacticsMap(4, 4);
        const reach: createTactics.Reach[] = map.reachable(map.addUnit({ team: 0, x: 0, y: 0, move: 2 }));
        const battle: createTactics.Battle = tactics.Battle.scenario(tactics.scenarios()[0].name);
        const rules: createRules.Qipan = await createRules();
        void reach; void battle; void rules.version();
      }
      void main;`,
    'tactics-misuse.ts': `import createQipan from 'qipan/tactics';
      const qipan = await createQipan();
      new qipan.Xiangqi();`,
  }, { type: 'module' });
  assert.deepEqual(diagnostics(dir, ['rules.ts'], node16), []);
  assert.deepEqual(diagnostics(dir, ['rules.ts'], bundler), []);
  assert.deepEqual(diagnostics(dir, ['tactics.cts'], node16), []);
  const rulesErrors = diagnostics(dir, ['rules-misuse.ts'], node16);
  assert.equal(rulesErrors.length, 4, rulesErrors.join('\n'));
  for (const [i, name] of ['bestMove', 'analyse', 'evaluate', 'TacticsMap'].entries()) {
    assert.match(rulesErrors[i], new RegExp(`'${name}' does not exist`));
  }
  const tacticsErrors = diagnostics(dir, ['tactics-misuse.ts'], node16);
  assert.equal(tacticsErrors.length, 1, tacticsErrors.join('\n'));
  assert.match(tacticsErrors[0], /'Xiangqi' does not exist/);
});

test('misuse is caught through the package too', () => {
  const dir = project('ts-misuse', {
    'main.ts': `import createQipan from 'qipan';
      const qipan = await createQipan();
      qipan.parseSquare('chess', 'a1');
      new qipan.Xiangqi().play(7);`,
  }, { type: 'module' });
  const errors = diagnostics(dir, ['main.ts'], node16);
  assert.equal(errors.length, 2, errors.join('\n'));
});
