// The position editor (the Edit tab, web/board/edit_board.h): a set-up made
// by dragging palette pieces and by picking one and clicking squares, a
// piece dragged off the board, the rules' refusal named in English and
// Chinese, and Play a friend from the edited position — at 1280x800 and
// 390x844. Screenshots: test-results/page/editor-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, appState, nextFrames, screenshotPath, reveal, press } from './browser.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true },
];

// Scrolls the panel until control `name` is whole in the panel's visible
// part (on a phone the panel's top can be scrolled under the board, where
// a click lands on the board); its centre.
const square = (page, sq) => page.evaluate((s) => window.qipanApp.squareCenter(s), sq);

// A drag as a player makes it: press, move in steps, release.
async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await nextFrames(page, 2);
  for (let i = 1; i <= 5; ++i) {
    await page.mouse.move(from.x + (to.x - from.x) * i / 5, from.y + (to.y - from.y) * i / 5);
    await nextFrames(page, 1);
  }
  await page.mouse.up();
  await nextFrames(page, 3);
}

describe('the position editor', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    for (const language of ['en', 'zh']) {
      describe(`${size.name} ${language}`, () => {
        let context;
        let page;
        const errors = [];
        before(async () => {
          context = await env.browser.newContext({
            viewport: size.viewport, deviceScaleFactor: size.scale,
            isMobile: size.mobile, hasTouch: size.mobile,
          });
          await context.addInitScript((l) => {
            localStorage.setItem('qipan.language', l);
            localStorage.setItem('qipan.hintDismissed', 'true');
          }, language);
          page = await context.newPage();
          page.on('pageerror', (e) => errors.push(e.message));
          await page.goto(env.url);
          await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true,
            null, { timeout: 30000 });
          await nextFrames(page, 3);
        });
        after(async () => {
          assert.deepEqual(errors, [], 'no errors in the page');
          await context.close();
        });

        test('a xiangqi set-up by drag and by click, refused in words, then played', async () => {
          await press(page, 'mode-edit', size.viewport);
          let s = await appState(page);
          assert.equal(s.edit.fen, s.fen, 'the editor starts from the board');
          await press(page, 'edit-empty', size.viewport);
          s = await appState(page);
          assert.ok(s.edit.problems.some((p) => p.kind === 'no_general'), JSON.stringify(s.edit));
          // Drag the red general from the palette to e0.
          const k = await reveal(page, 'palette-K', size.viewport);
          await drag(page, k, await square(page, 'e0'));
          s = await appState(page);
          assert.equal(s.edit.fen.split(' ')[0], '9/9/9/9/9/9/9/9/9/4K4', s.edit.fen);
          // Pick the black general and click e9: the generals face each other.
          await press(page, 'palette-k', size.viewport);
          assert.equal((await appState(page)).edit.brush, 'k');
          const e9 = await square(page, 'e9');
          await page.mouse.click(e9.x, e9.y);
          await nextFrames(page, 3);
          s = await appState(page);
          const facing = s.edit.problems.find((p) => p.kind === 'generals_facing');
          assert.ok(facing, JSON.stringify(s.edit.problems));
          assert.match(language === 'zh' ? facing.zh : facing.en, language === 'zh' ? /将|帅/ : /face/i);
          await page.screenshot({ path: screenshotPath(`editor-${size.name}-${language}-refused`) });
          // Put the brush down, then drag the black general off e9 to d9.
          await press(page, 'palette-k', size.viewport);
          await drag(page, await square(page, 'e9'), await square(page, 'd9'));
          // A rook by drag, then dragged off the board: removed.
          await drag(page, await reveal(page, 'palette-R', size.viewport), await square(page, 'a1'));
          s = await appState(page);
          assert.equal(s.edit.fen.split(' ')[0], '3k5/9/9/9/9/9/9/9/R8/4K4', s.edit.fen);
          const a1 = await square(page, 'a1');
          await drag(page, a1, { x: 2, y: a1.y });
          s = await appState(page);
          assert.equal(s.edit.fen.split(' ')[0], '3k5/9/9/9/9/9/9/9/9/4K4', s.edit.fen);
          assert.deepEqual(s.edit.problems, []);
          await drag(page, await reveal(page, 'palette-R', size.viewport), await square(page, 'a1'));
          await page.screenshot({ path: screenshotPath(`editor-${size.name}-${language}`) });
          // Play a friend from it: a game by link, Red to move here.
          await press(page, 'edit-friend', size.viewport);
          s = await appState(page);
          assert.equal(s.fen, '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1');
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'play');
          assert.ok(s.link && s.link.side === 'red', JSON.stringify(s.link));
          assert.match(s.link.link, /^qipan\.xiangqi\.red\./);
        });

        test('jungle: an animal in its own den is refused', async () => {
          await page.evaluate(() => window.qipanApp.newGame('jungle'));
          await nextFrames(page, 3);
          await press(page, 'mode-edit', size.viewport);
          await press(page, 'edit-empty', size.viewport);
          await drag(page, await reveal(page, 'palette-L', size.viewport), await square(page, 'd1'));
          const s = await appState(page);
          assert.ok(s.edit.problems.length > 0, JSON.stringify(s.edit));
          assert.ok(s.edit.problems.every((p) => p.en && p.zh));
          await page.screenshot({ path: screenshotPath(`editor-${size.name}-${language}-jungle`) });
          await press(page, 'mode-play', size.viewport);
        });
      });
    }
  }
});
