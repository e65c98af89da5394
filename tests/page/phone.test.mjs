// Phones and zoom: at 320x568, 390x844 and at 200% browser zoom the panel's
// buttons, the move list, the end banners (xiangqi and tactics) and the
// tactics forecast stay inside the viewport; the banner can be hidden; a
// swipe scrolls the move list; two fingers pinch-zoom the page and one still
// plays. Screenshots of each size go to test-results/page/phone-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startBrowser, appState, clickSquare, nextFrames, screenshotPath,
  clickCell, loadScenario, lastStand,
} from './browser.mjs';
import { press, scrollPanelTop } from './table.mjs';

const mate = { fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w', from: 'b0', to: 'b9' };

// A knight beside a soldier in the map's top right corner: the damage
// forecast over the soldier would leave the map (and on a phone the screen)
// by the top and the right.
const corner = `scenario corner
title Corner

map
.....Ks
.......
.......
.......

units
K player Knight  mounted 20 9 5 5 1
s enemy  Soldier foot    15 8 3 0 1
`;

// 200% zoom: the CSS viewport halves and each CSS pixel is two device pixels.
const sizes = [
  { name: '320x568', viewport: { width: 320, height: 568 }, scale: 1, mobile: true },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 3, mobile: true },
  { name: 'zoom200', viewport: { width: 640, height: 400 }, scale: 2, mobile: false },
];

const rect = (page, name) => page.evaluate((n) => window.qipanApp.controlRect(n), name);

function assertInside(r, viewport, what) {
  const tolerance = 0.5;
  assert.ok(r.x >= -tolerance && r.y >= -tolerance &&
            r.x + r.width <= viewport.width + tolerance &&
            r.y + r.height <= viewport.height + tolerance,
            `${what} ${JSON.stringify(r)} is not inside ${viewport.width}x${viewport.height}`);
}

