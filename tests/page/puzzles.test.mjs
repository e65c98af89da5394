// The Puzzles tab (web/board/puzzle_tab.h): a puzzle from public/puzzles.txt
// for the game on screen, a wrong move refused (the position stays) and
// retried, the solution found with the other side's replies played, the
// rating and streak kept in the page's storage across a reload, Next and
// the puzzle of the day; a puzzle's lead (the move that led to it) played
// on the board before the player's turn — Xiangqi and Jungle, 1280x800 in
// English and 390x844 in Chinese (the other pairings are the layout
// tests'). Screenshots: /tmp/study-puzzle-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, nextFrames, reveal, press, screenshotPath } from './browser.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true, language: 'zh' },
];

const puzzle = (page) => page.evaluate(() => window.qipanApp.puzzle());

// Clicks a square of the board on screen (the puzzle's board).
async function click(page, square) {
  const p = await page.evaluate((s) => window.qipanApp.squareCenter(s), square);
  await page.mouse.click(p.x, p.y);
  await nextFrames(page, 3);
}

// Plays the solver's moves of the solution, waiting for each reply.
async function solve(page) {
  const start = await puzzle(page);
  for (let i = start.done; i < start.solution.length; i += 2) {
    const m = start.solution[i];
    await click(page, m.slice(0, 2));
    await click(page, m.slice(2, 4));
    const p = await puzzle(page);
    if (p.solved) return p;
    await page.waitForFunction((n) => window.qipanApp.puzzle().done >= n, i + 2,
      { timeout: 10000 });
  }
  return puzzle(page);
}

// The squares of the solver's pieces in the puzzle's FEN: the pieces of
// the same case as the one the solution moves first (rank 9 on the top row
// in both games' notations).
function solverSquares(p) {
  const rows = p.fen.split(' ')[0].split('/');
  const squares = [];
  rows.forEach((row, r) => {
    let file = 0;
    for (const c of row) {
      if (/[0-9]/.test(c)) { file += Number(c); continue; }
      squares.push({ square: String.fromCharCode(97 + file) + (9 - r), upper: c === c.toUpperCase() });
      file += 1;
    }
  });
  const from = p.solution[p.done].slice(0, 2);
  const mover = squares.find((s) => s.square === from);
  assert.ok(mover, `${from} holds a piece in ${p.fen}`);
  return [from, ...squares.filter((s) => s.upper === mover.upper && s.square !== from)
    .map((s) => s.square)];
}

// A legal move of the solver's that is not the solution's, its piece left
// selected: the solution's own piece with another destination, else another
// piece's. Null (nothing selected) when the solution's move is the only one.
async function wrongMove(page) {
  const p = await puzzle(page);
  const first = p.solution[p.done];
  for (const square of solverSquares(p)) {
    await click(page, square);
    const s = await puzzle(page);
    const other = s.targets.find((t) => square + t !== first);
    if (other) return [square, other];
    if (s.selected !== '') await click(page, square);  // put it back down
    assert.equal((await puzzle(page)).selected, '', `${square} deselected`);
  }
  return null;
}

describe('the Puzzles tab', () => {
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
            if (!sessionStorage.getItem('set')) {
              localStorage.setItem('qipan.language', l);
              localStorage.setItem('qipan.hintDismissed', 'true');
              sessionStorage.setItem('set', '1');
            }
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

        for (const game of ['xiangqi', 'jungle']) {
          test(`a ${game} puzzle failed, retried, solved, then Next and the daily one`, async () => {
            await page.evaluate((g) => window.qipanApp.newGame(g), game);
            await nextFrames(page, 3);
            await press(page, 'mode-puzzles', size.viewport);
            await page.waitForFunction(() => {
              const p = window.qipanApp.puzzle();
              return p && p.loaded && p.id !== '' && !p.leadWaits;
            }, null, { timeout: 10000 });
            let p = await puzzle(page);
            assert.equal(p.error, '');
            assert.ok(p.count >= (game === 'xiangqi' ? 500 : 200), `${p.count} puzzles`);
            assert.ok(p.id.length > 0 && p.solution.length % 2 === 1);
            assert.equal(p.solved, false);
            const rating = p.rating;
            // A wrong move: refused, the position stays, the rating falls.
            const wrong = await wrongMove(page);
            if (wrong) {
              await click(page, wrong[1]);
              const after = await puzzle(page);
              if (!after.solved) {
                assert.equal(after.wrong, true, JSON.stringify(after));
                assert.equal(after.fen, p.fen, 'the wrong move is not played');
                assert.ok(after.rating < rating, `${after.rating} < ${rating}`);
                await page.screenshot({ path: `/tmp/study-puzzle-wrong-${game}-${size.name}-${language}.png` });
                await press(page, 'puzzle-retry', size.viewport);
                assert.equal((await puzzle(page)).wrong, false);
              }
            }
            p = await puzzle(page);
            if (!p.solved) p = await solve(page);
            assert.equal(p.solved, true, JSON.stringify(p));
            assert.equal(p.attempts >= 1, true);
            await nextFrames(page, 10);
            await page.screenshot({ path: `/tmp/study-puzzle-${game}-${size.name}-${language}.png` });
            // Next: another puzzle, not solved.
            const id = p.id;
            await press(page, 'puzzle-next', size.viewport);
            p = await puzzle(page);
            assert.notEqual(p.id, id);
            assert.equal(p.solved, false);
            assert.equal(p.done, 0);
            // The solution shown: solved, failed.
            await press(page, 'puzzle-solution', size.viewport);
            p = await puzzle(page);
            assert.equal(p.solved && p.shown && p.failed, true);
            // The puzzle of the day, the same on a second press.
            await press(page, 'puzzle-daily', size.viewport);
            const daily = await puzzle(page);
            assert.equal(daily.daily, true);
            await press(page, 'puzzle-daily', size.viewport);
            assert.equal((await puzzle(page)).id, daily.id);
            // The stats survive a reload (the page's storage).
            const kept = { rating: p.rating, attempts: p.attempts };
            await page.reload();
            await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true,
              null, { timeout: 30000 });
            await page.waitForFunction(() => {
              const q = window.qipanApp.puzzle();
              return q && q.loaded && q.id !== '';
            }, null, { timeout: 10000 });
            const again = await puzzle(page);
            assert.equal(again.rating, kept.rating);
            assert.equal(again.attempts, kept.attempts);
            assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'puzzles');
            await press(page, 'mode-play', size.viewport);
          });
        }
      });
    }
  }
});

