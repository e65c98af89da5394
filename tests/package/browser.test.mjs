// The npm package in Chromium, each way a web developer brings it in, from
// a fresh project that installed the tarball: Vite builds (a page, a
// worker) and the Vite dev server, esbuild bundles (ES module with the wasm beside the bundle; classic
// scripts with and without esbuild's file loader), a plain <script> tag,
// <script type=module>, a classic worker, a module worker, and engine.js.
// Each page sets window.qipanResult from the module: the start's legal
// moves, an argument error's message, and the guard at work.
import { test, before, after } from 'node:test';
import { spawn } from 'node:child_process';
import net from 'node:net';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../page/browser.mjs';
import { serve } from '../../scripts/serve.mjs';
import { project, repoModules, run, writeFiles } from './package.mjs';

const esbuild = createRequire(path.join(repoModules, 'x.js'))('esbuild');
const viteBin = path.join(repoModules, 'vite', 'bin', 'vite.js');

// The same check in every page and worker, on a module object `qipan`.
const probe = `function probe(qipan) {
  const board = new qipan.Xiangqi();
  const moves = board.legalMoves().length;
  let error = null;
  try { board.play('z9z8'); } catch (e) { error = e instanceof Error ? e.message : 'not an Error: ' + e; }
  // The guard: an argument's getter runs before wasm is entered, and its own
  // exception comes out unchanged; every object has [Symbol.dispose].
  let own = null;
  try { new qipan.Xiangqi({ get fen() { throw new RangeError('own'); } }); } catch (e) { own = e instanceof RangeError ? e.message : 'wrapped: ' + e; }
  const disposable = typeof board[Symbol.dispose ?? Symbol.for('nodejs.dispose')] === 'function';
  board.delete();
  return { moves, error, own, disposable };
}
function report(result) { self.qipanResult = result; }
function failed(e) { self.qipanResult = { failed: String(e && e.message || e) }; }
`;
const page = (body) => `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>${body}</body></html>`;
const workerPage = (script, type) => page(`<script>${probe}
  const worker = new Worker(${JSON.stringify(script)}${type ? ", {type: 'module'}" : ''});
  worker.onmessage = (m) => report(m.data);
  worker.onerror = (e) => failed('worker: ' + e.message);
</script>`);

let app;
let browser;
const servers = [];

