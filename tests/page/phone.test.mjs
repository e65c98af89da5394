// Phones and zoom: at 320x568, 390x844 and at 200% browser zoom the panel's
// buttons, the move list and the end banners (xiangqi and tactics) stay
// inside the viewport; the banner can be hidden; a swipe scrolls the move
// list. Screenshots of each size go to test-results/page/phone-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startBrowser, appState, clickSquare, nextFrames, screenshotPath,
  clickCell, loadScenario, lastStand,
} from './browser.mjs';

const mate = { fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w', from: 'b0', to: 'b9' };

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
        for (const name of ['new', 'undo', 'redo', 'flip']) {
          assertInside(await rect(page, name), size.viewport, name);
        }
        await page.screenshot({ path: screenshotPath(`phone-${size.name}-computer`) });
        // At least a few rows of the move list are on screen.
        const moves = await rect(page, 'moves');
        assert.ok(moves.height >= 3 * 14, `move list ${JSON.stringify(moves)}`);
        assertInside(moves, size.viewport, 'the move list');
        const people = await page.evaluate(() => window.qipanApp.controlCenter('people'));
        await page.mouse.click(people.x, people.y);
        await nextFrames(page, 4);
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
        for (const name of ['banner-new', 'banner-undo', 'banner-hide']) {
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
    // Horses out and back: a list longer than the panel shows.
    for (let i = 0; i < 4; i++) {
      for (const [a, b] of [['b0', 'c2'], ['b9', 'c7'], ['c2', 'b0'], ['c7', 'b9']]) {
        await clickSquare(page, a);
        await clickSquare(page, b);
      }
    }
    await page.waitForFunction(() => !window.qipanApp.state().animating);
    await nextFrames(page, 4);
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
});