describe('phones and zoom', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    describe(size.name, () => {
      let context;
      let page;
      const errors = [];
      before(async () => {
        context = await env.browser.newContext({
          viewport: size.viewport, deviceScaleFactor: size.scale,
          isMobile: size.mobile, hasTouch: size.mobile,
        });
        page = await context.newPage();
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(env.url);
        await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null,
          { timeout: 30000 });
      });
      after(async () => {
        assert.deepEqual(errors, [], 'no errors in the page');
        await context.close();
      });

      test('the panel buttons and the move list are on screen, also against the computer', async () => {
        await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
        await nextFrames(page, 3);
        const computer = await page.evaluate(() => window.qipanApp.controlCenter('computer'));
        await page.mouse.click(computer.x, computer.y);
        await nextFrames(page, 4);
        // The start choice, then Start game: the game's buttons and moves follow.
        await press(page, 'start');
        await scrollPanelTop(page);
        for (const name of ['new', 'undo', 'redo', 'flip']) {
          assertInside(await rect(page, name), size.viewport, name);
        }
        await page.screenshot({ path: screenshotPath(`phone-${size.name}-computer`) });
        // At least a few rows of the move list are on screen.
        const moves = await rect(page, 'moves');
        assert.ok(moves.height >= 3 * 14, `move list ${JSON.stringify(moves)}`);
        assertInside(moves, size.viewport, 'the move list');
        // Back to two people for the next tests (a new game's start choice).
        await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
        await nextFrames(page, 3);
        await press(page, 'people');
      });

      test('the xiangqi end banner is inside the screen and can be hidden', async () => {
        await page.evaluate((fen) => window.qipanApp.newGame('xiangqi', fen), mate.fen);
        await nextFrames(page, 3);
        await clickSquare(page, mate.from);
        await clickSquare(page, mate.to);
        await page.waitForFunction(() => !window.qipanApp.state().animating);
        await nextFrames(page, 4);
        assert.equal((await appState(page)).status.over, true);
        assertInside(await rect(page, 'banner'), size.viewport, 'banner');
        for (const name of ['banner-new', 'banner-undo', 'banner-review', 'banner-hide']) {
          assertInside(await rect(page, name), size.viewport, name);
        }
        await page.screenshot({ path: screenshotPath(`phone-${size.name}-banner`) });
        const hide = await page.evaluate(() => window.qipanApp.controlCenter('banner-hide'));
        await page.mouse.click(hide.x, hide.y);
        await nextFrames(page, 3);
        await assert.rejects(rect(page, 'banner'), /no control named 'banner'/);
        assert.equal((await appState(page)).status.over, true);
      });

      test('the tactics victory banner is inside the screen', async () => {
        await loadScenario(page, lastStand);
        await clickCell(page, { x: 1, y: 1 });
        await clickCell(page, { x: 2, y: 1 });
        await page.waitForFunction(() => window.qipanApp.state().status === 'won' &&
                                         !window.qipanApp.state().animating, null, { timeout: 10000 });
        await nextFrames(page, 4);
        assertInside(await rect(page, 'banner'), size.viewport, 'tactics banner');
        assertInside(await rect(page, 'banner-new'), size.viewport, 'banner-new');
        await page.screenshot({ path: screenshotPath(`phone-${size.name}-tactics-victory`) });
      });

      test('the damage forecast over an enemy in the map\'s corner is inside the screen', async () => {
        await loadScenario(page, corner);
        await clickCell(page, { x: 5, y: 0 });
        assert.deepEqual((await appState(page)).targets.length, 1);
        const enemy = await page.evaluate(() => window.qipanApp.cellCenter(6, 0));
        await page.mouse.move(enemy.x, enemy.y);
        await nextFrames(page, 3);
        const box = (await appState(page)).forecast;
        assert.ok(box, 'the forecast shows');
        assertInside(box, size.viewport, 'the forecast');
        await page.screenshot({ path: screenshotPath(`phone-${size.name}-tactics-forecast`) });
        await page.mouse.move(1, 1);
        await nextFrames(page, 3);
        assert.equal((await appState(page)).forecast, null, 'gone once the pointer leaves');
      });
    });
  }

  test('a swipe scrolls the move list on a phone', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 320, height: 568 }, isMobile: true, hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(env.url);
    await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null,
      { timeout: 30000 });
    // Twelve moves a side that repeat no position (a repetition would end
    // the game): a list longer than the panel shows, in pairs.
    const moves = ['c3c4', 'c6c5', 'g3g4', 'g6g5', 'a0a1', 'a9a8', 'i0i1', 'i9i8',
      'a1d1', 'a8d8', 'i1f1', 'i8f8', 'e3e4', 'e6e5', 'h0g2', 'h9g7', 'b0c2', 'b9c7',
      'b2b1', 'b7b8', 'h2h1', 'h7h8', 'f0e1', 'f9e8'];
    for (const m of moves) {
      await clickSquare(page, m.slice(0, 2));
      await clickSquare(page, m.slice(2));
    }
    await page.waitForFunction(() => !window.qipanApp.state().animating);
    await nextFrames(page, 4);
    assert.equal((await appState(page)).fen.split(' ').at(-1), String(moves.length / 2 + 1), 'every move played');
    const before = await rect(page, 'moves');
    assert.ok(before.scroll > 0, `the list follows the last move: ${JSON.stringify(before)}`);
    const cdp = await context.newCDPSession(page);
    const x = before.x + before.width / 2;
    const y0 = before.y + 10;
    const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
    });
    await touch('touchStart', y0);
    await nextFrames(page);
    for (let i = 1; i <= 5; i++) {
      await touch('touchMove', y0 + i * 12);
      await nextFrames(page, 1);
    }
    await touch('touchEnd', y0 + 60);
    await nextFrames(page, 3);
    const after = await rect(page, 'moves');
    assert.ok(after.scroll < before.scroll - 20, `swiped down: ${before.scroll} -> ${after.scroll}`);
    await context.close();
  });

  test('the page allows pinch zoom: the viewport lets it, two fingers zoom, one still plays', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(env.url);
    await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null,
      { timeout: 30000 });
    const meta = await page.evaluate(() => document.querySelector('meta[name=viewport]').content);
    assert.doesNotMatch(meta, /user-scalable\s*=\s*(no|0)/i, meta);
    assert.doesNotMatch(meta, /maximum-scale\s*=\s*1(\.0*)?\b/i, meta);
    const canvas = await page.evaluate(() => document.getElementById('board').width);

    // Two fingers on the board spread apart, as a player zooms in (the
    // browser starts a pinch only once they have moved past its touch slop:
    // from 40 to 160 pixels apart it zooms about 1.7 times).
    const cdp = await context.newCDPSession(page);
    const mid = await page.evaluate(() => window.qipanApp.squareCenter('e5'));
    const fingers = (d) => [{ x: mid.x - d, y: mid.y, id: 1 }, { x: mid.x + d, y: mid.y, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
    for (let d = 25; d <= 80; d += 5) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
      await page.waitForTimeout(16);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => window.visualViewport.scale > 1.3, null, { timeout: 5000 });
    await nextFrames(page, 3);
    const view = await page.evaluate(() => ({
      scale: visualViewport.scale, x: visualViewport.offsetLeft, y: visualViewport.offsetTop,
      width: visualViewport.width, height: visualViewport.height,
    }));
    // The pinch played nothing, selected nothing, and the page kept its layout.
    let s = await appState(page);
    assert.equal(s.selected, '');
    assert.equal(s.lastMove, '');
    assert.equal(await page.evaluate(() => document.getElementById('board').width), canvas);
    await page.screenshot({ path: screenshotPath('phone-pinch-zoomed') });

    // One finger then plays on the zoomed board: a tap on a piece in view and
    // on one of its points. (DevTools' touch points are CSS pixels from the
    // zoomed view's corner: Chromium adds the view's offset, not its scale.)
    const screen = (p) => ({ x: p.x - view.x, y: p.y - view.y });
    const shown = (p) => p.x >= view.x && p.x <= view.x + view.width &&
                         p.y >= view.y && p.y <= view.y + view.height;
    const moves = [['h2', 'e2'], ['b2', 'e2'], ['h0', 'g2'], ['b0', 'c2'], ['e3', 'e4'],
      ['c3', 'c4'], ['g3', 'g4'], ['a3', 'a4'], ['i3', 'i4']];
    const centre = (sq) => page.evaluate((q) => window.qipanApp.squareCenter(q), sq);
    let played = null;
    for (const [from, to] of moves) {
      const a = await centre(from);
      const b = await centre(to);
      if (shown(a) && shown(b)) {
        played = from + to;
        const p = screen(a);
        const q = screen(b);
        await page.touchscreen.tap(p.x, p.y);
        await nextFrames(page, 3);
        assert.equal((await appState(page)).selected, from, `a tap on ${from} selects it`);
        await page.touchscreen.tap(q.x, q.y);
        await nextFrames(page, 3);
        break;
      }
    }
    assert.ok(played, `no move of a red piece in view: ${JSON.stringify(view)}`);
    await page.waitForFunction(() => !window.qipanApp.state().animating);
    s = await appState(page);
    assert.equal(s.lastMove, played);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