before(async () => {
  app = project('web', {
    'script-tag.html': page(`<script src="node_modules/qipan/qipan.js"></script>
      <script>${probe} createQipan().then(probe).then(report, failed);</script>`),
    'module-tag.html': page(`<script type="module">${probe}
      import createQipan from './node_modules/qipan/qipan.mjs';
      createQipan().then(probe).then(report, failed);</script>`),
    'classic-worker.html': workerPage('classic-worker.js', false),
    // In a classic worker Emscripten looks for the wasm beside the worker's
    // script, not beside qipan.js: locateFile says where it is.
    'classic-worker.js': `${probe} importScripts('node_modules/qipan/qipan.js');
      createQipan({ locateFile: (name) => 'node_modules/qipan/' + name }).then(probe).then(postMessage, (e) => postMessage({ failed: e.message }));`,
    'module-worker.html': workerPage('module-worker.js', true),
    'module-worker.js': `import createQipan from './node_modules/qipan/qipan.mjs';
      ${probe} createQipan().then(probe).then(postMessage, (e) => postMessage({ failed: e.message }));`,
    // One app source for the bundlers: a bare import of the package.
    'src/main.js': `import createQipan from 'qipan';
      ${probe} createQipan().then(probe).then(report, failed);`,
    'src/main-file-loader.js': `import createQipan from 'qipan';
      import wasmUrl from 'qipan/qipan.wasm';
      ${probe} createQipan({ locateFile: () => wasmUrl }).then(probe).then(report, failed);`,
    'src/main-url.js': `import createQipan from 'qipan';
      import wasmUrl from 'qipan/qipan.wasm?url';
      ${probe} createQipan({ locateFile: () => wasmUrl }).then(probe).then(report, failed);`,
    'src/worker-main.js': `const worker = new Worker(new URL('./qipan-worker.js', import.meta.url), { type: 'module' });
      worker.onmessage = (m) => { self.qipanResult = m.data; };
      worker.onerror = (e) => { self.qipanResult = { failed: 'worker: ' + e.message }; };`,
    'src/qipan-worker.js': `import createQipan from 'qipan';
      ${probe} createQipan().then(probe).then(postMessage, (e) => postMessage({ failed: e.message }));`,
    'index.html': page('<script type="module" src="./src/main.js"></script>'),
    'worker.html': page('<script type="module" src="./src/worker-main.js"></script>'),
    'vite.worker.config.js':
      "export default { build: { outDir: 'dist-worker', rollupOptions: { input: 'worker.html' } } };\n",
    'engine.html': page(`<script src="node_modules/qipan/engine.js"></script>
      <script>
        const engine = createEngine();  // engine-worker.js and qipan.js beside engine.js
        engine.bestMove({ game: 'xiangqi', moves: ['h2e2'] }, { depth: 2 }).then(
          (r) => { self.qipanResult = { move: r.move }; engine.terminate(); },
          (e) => { self.qipanResult = { failed: String(e && e.message || e) }; });
      </script>`),
    'url.html': page('<script type="module" src="./src/main-url.js"></script>'),
    // The split builds, each imported alone (docs/embedding.md, "Pay for
    // what you import"): the rules in a Vite app, the tactics in an esbuild
    // bundle.
    'src/rules-main.js': `import createQipan from 'qipan/rules';
      ${probe} createQipan().then((qipan) => {
        const result = probe(qipan);
        const board = new qipan.Xiangqi();
        try { board.bestMove({ level: 1 }); result.search = 'searched'; } catch (e) { result.search = e.code; }
        board.delete();
        result.tactics = typeof qipan.TacticsMap;
        return result;
      }).then(report, failed);`,
    'rules.html': page('<script type="module" src="./src/rules-main.js"></script>'),
    'vite.rules.config.js':
      "export default { build: { outDir: 'dist-rules', rollupOptions: { input: 'rules.html' } } };\n",
    'src/tactics-main.js': `import createQipan from 'qipan/tactics';
      ${probe} createQipan().then((qipan) => {
        const map = new qipan.TacticsMap(6, 4);
        const id = map.addUnit({ team: 0, x: 0, y: 0, move: 3 });
        const result = { reach: map.reachable(id).length, boards: typeof qipan.Xiangqi };
        map.delete();
        return result;
      }).then(report, failed);`,
    'vite.exclude.config.js': "export default { optimizeDeps: { exclude: ['qipan'] } };\n",
  });
  browser = await chromium.launch({ executablePath: process.env.QIPAN_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

// Opens `url` in a fresh page and returns what it reported, with the page's
// errors and failed requests.
async function visit(url) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (e) => problems.push(e.message));
  tab.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  tab.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  try {
    await tab.goto(url);
    await tab.waitForFunction(() => self.qipanResult !== undefined, null, { timeout: 30000 });
    return { result: await tab.evaluate(() => self.qipanResult), problems };
  } finally {
    await context.close();
  }
}

// Serves `dir`, opens `file` in a fresh page, and returns what it reported,
// with the page's errors and failed requests.
async function open(dir, file) {
  const { server, url } = await serve({ root: dir, port: 0, isolated: false });
  servers.push(server);
  return visit(url + file);
}

function checkResult({ result, problems }) {
  assert.deepEqual(problems, []);
  assert.equal(result.failed, undefined);
  assert.equal(result.moves, 44);
  assert.match(result.error, /z9/);
  assert.equal(result.own, 'own');
  assert.equal(result.disposable, true);
}

test('a plain <script> tag: the global createQipan', async () => {
  checkResult(await open(app, 'script-tag.html'));
});

test('<script type=module>: import from qipan.mjs, the wasm found through import.meta.url', async () => {
  checkResult(await open(app, 'module-tag.html'));
});

test('a classic worker: importScripts(qipan.js)', async () => {
  checkResult(await open(app, 'classic-worker.html'));
});

test('a module worker: import from qipan.mjs', async () => {
  checkResult(await open(app, 'module-worker.html'));
});

test("the computer player: engine.js and its worker from the package's folder", async () => {
  const { result, problems } = await open(app, 'engine.html');
  assert.deepEqual(problems, []);
  assert.equal(result.failed, undefined);
  assert.match(result.move, /^[a-i][0-9][a-i][0-9]$/);
});

test('Vite: a production build of an app that imports "qipan", served from its dist/', async () => {
  run('node', [viteBin, 'build', '--logLevel', 'warn'], { cwd: app });
  const assets = fs.readdirSync(path.join(app, 'dist', 'assets'));
  assert.ok(assets.some((f) => /^qipan-.*\.wasm$/.test(f)), `Vite emitted no wasm asset: ${assets}`);
  checkResult(await open(path.join(app, 'dist'), 'index.html'));
});

test('Vite: a production build of a worker that imports "qipan"', async () => {
  run('node', [viteBin, 'build', '--logLevel', 'warn', '--config', 'vite.worker.config.js'], { cwd: app });
  checkResult(await open(path.join(app, 'dist-worker'), 'worker.html'));
});

test('Vite: an app that imports "qipan/rules" alone ships the rules\' wasm and nothing of the whole module', async () => {
  run('node', [viteBin, 'build', '--logLevel', 'warn', '--config', 'vite.rules.config.js'], { cwd: app });
  const assets = fs.readdirSync(path.join(app, 'dist-rules', 'assets'));
  const wasm = assets.filter((f) => f.endsWith('.wasm'));
  assert.equal(wasm.length, 1, `wasm assets: ${wasm}`);
  assert.match(wasm[0], /^qipan-rules-/);
  assert.deepEqual(fs.readFileSync(path.join(app, 'dist-rules', 'assets', wasm[0])),
    fs.readFileSync(path.join(app, 'node_modules', 'qipan', 'qipan-rules.wasm')));
  const { result, problems } = await open(path.join(app, 'dist-rules'), 'rules.html');
  checkResult({ result, problems });
  assert.equal(result.search, 'not_in_module');
  assert.equal(result.tactics, 'undefined');
});

test('esbuild: an ES module bundle of "qipan/tactics", qipan-tactics.wasm copied beside it', async () => {
  const out = path.join(app, 'esbuild-tactics');
  const result = await esbuild.build({
    absWorkingDir: app, entryPoints: ['src/tactics-main.js'], bundle: true, format: 'esm', outdir: out, logLevel: 'silent',
  });
  assert.deepEqual(result.errors, []);
  fs.copyFileSync(path.join(app, 'node_modules', 'qipan', 'qipan-tactics.wasm'), path.join(out, 'qipan-tactics.wasm'));
  writeFiles(out, { 'index.html': page('<script type="module" src="tactics-main.js"></script>') });
  const visited = await open(out, 'index.html');
  assert.deepEqual(visited.problems, []);
  assert.deepEqual(visited.result, { reach: 10, boards: 'undefined' });
});

test('esbuild: an ES module bundle, qipan.wasm copied beside it', async () => {
  const out = path.join(app, 'esbuild-esm');
  const result = await esbuild.build({
    absWorkingDir: app, entryPoints: ['src/main.js'], bundle: true, format: 'esm', outdir: out, logLevel: 'silent',
  });
  assert.deepEqual(result.errors, []);
  fs.copyFileSync(path.join(app, 'node_modules', 'qipan', 'qipan.wasm'), path.join(out, 'qipan.wasm'));
  writeFiles(out, { 'index.html': page('<script type="module" src="main.js"></script>') });
  checkResult(await open(out, 'index.html'));
});

test("esbuild: a classic-script bundle (iife), the wasm through esbuild's file loader and locateFile", async () => {
  const out = path.join(app, 'esbuild-iife');
  const result = await esbuild.build({
    absWorkingDir: app, entryPoints: ['src/main-file-loader.js'], bundle: true, format: 'iife', outdir: out,
    loader: { '.wasm': 'file' }, logLevel: 'silent',
  });
  assert.deepEqual(result.errors, []);
  writeFiles(out, { 'index.html': page('<script src="main-file-loader.js"></script>') });
  checkResult(await open(out, 'index.html'));
});

test('esbuild: a classic-script bundle (iife) without locateFile finds qipan.wasm beside the script', async () => {
  // esbuild empties import.meta in an iife: the module then looks beside
  // the <script> that loaded it, as qipan.js does.
  const out = path.join(app, 'esbuild-iife-plain');
  const result = await esbuild.build({
    absWorkingDir: app, entryPoints: ['src/main.js'], bundle: true, format: 'iife', outdir: path.join(out, 'js'),
    logLevel: 'silent',
  });
  assert.deepEqual(result.errors, []);
  fs.copyFileSync(path.join(app, 'node_modules', 'qipan', 'qipan.wasm'), path.join(out, 'js', 'qipan.wasm'));
  writeFiles(out, { 'index.html': page('<script src="js/main.js"></script>') });
  checkResult(await open(out, 'index.html'));
});

// A free loopback port for the Vite dev server.
function freePort() {
  return new Promise((resolve, reject) => {
    const probeServer = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probeServer.address();
      probeServer.close(() => resolve(port));
    }).on('error', reject);
  });
}

