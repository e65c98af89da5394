// Benchmark (not a test): the time from loading the module to a legal move
// list, each run in a fresh process (Node) or a fresh browser context with an
// empty cache (Chromium, public/ served on 127.0.0.1), median of the runs;
// and the size of each file a page downloads, raw and gzip.
//
//   node tests/bench/startup.mjs [--runs N]
//
// Node: from the first line of a script to `new qipan.Xiangqi().legalMoves()`
// returning, through require('qipan.js') and through import('qipan.mjs').
// Chromium: from a module script's first line, through import('qipan.mjs')
// (download, compile, start) to the same list.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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

for (const f of ['qipan.js', 'qipan.mjs', 'qipan.wasm']) {
  const bytes = fs.readFileSync(path.join(publicDir, f));
  console.log(`${f}: ${bytes.length} bytes, gzip -9 ${zlib.gzipSync(bytes, { level: 9 }).length}`);
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
};
for (const [name, script] of Object.entries(nodeScripts)) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(Number(execFileSync('node', ['-e', script], { encoding: 'utf8' })));
  console.log(`${name}: ${fmt(times)}`);
}

const { server, url } = await serve({ root: publicDir, port: 0, isolated: false });
const browser = await chromium.launch({ executablePath: process.env.QIPAN_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
try {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/startup.html', (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><link rel="icon" href="data:,"><script type="module">
        const t0 = performance.now();
        const { default: createQipan } = await import('./qipan.mjs');
        const qipan = await createQipan();
        const n = new qipan.Xiangqi().legalMoves().length;
        window.startup = n === 44 ? performance.now() - t0 : 'wrong count ' + n;
      </script>`,
    }));
    await page.goto(url + 'startup.html');
    await page.waitForFunction(() => window.startup !== undefined, null, { timeout: 30000 });
    times.push(Number(await page.evaluate(() => window.startup)));
    await context.close();
  }
  console.log(`Chromium, import(qipan.mjs) from 127.0.0.1, empty cache: ${fmt(times)}`);
} finally {
  await browser.close();
  server.close();
}