// A puzzle file as core/study/puzzle.h writes it: the header, the lines,
// the end line with the count and the FNV-1a (64-bit) checksum.
function puzzleFile(lines) {
  const body = `qipan-puzzles 2\n${lines.map((l) => `${l.join('\t')}\n`).join('')}`;
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(body)) {
    h ^= BigInt(b);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `${body}end\t${lines.length}\t${h.toString(16).padStart(16, '0')}\n`;
}

// Black's general steps down into Red's mate: the lead, then Red's answer.
const beforeLead = '5a3/4k4/9/3P5/2R6/9/9/9/9/5K3 b - - 0 1';
const led = puzzleFile([
  ['x1', 'xiangqi', beforeLead, 'c5e5', 'mate', '1', '800', 'e8e7'],
  ['x2', 'xiangqi', '5a3/9/4k4/3P5/2R6/9/9/9/9/5K3 w - - 0 1', 'c5e5', 'mate', '1', '800', '-'],
]);

describe("a puzzle's lead", () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    for (const language of [size.language]) {
      test(`${size.name} ${language}: the move that led to it is played first, marked`, async () => {
        const context = await env.browser.newContext({
          viewport: size.viewport, deviceScaleFactor: size.scale,
          isMobile: size.mobile, hasTouch: size.mobile,
        });
        await context.addInitScript((l) => {
          localStorage.setItem('qipan.language', l);
          localStorage.setItem('qipan.hintDismissed', 'true');
          // Rated near the puzzles' 800 (the first one chosen is x1 or x2).
          localStorage.setItem('qipan.puzzles.xiangqi', '800 0 0 0');
        }, language);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
        await page.route('**/puzzles.txt', (route) => route.fulfill({ body: led, contentType: 'text/plain' }));
        await page.goto(env.url);
        await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true,
          null, { timeout: 30000 });
        await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
        await nextFrames(page, 3);
        await press(page, 'mode-puzzles', size.viewport);
        await page.waitForFunction(() => window.qipanApp.puzzle()?.id !== '', null, { timeout: 10000 });
        if ((await puzzle(page)).id !== 'x1') await press(page, 'puzzle-next', size.viewport);
        let p = await puzzle(page);
        assert.equal(p.id, 'x1', JSON.stringify(p));
        assert.equal(p.error, '');
        assert.equal(p.lead, 'e8e7');
        // Opened on the position before the lead, the player not to move yet.
        assert.equal(p.leadWaits, true, JSON.stringify(p));
        assert.equal(p.fen, beforeLead);
        assert.equal(p.solverToMove, false);
        // A click picks nothing up while the lead waits (a piece is only
        // selected once the lead has been played and marked).
        await click(page, 'c5');
        const early = await puzzle(page);
        assert.ok(early.selected === '' || (!early.leadWaits && early.last === 'e8e7'),
          JSON.stringify(early));
        // Then the lead glides in and is marked as the last move.
        await page.waitForFunction(() => !window.qipanApp.puzzle().leadWaits, null, { timeout: 10000 });
        await page.waitForFunction(() => !window.qipanApp.state().animating, null, { timeout: 10000 });
        await nextFrames(page, 3);
        p = await puzzle(page);
        assert.equal(p.fen.split(' ')[0], '5a3/9/4k4/3P5/2R6/9/9/9/9/5K3');
        assert.equal(p.last, 'e8e7');
        assert.equal(p.solverToMove, true);
        assert.equal(p.done, 0);
        await page.screenshot({ path: screenshotPath(`puzzle-lead-${size.name}-${language}`) });
        // The player's answer mates.
        if ((await puzzle(page)).selected !== 'c5') await click(page, 'c5');
        await click(page, 'e5');
        p = await puzzle(page);
        assert.equal(p.solved, true, JSON.stringify(p));
        assert.equal(p.last, 'c5e5');
        assert.equal(p.failed, false);
        await context.close();
        assert.deepEqual(errors, [], 'no errors in the page');
      });
    }
  }
});