// Runs `vite` (the dev server) in the app with `args` until `body` is done.
async function withViteDev(args, body) {
  const port = await freePort();
  const vite = spawn('node', [viteBin, '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--force', ...args],
    { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`vite did not start:\n${output}`)), 30000);
      const onData = (d) => {
        output += d;
        // Colours may be forced where the run has no terminal (CI): strip them
        // before looking for the address, whose port vite prints in bold.
        // eslint-disable-next-line no-control-regex
        if (output.replace(/\x1b\[[0-9;]*m/g, '').includes(`:${port}/`)) { clearTimeout(timer); resolve(); }
      };
      vite.stdout.on('data', onData);
      vite.stderr.on('data', onData);
      vite.on('exit', (code) => { clearTimeout(timer); reject(new Error(`vite exited with ${code}:\n${output}`)); });
    });
    await body(`http://127.0.0.1:${port}/`);
  } finally {
    vite.kill();
  }
}

test('the Vite dev server: the wasm URL through ?url, or qipan left out of pre-bundling', async () => {
  await withViteDev(['--config', 'vite.exclude.config.js'], async (url) => {
    checkResult(await visit(url + 'index.html'));
  });
  // Without the exclusion the dev server pre-bundles qipan.mjs away from its
  // wasm (docs/embedding.md): the ?url import is the way that needs no config.
  await withViteDev([], async (url) => {
    checkResult(await visit(url + 'url.html'));
  });
});
