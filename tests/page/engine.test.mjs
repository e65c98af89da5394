// engine.js and engine-worker.js in Chromium, served with the COOP/COEP
// headers (shared memory: the search polls a stop flag) and without them
// (a plain static server: the worker searches in slices): a move, stopNow
// on a long search, cancel, a bad budget, an analysis streamed and stopped.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser } from './browser.mjs';

for (const isolated of [true, false]) describe(`engine.js in a page, ${isolated ? 'cross-origin isolated' : 'plain server'}`, () => {
  let env;
  let page;
  const errors = [];
  before(async () => {
    env = await startBrowser({ isolated });
    page = await env.browser.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(env.url + 'embed.html');
    await page.addScriptTag({ url: env.url + 'engine.js' });
    await page.evaluate(async () => {
      window.engine = createEngine();
      window.engineMode = await window.engine.ready;
    });
  });
  after(async () => {
    await page?.evaluate(() => window.engine.terminate());
    assert.deepEqual(errors, []);
    await env?.close();
  });

  test('the worker loads qipan.js; shared memory only with COOP/COEP', async () => {
    assert.deepEqual(await page.evaluate(() => [window.crossOriginIsolated, window.engineMode]),
      [isolated, { sharedStop: isolated }]);
  });

  test('a move for Xiangqi and Jungle', async () => {
    const r = await page.evaluate(() => window.engine.bestMove({ game: 'xiangqi', moves: ['h2e2'] }, { level: 4, seed: 2 }));
    assert.match(r.move, /^[a-i][0-9][a-i][0-9]$/);
    assert.equal(r.stopped, false);
    const j = await page.evaluate(() => window.engine.bestMove({ game: 'jungle' }, { depth: 3 }));
    assert.match(j.move, /^[a-g][1-9][a-g][1-9]$/);
  });

  test('stopNow answers a long search; cancel rejects; the page keeps running', async () => {
    const stopped = await page.evaluate(async () => {
      const pending = window.engine.bestMove({ game: 'xiangqi' }, { depth: 64, nodes: 1e9 });
      // The main thread stays free: timers fire while the worker searches.
      let ticks = 0;
      await new Promise((resolve) => {
        const t = setInterval(() => { if (++ticks === 10) { clearInterval(t); resolve(); } }, 20);
      });
      window.engine.stopNow();
      const r = await pending;
      return { move: r.move, stopped: r.stopped, depth: r.depth, ticks };
    });
    assert.equal(stopped.stopped, true);
    assert.match(stopped.move, /^[a-i][0-9][a-i][0-9]$/);
    assert.ok(stopped.depth >= 1 && stopped.depth < 64);
    const cancelled = await page.evaluate(async () => {
      const pending = window.engine.bestMove({ game: 'jungle' }, { depth: 64, nodes: 1e9 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      window.engine.cancel();
      try {
        await pending;
        return 'resolved';
      } catch (e) {
        return e.name;
      }
    });
    assert.equal(cancelled, 'AbortError');
  });

  test('analyse streams each depth, stops at once, and refuses multiPv 6', async () => {
    const r = await page.evaluate(async () => {
      const depths = [];
      const a = await window.engine.analyse({ game: 'xiangqi', moves: ['h2e2'] }, { depth: 4 },
        { multiPv: 3, onProgress: (p) => depths.push(p.depth) });
      const long = window.engine.analyse({ game: 'jungle' }, { depth: 64, nodes: 1e9 }, { multiPv: 2 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const first = long.stop();
      const again = long.stop();
      const stopped = await long;
      const bad = await window.engine.analyse({ game: 'xiangqi' }, { depth: 2 }, { multiPv: 6 })
        .then(() => 'resolved', (e) => e.code);
      return { depths, lines: a.lines.map((l) => l.move), chinese: a.lines[0].chinese, first, again,
        stopped: stopped.stopped, stoppedLines: stopped.lines.length, bad };
    });
    assert.deepEqual(r.depths, [1, 2, 3, 4]);
    assert.equal(new Set(r.lines).size, 3);
    assert.ok(r.chinese.length > 0);
    assert.deepEqual([r.first, r.again, r.stopped, r.stoppedLines, r.bad], [true, false, true, 2, 'bad_argument']);
  });

  test('a bad budget rejects with the module\'s message', async () => {
    const message = await page.evaluate(() =>
      window.engine.bestMove({ game: 'xiangqi' }, { level: 12 }).then(() => 'resolved', (e) => e.message));
    assert.match(message, /budget.level is out of range: 12/);
  });
});
