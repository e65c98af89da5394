// The page loads, draws a real xiangqi board with Dear ImGui over WebGL 2,
// follows the window and the pixel ratio, and explains a missing WebGL 2.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, openBoard, pixelsAt, near, screenshotPath } from './browser.mjs';

const wood = [233, 196, 135];
const ink = [92, 52, 24];
const panel = [30, 26, 24];

describe('the board page', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  test('draws the xiangqi board: wood, lines, river text, panel', async () => {
    const { page, errors } = await openBoard(env.browser, env.url);
    const a0 = await page.evaluate(() => window.qipanApp.squareCenter('a0'));
    const b1 = await page.evaluate(() => window.qipanApp.squareCenter('b1'));
    const cell = b1.x - a0.x;
    assert.ok(cell > 30, `cells are ${cell}px wide`);
    assert.ok(Math.abs((a0.y - b1.y) - cell) < 1, 'cells are square');

    // A crossing is ink, the middle of a cell is wood, the panel is dark.
    const e4 = await page.evaluate(() => window.qipanApp.squareCenter('e4'));
    const [crossing, cellMiddle, panelPixel] = await pixelsAt(page, [
      e4, { x: a0.x + cell / 2, y: a0.y - cell / 2 }, { x: 1190, y: 700 },
    ]);
    assert.ok(near(crossing, ink, 40), `line crossing is ${crossing}`);
    assert.ok(near(cellMiddle, wood), `cell middle is ${cellMiddle}`);
    assert.ok(near(panelPixel, panel), `panel is ${panelPixel}`);

    // The river band holds the text 楚河 汉界: ink where no line runs.
    const riverY = (e4.y + (e4.y - cell)) / 2;
    const band = [];
    for (let x = a0.x + cell; x < a0.x + 7.5 * cell; x += 2) {
      for (let dy = -cell / 4; dy <= cell / 4; dy += 2) band.push({ x, y: riverY + dy });
    }
    const colours = await pixelsAt(page, band);
    const inked = colours.filter((c) => near(c, ink, 60)).length;
    assert.ok(inked > band.length * 0.03, `river text covers ${inked} of ${band.length} samples`);

    // The palace diagonal passes through e1, the palace centre.
    const e1 = await page.evaluate(() => window.qipanApp.squareCenter('e1'));
    const [diag] = await pixelsAt(page, [{ x: e1.x + cell / 4, y: e1.y + cell / 4 }]);
    assert.ok(near(diag, ink, 60), `palace diagonal at ${diag}`);

    await page.screenshot({ path: screenshotPath('board-empty') });
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the canvas follows window resizes and the device pixel ratio', async () => {
    const page = await env.browser.newPage({ viewport: { width: 900, height: 600 }, deviceScaleFactor: 2 });
    await page.goto(env.url);
    await page.waitForFunction(() => window.qipanApp?.ready === true);
    const size = () => page.evaluate(() => {
      const c = document.getElementById('board');
      return { w: c.width, h: c.height, cssW: c.clientWidth, cssH: c.clientHeight };
    });
    assert.deepEqual(await size(), { w: 1800, h: 1200, cssW: 900, cssH: 600 });

    await page.setViewportSize({ width: 480, height: 800 });
    await page.waitForFunction(() => document.getElementById('board').width === 960);
    assert.deepEqual(await size(), { w: 960, h: 1600, cssW: 480, cssH: 800 });
    // Tall screen: the board sits on top, the panel under it.
    await page.waitForTimeout(100);
    const a0 = await page.evaluate(() => window.qipanApp.squareCenter('a0'));
    const i9 = await page.evaluate(() => window.qipanApp.squareCenter('i9'));
    assert.ok(a0.x > 0 && i9.x < 480 && i9.y > 0 && a0.y < 800 * 0.7, JSON.stringify({ a0, i9 }));
    await page.screenshot({ path: screenshotPath('board-portrait-dpr2') });
    await page.close();
  });

  test('says so clearly when WebGL 2 is missing', async () => {
    const page = await env.browser.newPage();
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        return kind === 'webgl2' ? null : original.call(this, kind, ...rest);
      };
    });
    await page.goto(env.url);
    await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === false && window.qipanApp.error);
    const text = await page.textContent('#message');
    assert.match(text, /needs WebGL 2/);
    assert.equal(await page.isVisible('#message'), true);
    await page.close();
  });

  test('shows a loading message until the first frame', async () => {
    const page = await env.browser.newPage();
    // Hold app.wasm back so the loading state can be seen.
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/app.wasm', async (route) => { await held; await route.continue(); });
    await page.goto(env.url);
    assert.match(await page.textContent('#message'), /Loading/);
    assert.equal(await page.isVisible('#message'), true);
    release();
    await page.waitForFunction(() => window.qipanApp?.ready === true);
    assert.equal(await page.isVisible('#message'), false);
    await page.close();
  });

  test('a bad hook call throws a clear Error, and many of them leave the app working', async () => {
    const { page, errors } = await openBoard(env.browser, env.url);
    const thrown = await page.evaluate(() => {
      const messages = new Set();
      for (let i = 0; i < 3000; i++) {
        for (const call of [() => window.qipanApp.squareCenter('z99'), () => window.qipanApp.cellCenter(0, 0),
          () => window.qipanApp.controlCenter('nothing'), () => window.qipanApp.squareCenter(7),
          () => window.qipanApp.newGame('chess')]) {
          try { call(); messages.add('no throw'); } catch (e) { messages.add(e instanceof Error ? e.message : 'not an Error'); }
        }
      }
      return [...messages];
    });
    assert.equal(thrown.length, 5, thrown.join(' | '));
    assert.ok(thrown.some((m) => /z99/.test(m)), thrown.join(' | '));
    assert.ok(thrown.some((m) => /cells belong to the tactics map/.test(m)));
    assert.ok(thrown.some((m) => /no control named 'nothing'/.test(m)));
    assert.ok(thrown.some((m) => /square must be a string, got number/.test(m)));
    assert.ok(thrown.some((m) => /unknown game 'chess'/.test(m)));
    const p = await page.evaluate(() => window.qipanApp.squareCenter('e0'));
    assert.ok(p.x > 0 && p.y > 0);
    assert.equal((await page.evaluate(() => window.qipanApp.state())).game, 'xiangqi');
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the lean module qipan.js carries none of the app\'s hooks', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.url + 'embed.html');
    const kinds = await page.evaluate(async () => {
      const m = await createQipan();
      return { App: typeof m.App, Xiangqi: typeof m.Xiangqi };
    });
    assert.deepEqual(kinds, { App: 'undefined', Xiangqi: 'function' });
    await page.close();
  });
});
