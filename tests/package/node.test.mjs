// The npm package in Node: what the tarball holds, and each way in
// (CommonJS require, ES module import) from a fresh project that installed it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { project, run, tarball } from './package.mjs';

const shippedDocs = ['api.md', 'battle.md', 'embedding.md', 'jungle.md', 'records.md', 'search.md',
  'session.md', 'tactics.md', 'xiangqi.md', 'ladder.md'].map((f) => 'docs/' + f);
const expectedFiles = [
  'LICENSE', 'README.md', ...shippedDocs, 'engine-worker.mjs', 'engine.d.mts', 'engine.d.ts', 'engine.js',
  'engine.mjs', 'package.json', 'qipan-global.d.ts', 'qipan.d.mts', 'qipan.d.ts', 'qipan.js', 'qipan.mjs',
  'qipan.wasm',
  // The split builds (docs/embedding.md, "Pay for what you import").
  ...['qipan-rules', 'qipan-tactics'].flatMap((m) => ['.js', '.mjs', '.wasm', '.d.ts', '.d.mts'].map((e) => m + e)),
].sort();

test('the tarball holds the modules, the wasm, the types, LICENSE and README, and nothing else', (t) => {
  const listed = run('tar', ['tzf', tarball()]).trim().split('\n').map((f) => f.replace(/^package\//, ''));
  assert.deepEqual(listed.sort(), expectedFiles);
  const dir = project('contents');
  const installed = path.join(dir, 'node_modules', 'qipan');
  for (const f of expectedFiles) {
    const bytes = fs.readFileSync(path.join(installed, f));
    t.diagnostic(`${f}: ${bytes.length} bytes, ${zlib.gzipSync(bytes, { level: 9 }).length} gzip`);
  }
});

test('package.json: name, version, license, entry points and exports that all exist', () => {
  const dir = project('manifest');
  const installed = path.join(dir, 'node_modules', 'qipan');
  const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  assert.equal(manifest.name, 'qipan');
  assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
  assert.equal(manifest.license, 'MIT');
  assert.equal(manifest.private, undefined);
  assert.equal(manifest.main, './qipan.js');
  assert.equal(manifest.module, './qipan.mjs');
  assert.equal(manifest.types, './qipan.d.ts');
  const dot = manifest.exports['.'];
  assert.deepEqual(dot.import, { types: './qipan.d.mts', default: './qipan.mjs' });
  assert.deepEqual(dot.require, { types: './qipan.d.ts', default: './qipan.js' });
  assert.equal(manifest.exports['./qipan.wasm'], './qipan.wasm');
  for (const part of ['rules', 'tactics']) {
    const entry = manifest.exports['./' + part];
    assert.deepEqual(entry.import, { types: `./qipan-${part}.d.mts`, default: `./qipan-${part}.mjs` });
    assert.deepEqual(entry.require, { types: `./qipan-${part}.d.ts`, default: `./qipan-${part}.js` });
    assert.equal(manifest.exports[`./qipan-${part}.wasm`], `./qipan-${part}.wasm`);
  }
  // Every file named in exports (subpaths without an extension are names only).
  const named = JSON.stringify(manifest.exports).match(/"\.\/[^"]+\.\w+"/g).map((s) => JSON.parse(s));
  assert.ok(named.length > 10);
  for (const file of named) {
    assert.ok(fs.existsSync(path.join(installed, file)), `exports names ${file}, not in the package`);
  }
  // Each module's version is the package's.
  for (const entry of ['qipan', 'qipan/rules', 'qipan/tactics']) {
    const version = run('node', ['-e', `require('${entry}')().then((q) => console.log(q.version()))`], { cwd: dir });
    assert.equal(version.trim(), manifest.version, entry);
  }
});

// What each Node script prints when the module works: the legal moves of
// the start, an argument error thrown as an Error with its message, the
// state unchanged by it, and a wasm path that does not exist rejecting
// with a message naming it.
const probe = `
  const qipan = await createQipan();
  const board = new qipan.Xiangqi();
  const moves = board.legalMoves().length;
  let error = null;
  try { board.play('z9z8'); } catch (e) { error = e instanceof Error ? e.message : 'not an Error: ' + e; }
  const fen = board.fen();
  // The guard: an argument's getter runs before wasm is entered, and its own
  // exception comes out unchanged; every object has [Symbol.dispose].
  let own = null;
  try { new qipan.Xiangqi({ get fen() { throw new RangeError('own'); } }); } catch (e) { own = e instanceof RangeError ? e.message : 'wrapped: ' + e; }
  const disposable = typeof board[Symbol.dispose ?? Symbol.for('nodejs.dispose')] === 'function';
  board.delete();
  const missing = await createQipan({ locateFile: (name) => '/nowhere/' + name }).then(
    () => 'resolved', (e) => e.message);
  console.log(JSON.stringify({ moves, error, fen, missing, own, disposable }));
`;

function checkProbe(output) {
  const result = JSON.parse(output.trim().split('\n').pop());
  assert.equal(result.moves, 44);
  assert.match(result.error, /z9/);
  assert.equal(result.own, 'own');
  assert.equal(result.disposable, true);
  assert.equal(result.fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  assert.match(result.missing, /cannot load its WebAssembly file "\/nowhere\/qipan.wasm"/);
  return result;
}

test('Node CommonJS: require("qipan") from a fresh project', () => {
  const dir = project('node-cjs', {
    'main.js': `const createQipan = require('qipan');
      if (require.resolve('qipan') !== require.resolve('qipan/qipan.js')) throw new Error('require resolves ' + require.resolve('qipan'));
      require('fs').accessSync(require.resolve('qipan/qipan.wasm'));
      (async () => { ${probe} })();`,
  });
  checkProbe(run('node', ['main.js'], { cwd: dir }));
});

test('Node ES module: import createQipan from "qipan" in a "type": "module" project', () => {
  const dir = project('node-esm', {
    'main.js': `import createQipan from 'qipan';
      import { readFile } from 'node:fs/promises';
      import { createRequire } from 'node:module';
      // import takes qipan.mjs (import.meta.resolve: Node 20.6+), never qipan.js.
      if (import.meta.resolve && !import.meta.resolve('qipan').endsWith('/qipan.mjs')) throw new Error('import resolves ' + import.meta.resolve('qipan'));
      if (Object.keys(createRequire(import.meta.url).cache).some((f) => f.endsWith('qipan.js'))) throw new Error('import loaded qipan.js');
      ${probe}
      // The wasm's bytes, given by the caller, as a bundler-less app in a sandbox would.
      const wasmBinary = await readFile(createRequire(import.meta.url).resolve('qipan/qipan.wasm'));
      const q = await createQipan({ wasmBinary });
      if (new q.Jungle().legalMoves().length !== 24) throw new Error('jungle');`,
  }, { type: 'module' });
  checkProbe(run('node', ['main.js'], { cwd: dir }));
});

test('Node ES module: an .mjs file of a CommonJS project, and Node without process.getBuiltinModule', () => {
  const dir = project('node-mjs', {
    'main.mjs': `delete process.getBuiltinModule;  // as in Node 18 and Node 20 before 20.16
      const { default: createQipan } = await import('qipan');
      ${probe}`,
  });
  checkProbe(run('node', ['main.mjs'], { cwd: dir }));
});

// What a script using only the rules sees: the same probe, the search's
// methods naming the module to import instead, no tactics, and a missing
// wasm named by its own file.
const rulesProbe = probe + `
  const rulesBoard = new qipan.Jungle();
  const search = (() => { try { rulesBoard.bestMove({ level: 1 }); return 'searched'; } catch (e) { return e.code + ': ' + e.message; } })();
  rulesBoard.delete();
  console.log(JSON.stringify({ search, tactics: typeof qipan.TacticsMap, session: typeof qipan.Session }));
`;

function checkRules(output) {
  const lines = output.trim().split('\n');
  const result = JSON.parse(lines.at(-2));
  assert.equal(result.moves, 44);
  assert.match(result.error, /z9/);
  assert.equal(result.own, 'own');
  assert.match(result.missing, /cannot load its WebAssembly file "\/nowhere\/qipan-rules.wasm"/);
  const rules = JSON.parse(lines.at(-1));
  assert.match(rules.search, /^not_in_module: bestMove .*import it from 'qipan'/);
  assert.equal(rules.tactics, 'undefined');
  assert.equal(rules.session, 'function');
}

test('Node: the rules alone through require("qipan/rules") and import "qipan/rules"', () => {
  const dir = project('node-rules', {
    'main.js': `const createQipan = require('qipan/rules');
      if (!require.resolve('qipan/rules').endsWith('qipan-rules.js')) throw new Error('require resolves ' + require.resolve('qipan/rules'));
      (async () => { ${rulesProbe} })();`,
    'main.mjs': `import createQipan from 'qipan/rules';
      import { createRequire } from 'node:module';
      if (!import.meta.resolve('qipan/rules').endsWith('/qipan-rules.mjs')) throw new Error('import resolves ' + import.meta.resolve('qipan/rules'));
      // Only the rules' files are loaded: nothing of the whole module.
      if (Object.keys(createRequire(import.meta.url).cache).some((f) => /qipan\.(js|mjs)$/.test(f))) throw new Error('loaded the whole module');
      ${rulesProbe}`,
  });
  checkRules(run('node', ['main.js'], { cwd: dir }));
  checkRules(run('node', ['main.mjs'], { cwd: dir }));
});

test('Node: the tactics alone through require("qipan/tactics") and import "qipan/tactics"', () => {
  const tacticsProbe = `
    const map = new qipan.TacticsMap(6, 4);
    const id = map.addUnit({ team: 0, x: 0, y: 0, move: 3 });
    const reach = map.reachable(id).length;
    const path = map.pathTo(id, 2, 1).length;
    map.delete();
    const battle = qipan.Battle.scenario(qipan.scenarios()[0].name);
    const status = battle.status();
    battle.delete();
    const missing = await createQipan({ locateFile: (name) => '/nowhere/' + name }).then(() => 'resolved', (e) => e.message);
    console.log(JSON.stringify({ reach, path, status, boards: typeof qipan.Xiangqi, missing }));`;
  const dir = project('node-tactics', {
    'main.js': `const createQipan = require('qipan/tactics');
      (async () => { const qipan = await createQipan(); ${tacticsProbe} })();`,
    'main.mjs': `import createQipan from 'qipan/tactics';
      const qipan = await createQipan(); ${tacticsProbe}`,
  });
  for (const file of ['main.js', 'main.mjs']) {
    const result = JSON.parse(run('node', [file], { cwd: dir }).trim().split('\n').pop());
    assert.equal(result.reach, 10, file);
    assert.equal(result.path, 4);
    assert.equal(result.status, 'ongoing');
    assert.equal(result.boards, 'undefined');
    assert.match(result.missing, /"\/nowhere\/qipan-tactics.wasm"/);
  }
});

// The engine from Node: a computer move through import and through
// require, no worker of the caller's own, and Node exits by itself.
const engineProbe = `
  const engine = createEngine();
  const r = await engine.bestMove({ game: 'xiangqi', moves: ['h2e2'] }, { level: 2, seed: 1 });
  const bad = await engine.bestMove({ game: 'chess' }, { depth: 1 }).then(() => 'resolved', (e) => e.code);
  console.log(JSON.stringify({ move: r.move, bad }));
`;

function checkEngine(output) {
  const result = JSON.parse(output.trim().split('\n').pop());
  assert.match(result.move, /^[a-i][0-9][a-i][0-9]$/);
  assert.equal(result.bad, 'unknown_name');
}

test('Node: the engine through import { createEngine } from "qipan/engine"', () => {
  const dir = project('node-engine-esm', {
    'main.js': `import { createEngine } from 'qipan/engine';
      if (!import.meta.resolve('qipan/engine').endsWith('/engine.mjs')) throw new Error('resolves ' + import.meta.resolve('qipan/engine'));
      ${engineProbe}`,
  }, { type: 'module' });
  checkEngine(run('node', ['main.js'], { cwd: dir, timeout: 60000 }));
});

test('Node: the engine through require("qipan/engine")', () => {
  const dir = project('node-engine-cjs', {
    'main.js': `const createEngine = require('qipan/engine');
      if (!require.resolve('qipan/engine').endsWith('engine.js')) throw new Error('resolves ' + require.resolve('qipan/engine'));
      if (createEngine.createEngine !== createEngine) throw new Error('no createEngine.createEngine');
      (async () => { ${engineProbe} })();`,
  });
  checkEngine(run('node', ['main.js'], { cwd: dir, timeout: 60000 }));
});

test('the docs in the package: the README links them, and their links between them resolve', () => {
  const dir = project('docs');
  const installed = path.join(dir, 'node_modules', 'qipan');
  const readme = fs.readFileSync(path.join(installed, 'README.md'), 'utf8');
  for (const doc of ['docs/api.md', 'docs/embedding.md']) assert.ok(readme.includes(`](${doc}`), `README does not link ${doc}`);
  for (const doc of shippedDocs) {
    const text = fs.readFileSync(path.join(installed, doc), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([a-z_]+\.md)(#[^)]*)?\)/g)) {
      // page.md is the page app's, which the package does not hold.
      if (target === 'page.md') continue;
      assert.ok(fs.existsSync(path.join(installed, 'docs', target)), `${doc} links ${target}, not in the package`);
    }
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  // No public URL exists yet: package.json names none rather than invent one, and the README says so.
  for (const key of ['repository', 'homepage', 'bugs']) assert.equal(manifest[key], undefined);
  assert.match(readme, /no public repository/);
});

test('an uncaught error in Node prints a short line of the module, not 64 KB of it', () => {
  const dir = project('node-echo', {
    'main.js': "require('qipan')().then((q) => { new q.Xiangqi().play(); });",
  });
  let stderr = '';
  try {
    run('node', ['main.js'], { cwd: dir });
  } catch (e) {
    stderr = e.message;
  }
  assert.match(stderr, /called with 0 arguments/);
  assert.ok(stderr.length < 4000, `${stderr.length} characters of output`);
  for (const file of ['qipan.js', 'qipan.mjs', 'qipan-rules.js', 'qipan-rules.mjs', 'qipan-tactics.js', 'qipan-tactics.mjs']) {
    const longest = Math.max(...fs.readFileSync(path.join(dir, 'node_modules', 'qipan', file), 'utf8').split('\n').map((l) => l.length));
    assert.ok(longest <= 2000, `${file}: a line of ${longest} characters`);
  }
});
