// Benchmark (not a test): the time from loading the module to a legal move
// list, each run in a fresh process (Node) or a fresh browser context with an
// empty cache (Chromium, public/ served on 127.0.0.1), median of the runs;
// and the size of each file a page downloads, raw, gzip and brotli (every
// module's wasm and ES-module glue, the engine, ffish's two files), and the
// npm tarball's (packed from the built public/ by scripts/pack.sh
// --no-build), so that docs/embedding.md's tables come from one run.
//
//   node tests/bench/startup.mjs [--runs N]
//
// Node: from the first line of a script to `new qipan.Xiangqi().legalMoves()`
// returning, through require('qipan.js') and through import('qipan.mjs').
// Chromium: from a module script's first line, through import('qipan.mjs')
// (download, compile, start) to the same list. The anchor: ffish (npm
// ffish, Fairy-Stockfish's rules in wasm, a devDependency only), from its
// script to new Board('xiangqi').legalMoves(), the same ways.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../page/browser.mjs';
import { serve } from '../../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicDir = path.join(root, 'public');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 9;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (xs) => `median ${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}, ${xs.length} runs)`;

const ffishDir = path.join(root, 'node_modules', 'ffish');
const files = ['qipan.wasm', 'qipan.mjs', 'qipan.js', 'qipan-rules.wasm', 'qipan-rules.mjs',
  'qipan-tactics.wasm', 'qipan-tactics.mjs', 'engine.mjs', 'engine-worker.mjs',
  '../node_modules/ffish/ffish.wasm', '../node_modules/ffish/ffish.js'];
for (const f of files) {
  const bytes = fs.readFileSync(path.join(publicDir, f));
  const brotli = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(`${path.basename(f)}: ${bytes.length} bytes, gzip -9 ${zlib.gzipSync(bytes, { level: 9 }).length}, brotli ${brotli}`);
}
{
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'qipan-startup-'));
  const tgz = execFileSync(path.join(root, 'scripts', 'pack.sh'), ['--no-build', '--out', out],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n').pop();
  console.log(`tarball (npm pack): ${path.basename(tgz)}, ${fs.statSync(tgz).size} bytes`);
  fs.rmSync(out, { recursive: true, force: true });
}

const nodeScripts = {
  'Node, require(qipan.js)': `const t0 = performance.now();
    require(${JSON.stringify(path.join(publicDir, 'qipan.js'))})().then((q) => {
      const n = new q.Xiangqi().legalMoves().length;
      console.log(n === 44 ? performance.now() - t0 : 'wrong count ' + n);
    });`,
  'Node, import(qipan.mjs)': `const t0 = performance.now();
    import(${JSON.stringify(path.join(publicDir, 'qipan.mjs'))}).then((m) => m.default()).then((q) => {
      const n = new q.Xiangqi().legalMoves().length;
      console.log(n === 44 ? performance.now() - t0 : 'wrong count ' + n);
    });`,
  'Node, require(ffish) (anchor)': `const t0 = performance.now();
    const ffish = require(${JSON.stringify(path.join(ffishDir, 'ffish.js'))});
    ffish.onRuntimeInitialized = () => {
      const n = new ffish.Board('xiangqi').legalMoves().split(' ').length;
      console.log(n === 44 ? performance.now() - t0 : 'wrong count ' + n);
    };`,
};
for (const [name, script] of Object.entries(nodeScripts)) {
  const times = [];
  // ffish's Emscripten tries fetch() on a file path in Node 18+ without this flag.
  const flags = name.includes('ffish') ? ['--no-experimental-fetch'] : [];
  for (let i = 0; i < runs; i++) times.push(Number(execFileSync('node', [...flags, '-e', script], { encoding: 'utf8' })));
  console.log(`${name}: ${fmt(times)}`);
}

const { server, url } = await serve({ root: publicDir, port: 0, isolated: false });
const browser = await chromium.launch({ executablePath: process.env.QIPAN_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
// Each page reports window.startup: ms from its first script line to the legal moves.
const pages = {
  'Chromium, import(qipan.mjs) from 127.0.0.1, empty cache': `<script type="module">
    const t0 = performance.now();
    const { default: createQipan } = await import('./qipan.mjs');
    const qipan = await createQipan();
    const n = new qipan.Xiangqi().legalMoves().length;
    window.startup = n === 44 ? performance.now() - t0 : 'wrong count ' + n;
  </script>`,
  'Chromium, ffish.js by <script> (anchor), empty cache': `<script>
    const t0 = performance.now();
    var Module = { locateFile: (name) => 'ffish/' + name, onRuntimeInitialized() {
      const n = new Module.Board('xiangqi').legalMoves().split(' ').length;
      window.startup = n === 44 ? performance.now() - t0 : 'wrong count ' + n;
    } };
  </script><script src="ffish/ffish.js"></script>`,
};
try {
  for (const [name, body] of Object.entries(pages)) {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route('**/startup.html', (route) => route.fulfill({
        contentType: 'text/html', body: `<!doctype html><link rel="icon" href="data:,">${body}`,
      }));
      await page.route('**/ffish/*', (route) => {
        const file = path.join(ffishDir, path.basename(new URL(route.request().url()).pathname));
        route.fulfill({ contentType: file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript', body: fs.readFileSync(file) });
      });
      await page.goto(url + 'startup.html');
      await page.waitForFunction(() => window.startup !== undefined, null, { timeout: 30000 });
      times.push(Number(await page.evaluate(() => window.startup)));
      await context.close();
    }
    console.log(`${name}: ${fmt(times)}`);
  }
} finally {
  await browser.close();
  server.close();
}
