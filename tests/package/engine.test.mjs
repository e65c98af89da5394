// The engine (qipan/engine) in apps as bundlers build them, run in Chromium:
// one app source imports createEngine from the package and plays a computer
// move; Vite, webpack and esbuild each bundle it with no configuration for
// qipan (esbuild, which does not follow workers, gets the worker as a second
// entry point and the wasm copied, as docs/embedding.md says). webpack must
// print no warning.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../page/browser.mjs';
import { serve } from '../../scripts/serve.mjs';
import { project, repoModules, run, writeFiles } from './package.mjs';

const repoRequire = createRequire(path.join(repoModules, 'x.js'));
const esbuild = repoRequire('esbuild');
const webpack = repoRequire('webpack');
const viteBin = path.join(repoModules, 'vite', 'bin', 'vite.js');

const page = (body) => `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body>${body}</body></html>`;

// The app: the computer's answer to h2e2, and the engine's errors keeping
// their codes across the worker.
const main = `import { createEngine } from 'qipan/engine';
const engine = createEngine();
engine.ready
  .then(() => engine.bestMove({ game: 'xiangqi', moves: ['h2e2'] }, { level: 2, seed: 1 }))
  .then(async (r) => {
    const bad = await engine.bestMove({ game: 'chess' }, { depth: 1 }).then(() => null, (e) => e.code);
    self.qipanResult = { move: r.move, bad };
    engine.terminate();
  })
  .catch((e) => { self.qipanResult = { failed: String(e && e.message || e), code: e && e.code }; });
`;

let app;
let browser;
const servers = [];

before(async () => {
  app = project('engine-app', {
    'src/main.js': main,
    'index.html': page('<script type="module" src="./src/main.js"></script>'),
  });
  browser = await chromium.launch({ executablePath: process.env.QIPAN_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

// Serves `dir`, opens `file`, and returns what the app reported, with the
// page's errors and failed requests.
async function open(dir, file) {
  const { server, url } = await serve({ root: dir, port: 0, isolated: false });
  servers.push(server);
  const context = await browser.newContext();
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (e) => problems.push(e.message));
  tab.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  tab.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`); });
  try {
    await tab.goto(url + file);
    await tab.waitForFunction(() => self.qipanResult !== undefined, null, { timeout: 60000 });
    return { result: await tab.evaluate(() => self.qipanResult), problems };
  } finally {
    await context.close();
  }
}

function checkMove({ result, problems }) {
  assert.deepEqual(problems, []);
  assert.equal(result.failed, undefined, result.failed);
  assert.match(result.move, /^[a-i][0-9][a-i][0-9]$/);
  assert.equal(result.bad, 'unknown_name');
}

test('Vite: vite build of an app using the engine; the worker and the wasm are emitted', async () => {
  run('node', [viteBin, 'build', '--logLevel', 'warn', '--outDir', 'dist-vite'], { cwd: app });
  const assets = fs.readdirSync(path.join(app, 'dist-vite', 'assets'));
  assert.ok(assets.some((f) => /^engine-worker.*\.js$/.test(f)), `no worker chunk: ${assets}`);
  assert.ok(assets.some((f) => /\.wasm$/.test(f)), `no wasm: ${assets}`);
  checkMove(await open(path.join(app, 'dist-vite'), 'index.html'));
});

test('webpack: a production build with no configuration for qipan, and no warning', async () => {
  const out = path.join(app, 'dist-webpack');
  const stats = await new Promise((resolve, reject) => {
    webpack({
      context: app, mode: 'production', entry: './src/main.js', target: 'web',
      output: { path: out, filename: 'main.js', publicPath: 'auto' },
      resolveLoader: { modules: [repoModules] },
    }, (e, s) => (e ? reject(e) : resolve(s)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  assert.deepEqual(info.errors.map((e) => e.message), []);
  assert.deepEqual(info.warnings.map((w) => w.message).filter((m) => !/asset size limit|entrypoint size limit|performance/i.test(m)), []);
  assert.ok(info.assets.some((a) => /\.wasm$/.test(a.name)), `no wasm: ${info.assets.map((a) => a.name)}`);
  writeFiles(out, { 'index.html': page('<script src="main.js"></script>') });
  checkMove(await open(out, 'index.html'));
});

test('esbuild: the app and the worker as two entry points, the wasm copied beside them', async () => {
  const out = path.join(app, 'dist-esbuild');
  const installed = path.join(app, 'node_modules', 'qipan');
  const result = await esbuild.build({
    absWorkingDir: app, bundle: true, format: 'esm', outdir: out, logLevel: 'silent',
    entryPoints: { main: 'src/main.js', 'engine-worker': path.join(installed, 'engine-worker.mjs') },
    outExtension: { '.js': '.mjs' },
  });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.warnings, []);
  fs.copyFileSync(path.join(installed, 'qipan.wasm'), path.join(out, 'qipan.wasm'));
  writeFiles(out, { 'index.html': page('<script type="module" src="main.mjs"></script>') });
  checkMove(await open(out, 'index.html'));
});

test('no bundler: engine.mjs imported by a page from the package folder', async () => {
  writeFiles(app, {
    'plain.html': page(`<script type="module">${main.replace("'qipan/engine'", "'./node_modules/qipan/engine.mjs'")}</script>`),
  });
  checkMove(await open(app, 'plain.html'));
});
