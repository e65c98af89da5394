// Drag-and-drop by mouse and by touch, the keys (Esc, Ctrl+Z, Ctrl+Y,
// Ctrl+Shift+Z, F), the hover cursor, and an idle page that asks for no
// animation frames at all.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startBrowser, appState, clickSquare, clickControl, nextFrames, screenshotPath,
} from './browser.mjs';

const centre = (page, square) => page.evaluate((sq) => window.qipanApp.squareCenter(sq), square);

// A mouse drag from one square to another in small steps, a frame drawn
// after each; `during` runs while the piece is held over the target.
async function mouseDrag(page, from, to, during) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await nextFrames(page);
  for (let i = 1; i <= 6; i++) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
    await nextFrames(page, 1);
  }
  await nextFrames(page);
  if (during) await during();
  await page.mouse.up();
  await nextFrames(page, 3);
}

// The same with one finger, through the DevTools protocol's touch events.
async function touchDrag(page, cdp, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y, id: 1 }],
  });
  await touch('touchStart', a);
  await nextFrames(page);
  for (let i = 1; i <= 6; i++) {
    await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 });
    await nextFrames(page, 1);
  }
  await touch('touchEnd', b);
  await nextFrames(page, 3);
}

describe('drag, keys and hover on the page', () => {
  let env;
  let context;
  let page;
  const errors = [];
  before(async () => {
    env = await startBrowser();
    context = await env.browser.newContext({ viewport: { width: 1200, height: 800 }, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(env.url);
    await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null,
      { timeout: 30000 });
  });
  after(async () => {
    assert.deepEqual(errors, [], 'no errors in the page');
    await env?.close();
  });

  test('a mouse drag to a legal point plays the move, the piece following the pointer', async () => {
    await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
    await nextFrames(page, 3);
    await mouseDrag(page, 'h2', 'e2', async () => {
      const s = await appState(page);
      assert.equal(s.selected, 'h2', 'the pressed piece is selected while dragged');
      assert.ok(s.targets.includes('e2'), 'its legal points are shown');
      assert.equal(s.lastMove, '');
      await page.screenshot({ path: screenshotPath('drag-xiangqi-held') });
    });
    const s = await appState(page);
    assert.equal(s.lastMove, 'h2e2');
    assert.equal(s.turn, 'black');
    assert.equal(s.selected, '');
    assert.equal(s.animating, false, 'a drop lands without a glide');
  });

  test('a mouse drag to an illegal point plays nothing and keeps the piece selected', async () => {
    const before = await appState(page);
    await mouseDrag(page, 'h7', 'g6');  // a cannon moves straight
    const s = await appState(page);
    assert.equal(s.fen, before.fen);
    assert.equal(s.selected, 'h7');
    // Dropped off the board: the piece returns, still selected.
    const a = await centre(page, 'h7');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await nextFrames(page);
    await page.mouse.move(1190, 790, { steps: 4 });
    await nextFrames(page);
    await page.mouse.up();
    await nextFrames(page, 3);
    const t = await appState(page);
    assert.equal(t.fen, before.fen);
    assert.equal(t.selected, 'h7');
  });

  test('click-click still plays alongside drag', async () => {
    await clickSquare(page, 'h9');
    await clickSquare(page, 'g7');
    assert.equal((await appState(page)).lastMove, 'h9g7');
  });

  test('a touch drag plays a move on the jungle board; to an illegal point it does not', async () => {
    const cdp = await context.newCDPSession(page);
    await page.evaluate(() => window.qipanApp.newGame('jungle'));
    await nextFrames(page, 3);
    const start = await appState(page);
    await touchDrag(page, cdp, 'a3', 'c3');  // a rat cannot jump two squares
    let s = await appState(page);
    assert.equal(s.fen, start.fen);
    assert.equal(s.selected, 'a3');
    await touchDrag(page, cdp, 'a3', 'a4');
    s = await appState(page);
    assert.equal(s.lastMove, 'a3a4');
    assert.equal(s.turn, 'red');
    // And on the xiangqi board.
    await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
    await nextFrames(page, 3);
    await touchDrag(page, cdp, 'b0', 'c2');
    assert.equal((await appState(page)).lastMove, 'b0c2');
    await cdp.detach();
  });

  test('keys: Esc deselects, Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo, F flips', async () => {
    await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
    await nextFrames(page, 3);
    await clickSquare(page, 'h2');
    assert.equal((await appState(page)).selected, 'h2');
    await page.keyboard.press('Escape');
    await nextFrames(page);
    assert.equal((await appState(page)).selected, '');

    await clickSquare(page, 'h2');
    await clickSquare(page, 'e2');
    assert.equal((await appState(page)).lastMove, 'h2e2');
    await page.keyboard.press('Control+z');
    await nextFrames(page);
    assert.equal((await appState(page)).lastMove, '');
    await page.keyboard.press('Control+y');
    await nextFrames(page);
    assert.equal((await appState(page)).lastMove, 'h2e2');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+Shift+Z');
    await nextFrames(page);
    assert.equal((await appState(page)).lastMove, 'h2e2');

    assert.equal((await appState(page)).flipped, false);
    await page.keyboard.press('f');
    await nextFrames(page);
    assert.equal((await appState(page)).flipped, true);
    // Clicks follow the flipped board.
    await clickSquare(page, 'h7');
    await clickSquare(page, 'e7');
    assert.equal((await appState(page)).lastMove, 'h7e7');
    await page.keyboard.press('F');
    await nextFrames(page);
    assert.equal((await appState(page)).flipped, false);
  });

  test('the cursor is a hand over a piece to move and its points, an arrow elsewhere', async () => {
    await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
    await nextFrames(page, 3);
    const cursorAt = async (square) => {
      const p = await centre(page, square);
      await page.mouse.move(p.x, p.y);
      await nextFrames(page);
      return page.evaluate(() => document.getElementById('board').style.cursor);
    };
    assert.equal(await cursorAt('h2'), 'pointer');   // red's cannon, red to move
    assert.equal(await cursorAt('h7'), 'default');   // black's
    assert.equal(await cursorAt('e4'), 'default');   // an empty point
    await clickSquare(page, 'h2');
    assert.equal(await cursorAt('e2'), 'pointer');   // a legal point of the selection
    await page.screenshot({ path: screenshotPath('hover-target') });
    const undo = await page.evaluate(() => window.qipanApp.controlCenter('new'));
    await page.mouse.move(undo.x, undo.y);
    await nextFrames(page);
    assert.equal(await page.evaluate(() => document.getElementById('board').style.cursor), 'pointer');
  });

  test('idle, the page asks for no animation frame and draws nothing', async () => {
    // Settle, then count every requestAnimationFrame call for 1.5 s.
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);
    for (let last = -1, now = await page.evaluate(() => window.qipanApp.frames()); now !== last;) {
      last = now;
      await page.waitForTimeout(500);
      now = await page.evaluate(() => window.qipanApp.frames());
    }
    const counted = await page.evaluate(() => new Promise((resolve) => {
      const raf = window.requestAnimationFrame;
      let calls = 0;
      window.requestAnimationFrame = (f) => { calls++; return raf.call(window, f); };
      const frames = window.qipanApp.frames();
      setTimeout(() => {
        window.requestAnimationFrame = raf;
        resolve({ calls, drawn: window.qipanApp.frames() - frames });
      }, 1500);
    }));
    assert.deepEqual(counted, { calls: 0, drawn: 0 });
    // Input wakes it: a click still selects and draws.
    const before = await page.evaluate(() => window.qipanApp.frames());
    await clickSquare(page, 'h2');
    assert.equal((await appState(page)).selected, 'h2');
    assert.ok((await page.evaluate(() => window.qipanApp.frames())) > before);
  });
});
