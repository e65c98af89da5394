// How fast the page is: first frame, frame times idle and animating, size.
// Figures are printed as test diagnostics; only the size (not a timing) is
// asserted, since these machines are shared and noisy.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBrowser, openBoard, root, clickSquare } from './browser.mjs';

function summary(values) {
  if (values.length === 0) return 'no frames drawn';
  const v = [...values].sort((a, b) => a - b);
  const at = (q) => v[Math.min(v.length - 1, Math.floor(q * v.length))];
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${v[v.length - 1].toFixed(2)} ms over ${v.length} frames`;
}

// Intervals between animation frames, and the app's own compute time of the
// frames drawn meanwhile.
async function measureFrames(page, frames) {
  return page.evaluate((n) => new Promise((resolve) => {
    const stamps = [];
    const before = window.qipanApp.frames();
    const step = (t) => {
      stamps.push(t);
      if (stamps.length <= n) requestAnimationFrame(step);
      else {
        const drawn = window.qipanApp.frames() - before;
        const compute = drawn === 0 ? [] : window.qipanApp.frameTimes().slice(-drawn);
        resolve({ intervals: stamps.slice(1).map((s, i) => s - stamps[i]), compute });
      }
    };
    requestAnimationFrame(step);
  }), frames);
}

describe('page performance', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  test('first frame, idle and animating frame times', async (t) => {
    // The first load in a fresh browser also pays for the browser's own
    // warm-up; the second is a page load as a player's browser sees it.
    const cold = await openBoard(env.browser, env.url);
    const coldMs = await cold.page.evaluate(() => window.qipanApp.firstFrameMs);
    await cold.page.close();
    const { page } = await openBoard(env.browser, env.url);
    const first = await page.evaluate(() => window.qipanApp.firstFrameMs);
    t.diagnostic(`first frame ${first.toFixed(0)} ms after navigation started (target: under 1000 ms); ` +
                 `${coldMs.toFixed(0)} ms in a browser just started`);
    assert.ok(first > 0);

    // Past the frames drawn while the page settles: no new frame for 0.5 s.
    for (let last = -1, now = await page.evaluate(() => window.qipanApp.frames()); now !== last;) {
      last = now;
      await page.waitForTimeout(500);
      now = await page.evaluate(() => window.qipanApp.frames());
    }
    const idle = await measureFrames(page, 90);
    // Idle, the app draws nothing: the canvas keeps its last frame.
    t.diagnostic(`idle: app frame compute ${summary(idle.compute)} (of 90 animation frames)`);
    t.diagnostic(`idle: animation-frame intervals ${summary(idle.intervals)}`);

    // Animating: glides of a few moves, measured while they run.
    const animating = { intervals: [], compute: [] };
    for (const [from, to] of [['h2', 'e2'], ['h9', 'g7'], ['b0', 'c2'], ['b7', 'e7']]) {
      await clickSquare(page, from);
      const p = await page.evaluate((sq) => window.qipanApp.squareCenter(sq), to);
      await page.mouse.click(p.x, p.y);
      const m = await measureFrames(page, 16);  // about 0.27 s of the 0.3 s glide
      animating.intervals.push(...m.intervals);
      animating.compute.push(...m.compute);
    }
    t.diagnostic(`animating: app frame compute ${summary(animating.compute)}`);
    t.diagnostic(`animating: animation-frame intervals ${summary(animating.intervals)}`);
    assert.equal((await page.evaluate(() => window.qipanApp.state())).lastMove, 'b7e7');
    await page.close();
  });

  test('the app stays under 1.5 MB gzip', (t) => {
    let total = 0;
    for (const name of ['app.js', 'app.wasm', 'qipan.js', 'qipan.wasm']) {
      const bytes = fs.readFileSync(path.join(root, 'public', name));
      const gz = zlib.gzipSync(bytes, { level: 9 }).length;
      t.diagnostic(`${name}: ${(bytes.length / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`);
      if (name.startsWith('app')) total += gz;
    }
    t.diagnostic(`app.js + app.wasm: ${(total / 1024).toFixed(1)} KiB gzip (limit 1536 KiB)`);
    assert.ok(total < 1.5 * 1024 * 1024);
  });
});
