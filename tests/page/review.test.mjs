// The Review tab (web/board/review_tab.h): a game reviewed in the engine
// worker with a progress bar, its moves classed and marked in the move
// list, the chart's click showing a position, the summary per side, and
// "Learn from your mistakes" replaying the blunder as an exercise — for
// Xiangqi and Jungle, at 1280x800 in English and 390x844 in
// Chinese (the other pairings are the layout tests').
// Screenshots: /tmp/study-review-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, nextFrames, clickSquare, reveal, press } from './browser.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true, language: 'zh' },
];

// Each game: a start, a blunder by the first side and the reply that
// punishes it, and the better move's first square.
const games = [
  {
    game: 'xiangqi',
    fen: '3k5/9/9/9/9/9/9/2n6/9/R3K4 w - - 0 1',
    moves: [['a0', 'a1'], ['c2', 'a1']],
  },
  {
    game: 'jungle',
    // Blue's elephant walks next to Red's rat, which takes it.
    fen: 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w',
    moves: null, // played from the legal moves the test finds
  },
];

const review = (page) => page.evaluate(() => window.qipanApp.review());
const state = (page) => page.evaluate(() => window.qipanApp.state());

async function waitGlide(page) {
  await page.waitForFunction(() => !window.qipanApp.state().animating, null, { timeout: 10000 });
  await nextFrames(page, 2);
}

describe('the Review tab', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    for (const language of [size.language]) {
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
          page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
          await page.goto(env.url);
          await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true,
            null, { timeout: 30000 });
          await nextFrames(page, 3);
        });
        after(async () => {
          await context?.close();
          assert.deepEqual(errors, [], 'no errors in the page');
        });

        test('a Xiangqi blunder is reviewed, marked, charted and learnt from', async () => {
          const g = games[0];
          await page.evaluate(({ game, fen }) => window.qipanApp.newGame(game, fen), g);
          await nextFrames(page, 3);
          for (const [from, to] of g.moves) {
            await clickSquare(page, from);
            await clickSquare(page, to);
            await waitGlide(page);
          }
          assert.equal((await state(page)).moves, 2);
          await press(page, 'mode-review', size.viewport);
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'review');
          assert.equal((await review(page)).phase, 'none');
          await press(page, 'review-start', size.viewport);
          // The progress bar while the worker scores the positions.
          const first = await review(page);
          assert.ok(['running', 'waiting', 'done'].includes(first.phase), first.phase);
          // Three positions, and more once the check pass re-searches a
          // move the first pass classed as an error (the total grows then).
          assert.ok(first.total >= 3, `total ${first.total}`);
          await page.waitForFunction(() => window.qipanApp.review().phase === 'done', null,
            { timeout: 60000 });
          await nextFrames(page, 3);
          const r = await review(page);
          assert.equal(r.classes.length, 2);
          assert.equal(r.classes[0], 'blunder', JSON.stringify(r));
          assert.notEqual(r.best[0], 'a0a1');
          assert.equal(r.win.length, 3);
          assert.ok(r.win[0] > 70 && r.win[2] < 50, `Red's win% falls: ${r.win}`);
          assert.equal(r.counts[0][4], 1, 'one blunder for Red');
          assert.ok(r.accuracy[0] < r.accuracy[1], 'Black played more accurately');
          // The move list marks the blunder.
          await reveal(page, 'move-1', size.viewport);
          // The chart: a click at its left edge shows the start, its right the end.
          await press(page, 'review-chart', size.viewport, 0.02);
          assert.equal((await state(page)).viewing, 0);
          await press(page, 'review-chart', size.viewport, 0.55);
          assert.equal((await state(page)).viewing, 1);
          const judged = await review(page);
          assert.equal(judged.selected, 'blunder');
          assert.ok(judged.better.length > 0, 'the better line is written');
          await page.screenshot({ path: `/tmp/study-review-${size.name}-${language}.png` });
          // Learn from your mistakes: the blunder again is refused, the better move solves it.
          await press(page, 'review-learn', size.viewport);
          let l = await review(page);
          assert.equal(l.learning, true);
          assert.equal(l.exercises, 1);
          assert.equal(l.exerciseFen.split(' ')[0], g.fen.split(' ')[0]);
          await clickSquare(page, 'a0');
          await clickSquare(page, 'a1');
          await nextFrames(page, 3);
          l = await review(page);
          assert.equal(l.exerciseWrong, true);
          assert.equal(l.exerciseFen.split(' ')[0], g.fen.split(' ')[0], 'the wrong move is not played');
          await press(page, 'learn-retry', size.viewport);
          const best = r.best[0];
          await clickSquare(page, best.slice(0, 2));
          await clickSquare(page, best.slice(2, 4));
          await nextFrames(page, 3);
          l = await review(page);
          assert.equal(l.exerciseSolved, true, JSON.stringify(l));
          await page.screenshot({ path: `/tmp/study-learn-${size.name}-${language}.png` });
          await press(page, 'learn-back', size.viewport);
          assert.equal((await review(page)).learning, false);
        });

        test('the banner of a finished game opens its review', async () => {
          await press(page, 'mode-play', size.viewport);
          await page.evaluate(() => window.qipanApp.newGame('xiangqi', '5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 w - - 0 1'));
          await nextFrames(page, 3);
          await clickSquare(page, 'c5');
          await clickSquare(page, 'e5');
          await waitGlide(page);
          assert.equal((await state(page)).status.over, true);
          const b = await page.evaluate(() => window.qipanApp.controlCenter('banner-review'));
          await page.mouse.click(b.x, b.y);
          await nextFrames(page, 3);
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'review');
          // The banner stays with the Play tab: it would cover the board here.
          await assert.rejects(page.evaluate(() => window.qipanApp.controlRect('banner')),
            /no control named 'banner'/);
          await page.waitForFunction(() => window.qipanApp.review().phase === 'done', null,
            { timeout: 60000 });
          const r = await review(page);
          assert.deepEqual(r.classes, ['best']);
          assert.equal(r.win[r.win.length - 1], 100, 'Red won');
        });

        test('a Jungle game is reviewed through the same tab', async () => {
          await page.evaluate(() => window.qipanApp.newGame('jungle'));
          await nextFrames(page, 3);
          // Two moves by clicking: the first piece with a target, twice.
          for (let k = 0; k < 2; ++k) {
            const squares = [];
            for (const f of 'abcdefg') for (let r = 1; r <= 9; ++r) squares.push(f + r);
            let moved = false;
            for (const sq of squares) {
              await clickSquare(page, sq);
              const s = await state(page);
              if (s.selected && s.targets.length > 0) {
                await clickSquare(page, s.targets[0]);
                await waitGlide(page);
                moved = true;
                break;
              }
            }
            assert.ok(moved, 'a move was found');
          }
          await press(page, 'mode-review', size.viewport);
          await press(page, 'review-start', size.viewport);
          await page.waitForFunction(() => window.qipanApp.review().phase === 'done', null,
            { timeout: 60000 });
          const r = await review(page);
          assert.equal(r.classes.length, 2);
          assert.equal(r.win.length, 3);
          assert.ok(r.accuracy[0] >= 0 && r.accuracy[0] <= 100);
          await press(page, 'mode-play', size.viewport);
        });
      });
    }
  }
});
