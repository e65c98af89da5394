// Arrows and circles drawn on the board (core/session/marks.h), as players
// annotate on lichess: a right-button drag from one point to another draws
// an arrow, a right click a circle, the same mark again takes it away, a
// left click or a move clears them; on a phone a finger held still for half
// a second starts the same gesture, and a quick tap or a drag of a piece
// draws nothing. Xiangqi and Jungle, at 1280x800 (mouse) and 390x844
// (touch). Screenshots: test-results/page/marks-*.png.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { appState, nextFrames, screenshotPath, pixelsAt } from './browser.mjs';
import { play, tablePages } from './table.mjs';

const centre = (page, sq) => page.evaluate((s) => window.qipanApp.squareCenter(s), sq);
const marks = async (page) => (await appState(page)).marks;

// A drag with the right button, in steps.
async function rightDrag(page, from, to) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await nextFrames(page, 2);
  for (let i = 1; i <= 5; ++i) {
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 5, a.y + ((b.y - a.y) * i) / 5);
    await nextFrames(page, 1);
  }
  await page.mouse.up({ button: 'right' });
  await nextFrames(page, 3);
}

// One finger: pressed on `from`, held `holdMs` (0: not at all), slid to
// `to`, lifted. A quick gesture is sent in one burst: on a loaded machine
// each event sent on its own can take the half second a long press needs.
async function finger(page, cdp, from, to, holdMs) {
  const a = await centre(page, from);
  const b = await centre(page, to);
  const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y, id: 1 }],
  });
  const steps = from === to ? [] : [1, 2, 3, 4, 5].map((i) => ({
    x: a.x + ((b.x - a.x) * i) / 5, y: a.y + ((b.y - a.y) * i) / 5,
  }));
  if (holdMs === 0) {
    await Promise.all([touch('touchStart', a), ...steps.map((p) => touch('touchMove', p)),
      touch('touchEnd', b)]);
    await nextFrames(page, 4);
    return;
  }
  await touch('touchStart', a);
  await nextFrames(page, 2);
  await page.waitForTimeout(holdMs);
  await nextFrames(page, 2);
  for (const p of steps) {
    await touch('touchMove', p);
    await nextFrames(page, 1);
  }
  await touch('touchEnd', b);
  await nextFrames(page, 3);
}

// `arrow` by mouse; `held` a long press from one's own piece to a point it
// cannot go to (an arrow), `circle` on a point the press does nothing to,
// `move` a move (played by a long press and by a quick drag), `reply` the
// other side's piece.
const games = {
  xiangqi: {
    arrow: ['h2', 'h9'], held: ['b0', 'e4'], circle: 'e9', move: ['h2', 'e2'], reply: ['h9', 'g7'],
  },
  jungle: {
    arrow: ['b2', 'b8'], held: ['b2', 'b8'], circle: 'd9', move: ['a3', 'a4'], reply: ['g7', 'g6'],
  },
};

describe('arrows and circles on the board', () => {
  const { open } = tablePages();

  for (const [game, g] of Object.entries(games)) {
    test(`${game}, 1280x800 mouse: a right drag draws an arrow, a right click a circle`, async () => {
      const page = await open({ language: 'en' });
      await page.evaluate((n) => window.qipanApp.newGame(n), game);
      await nextFrames(page, 3);
      assert.deepEqual(await marks(page), []);
      await rightDrag(page, g.arrow[0], g.arrow[1]);
      assert.deepEqual(await marks(page), [g.arrow.join('')]);
      // A right click (press and release on one point): a circle.
      await rightDrag(page, g.circle, g.circle);
      assert.deepEqual(await marks(page), [g.arrow.join(''), g.circle + g.circle]);
      // Nothing was selected or played by the right button.
      let s = await appState(page);
      assert.equal(s.selected, '');
      assert.equal(s.moves, 0);
      // Drawn on the board: the arrow's middle is the marks' green.
      const a = await centre(page, g.arrow[0]);
      const b = await centre(page, g.arrow[1]);
      const [mid] = await pixelsAt(page, [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }]);
      assert.ok(mid[1] > mid[0] && mid[1] > mid[2], `the arrow is green: ${mid}`);
      await page.screenshot({ path: screenshotPath(`marks-${game}-1280x800`) });
      // The same arrow again takes it away; the circle stays.
      await rightDrag(page, g.arrow[0], g.arrow[1]);
      assert.deepEqual(await marks(page), [g.circle + g.circle]);
      // A left click on the board clears every mark.
      const c = await centre(page, g.circle);
      await page.mouse.click(c.x, c.y);
      await nextFrames(page, 3);
      assert.deepEqual(await marks(page), []);
      // A move clears them too.
      await rightDrag(page, g.arrow[0], g.arrow[1]);
      assert.equal((await marks(page)).length, 1);
      await play(page, [g.move.join('')]);
      s = await appState(page);
      assert.equal(s.moves, 1);
      assert.deepEqual(s.marks, []);
      // Released off the board: nothing.
      const from = await centre(page, g.reply[0]);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down({ button: 'right' });
      await page.mouse.move(1270, 400, { steps: 4 });
      await page.mouse.up({ button: 'right' });
      await nextFrames(page, 3);
      assert.deepEqual(await marks(page), []);
    });

    test(`${game}, 390x844 touch: a long press draws, a tap and a drag play as before`, async () => {
      const page = await open({ language: 'zh', viewport: { width: 390, height: 844 }, mobile: true });
      const cdp = await page.context().newCDPSession(page);
      await page.evaluate((n) => window.qipanApp.newGame(n), game);
      await nextFrames(page, 3);
      // A piece held still for 0.8 s, then slid where it cannot go: an
      // arrow; the piece goes back, still selected.
      await finger(page, cdp, g.held[0], g.held[1], 800);
      let s = await appState(page);
      assert.deepEqual(s.marks, [g.held.join('')]);
      assert.equal(s.selected, g.held[0]);
      assert.equal(s.moves, 0);
      // Held still and lifted where it pressed: a circle.
      await finger(page, cdp, g.circle, g.circle, 800);
      assert.deepEqual(await marks(page), [g.held.join(''), g.circle + g.circle]);
      await page.screenshot({ path: screenshotPath(`marks-${game}-390x844`) });
      // A piece held as long, then dropped where it can go: the move wins,
      // and the move clears the marks.
      await finger(page, cdp, g.move[0], g.move[1], 800);
      s = await appState(page);
      assert.equal(s.lastMove, g.move.join(''), 'a long press that drops a piece plays it');
      assert.deepEqual(s.marks, []);
      // A quick tap selects, and draws nothing; a quick drag plays.
      await finger(page, cdp, g.reply[0], g.reply[0], 0);
      s = await appState(page);
      assert.equal(s.selected, g.reply[0]);
      assert.deepEqual(s.marks, []);
      await finger(page, cdp, g.reply[0], g.reply[1], 0);
      assert.equal((await appState(page)).lastMove, g.reply.join(''), 'a drag plays');
    });
  }
});
