// The Analyse tab (web/board/analysis_tab.h): entered from a game in
// progress with its moves, the engine's lines and depth arriving from the
// worker, a move played on the board making a variation (and the engine
// starting again on the new position), a line clicked and played through,
// the exported record keeping the variation, Jungle the same way, an
// imported record and the Edit tab's Analyse opening here, and the
// evaluation bar against the computer (a setting, off by default). At
// 1280x800 in English and 390x844 in Chinese: each size and each language
// once (every test here waits on the engine, and the suite has a time
// limit; the other pairings' text widths are the layout tests'). Screenshots:
// test-results/page/analyse-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, appState, nextFrames, screenshotPath, reveal, press, scrollTop, controlRect } from './browser.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true, language: 'zh' },
];

// Scrolls the panel until control `name` is whole on screen; its centre.
// Scrolls the panel back to its top (the board is whole on screen again on a phone).
async function clickSquare(page, sq) {
  const p = await page.evaluate((s) => window.qipanApp.squareCenter(s), sq);
  await page.mouse.click(p.x, p.y);
  await nextFrames(page, 3);
}

async function play(page, moves) {
  for (const m of moves) {
    await clickSquare(page, m.slice(0, 2));
    await clickSquare(page, m.slice(2, 4));
    await page.waitForFunction(() => !window.qipanApp.state().animating);
  }
}

// Waits until the analysis has at least `depth` and `lines` lines for the
// request after `requests` (the engine answered the new position).
async function analysed(page, { depth = 2, lines = 1, requests = 0 } = {}) {
  await page.waitForFunction(({ d, n, r }) => {
    const a = window.qipanApp.state().analysis;
    return a && a.requests > r && a.depth >= d && a.lines.length >= n;
  }, { d: depth, n: lines, r: requests }, { timeout: 60000 });
  return (await appState(page)).analysis;
}

// The settings window's "Evaluation bar against the computer" set to `on`
// (the window settles over a few frames before its box is clicked).
async function toggleEvalBar(page, viewport, on) {
  await press(page, 'settings', viewport);
  await nextFrames(page, 4);
  const box = await page.evaluate(() => window.qipanApp.controlCenter('eval-bar'));
  await page.mouse.click(box.x, box.y);
  await nextFrames(page, 4);
  assert.equal((await page.evaluate(() => window.qipanApp.settings())).evalBar, on);
  const close = await page.evaluate(() => window.qipanApp.controlCenter('settings-close'));
  await page.mouse.click(close.x, close.y);
  await nextFrames(page, 4);
}

// A line's moves as the panel writes them: never ICCS squares in WXF/Chinese.
const iccs = /\b[a-i][0-9][a-i][0-9]\b/;

describe('the Analyse tab', () => {
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
            permissions: ['clipboard-read', 'clipboard-write'],
          });
          await context.addInitScript((l) => {
            localStorage.setItem('qipan.language', l);
            localStorage.setItem('qipan.hintDismissed', 'true');
            localStorage.setItem('qipan.notation', l === 'zh' ? 'chinese' : 'wxf');
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
          assert.deepEqual(errors, [], 'no errors in the page');
          await context.close();
        });

        test('a game analysed: lines, depth, a variation, a line played, the export', async () => {
          await play(page, ['h2e2', 'h9g7']);
          assert.equal((await appState(page)).moves, 2);
          await press(page, 'mode-analyse', size.viewport);
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'analyse');
          let a = await analysed(page, { depth: 3, lines: 3 });
          assert.deepEqual(a.moves, ['h2e2', 'h9g7'], 'the game with its history');
          assert.equal(a.lines.length, 3);
          assert.equal(a.arrows.length, 3);
          assert.equal(new Set(a.arrows).size, 3, 'three different moves');
          for (const line of a.lines) {
            assert.match(line.score, /^([+-]\d+\.\d\d|0\.00|-?M\d+)$/);
            assert.ok(line.pv.length >= 1);
            assert.doesNotMatch(line.text, iccs, line.text);
          }
          if (language === 'zh') assert.match(a.lines[0].text, /[进退平]/);
          assert.ok(a.share > 0 && a.share < 1, String(a.share));
          await scrollTop(page);
          await page.screenshot({ path: screenshotPath(`analyse-${size.name}-${language}`) });

          // One move back, then another reply: a variation; the engine starts again.
          await press(page, 'analyse-back', size.viewport);
          a = (await appState(page)).analysis;
          assert.deepEqual(a.moves, ['h2e2']);
          const asked = a.requests;
          await scrollTop(page);
          await play(page, ['b9c7']);
          a = (await appState(page)).analysis;
          assert.deepEqual(a.moves, ['h2e2', 'b9c7']);
          assert.equal(a.variations, 1, JSON.stringify(a.rows));
          assert.ok(a.requests > asked, 'the engine was asked again');
          assert.equal((await appState(page)).moves, 2, 'the game itself is unchanged');
          a = await analysed(page, { depth: 2, lines: 1, requests: asked });
          assert.deepEqual(a.moves, ['h2e2', 'b9c7']);

          // A line clicked plays through onto the board.
          // (The engine may finish a deeper line between reading and clicking.)
          await press(page, 'analyse-line-1', size.viewport);
          a = (await appState(page)).analysis;
          assert.deepEqual(a.moves.slice(0, 2), ['h2e2', 'b9c7']);
          assert.ok(a.moves.length >= 3, JSON.stringify(a.moves));
          assert.equal(a.variations, 1, 'the line continues the variation');
          await scrollTop(page);
          await page.screenshot({ path: screenshotPath(`analyse-${size.name}-${language}-variation`) });

          // The export keeps the variation.
          await press(page, 'export-copy', size.viewport);
          const pgn = await page.evaluate(() => navigator.clipboard.readText());
          assert.match(pgn, /\(1\.\.\. /, pgn);
          assert.match(pgn, language === 'zh' ? /炮二平五/ : /C2\.5/, pgn);

          // Back to the game's end: the game's position again.
          await press(page, 'analyse-game', size.viewport);
          a = (await appState(page)).analysis;
          assert.deepEqual(a.moves, ['h2e2', 'h9g7']);
        });

        test('a long line wraps inside the panel, and a click on any row plays it', async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          await scrollTop(page);
          await press(page, 'mode-analyse', size.viewport);
          await play(page, ['h2e2']);
          const a = await analysed(page, { depth: 6, lines: 3 });
          // Deep enough for a line of several moves: one of them wraps.
          // One row of text is lower than a button (its frame's padding).
          const row = (await controlRect(page, 'analyse-fewer')).height;
          let wrapped = null;
          for (let tries = 0; tries < 600 && !wrapped; ++tries) {
            const panel = await controlRect(page, 'panel');
            for (let i = 1; i <= 3 && !wrapped; ++i) {
              const r = await controlRect(page, `analyse-line-${i}`);
              if (!r) continue;
              assert.ok(r.x >= panel.x - 0.5 && r.x + r.width <= panel.x + panel.width + 0.5,
                `line ${i} inside the panel: ${JSON.stringify({ r, panel })}`);
              const lines = (await appState(page)).analysis.lines;
              if (r.height > 1.4 * row && lines[i - 1]?.pv.length >= 5) wrapped = i;
            }
            if (!wrapped) await nextFrames(page, 10);
          }
          assert.ok(wrapped, 'a line of the analysis wraps onto more rows');
          const name = `analyse-line-${wrapped}`;
          const { rect } = await reveal(page, name, size.viewport);
          assert.ok(rect.height > 1.4 * row, JSON.stringify({ rect, row }));
          await scrollTop(page);
          await page.screenshot({ path: screenshotPath(`analyse-${size.name}-${language}-wrapped`) });
          // A click on its last row (near the right end) plays it through.
          const at = await reveal(page, name, size.viewport);
          const before = (await appState(page)).analysis.moves.length;
          await page.mouse.click(at.rect.x + at.rect.width * 0.9, at.rect.y + at.rect.height - 4);
          await nextFrames(page, 3);
          const after = (await appState(page)).analysis;
          assert.ok(after.moves.length >= before + 2, JSON.stringify({ before, moves: after.moves, a: a.moves }));
        });

        // Jungle, an imported record and the editor's Analyse: the same flow
        // at every size, on the laptop only.
        if (size.name === '1280x800') test('jungle analysed the same way', async () => {
          await page.evaluate(() => window.qipanApp.newGame('jungle'));
          await nextFrames(page, 3);
          let a = await analysed(page, { depth: 2, lines: 3 });
          assert.equal((await appState(page)).game, 'jungle');
          assert.deepEqual(a.moves, []);
          const move = a.lines[0].pv[0];
          const asked = a.requests;
          await play(page, [move]);
          a = (await appState(page)).analysis;
          assert.deepEqual(a.moves, [move]);
          assert.ok(a.requests > asked);
          a = await analysed(page, { depth: 2, lines: 1, requests: asked });
          assert.ok(a.lines[0].pv.length >= 1);
          // Fewer lines: the engine is asked again for two.
          await press(page, 'analyse-fewer', size.viewport);
          assert.equal((await appState(page)).analysis.linesWanted, 2);
          a = await analysed(page, { depth: 2, lines: 2, requests: a.requests });
          assert.equal(a.lines.length, 2);
          assert.equal(a.arrows.length, 2);
          await scrollTop(page);
          await page.screenshot({ path: screenshotPath(`analyse-${size.name}-${language}-jungle`) });
        });

        test('the evaluation bar against the computer: off by default, then on', async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          await scrollTop(page);
          await press(page, 'mode-play', size.viewport);
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).evalBar, false);
          await press(page, 'computer', size.viewport);
          await scrollTop(page);
          await play(page, ['h2e2']);
          await page.waitForFunction(() => {
            const s = window.qipanApp.state();
            return s.moves === 2 && !s.computer.thinking && !s.animating;
          }, null, { timeout: 60000 });
          assert.equal((await appState(page)).evalBar, null, 'no bar unless chosen');
          await toggleEvalBar(page, size.viewport, true);
          const share = (await appState(page)).evalBar;
          assert.ok(share > 0 && share < 1, String(share));
          await scrollTop(page);
          await page.screenshot({ path: screenshotPath(`analyse-${size.name}-${language}-playbar`) });
          // Off again, and back to two people.
          await toggleEvalBar(page, size.viewport, false);
          assert.equal((await appState(page)).evalBar, null);
          // Two people again: the start choice of a new game (once a game has
          // begun the Play tab shows its table instead).
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          await press(page, 'people', size.viewport);
        });

        if (size.name === '1280x800') test('an imported record opens in the Analyse tab with its moves', async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          await scrollTop(page);
          await press(page, 'mode-analyse', size.viewport);
          await press(page, 'import', size.viewport);
          await page.fill('#qipan-import-text', '[Event "x"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 *\n');
          await page.click('#qipan-import-load');
          await nextFrames(page, 3);
          if ((await appState(page)).confirming) await press(page, 'confirm-discard', size.viewport);
          const a = await analysed(page, { depth: 2, lines: 1 });
          assert.deepEqual(a.moves, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
          assert.equal(a.rows[0].moves.length, 2, JSON.stringify(a.rows));
          // The arrow keys step through the line on the board.
          await page.keyboard.press('ArrowLeft');
          await nextFrames(page, 3);
          assert.deepEqual((await appState(page)).analysis.moves, ['h2e2', 'h9g7', 'h0g2']);
          await page.keyboard.press('ArrowRight');
          await nextFrames(page, 3);
          assert.equal((await appState(page)).analysis.moves.length, 4);
        });

        // The tree's editing is the same at every size (26 s a run): on the
        // laptop only; the phone's variation rows are the layout tests'.
        if (size.name === '1280x800') test('a variation made the main line, promoted one level up and deleted', async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          await scrollTop(page);
          await press(page, 'mode-analyse', size.viewport);
          await press(page, 'import', size.viewport);
          await page.fill('#qipan-import-text', '[Event "x"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 *\n');
          await page.click('#qipan-import-load');
          await nextFrames(page, 3);
          if ((await appState(page)).confirming) await press(page, 'confirm-discard', size.viewport);
          await analysed(page, { depth: 1, lines: 1 });
          for (let i = 0; i < 3; ++i) await press(page, 'analyse-back', size.viewport);
          assert.deepEqual((await appState(page)).analysis.moves, ['h2e2']);
          assert.equal(await controlRect(page, 'analyse-main'), null, 'nothing to promote on the game');
          await scrollTop(page);
          await play(page, ['b9c7', 'b0c2']);
          let a = (await appState(page)).analysis;
          assert.equal(a.variations, 1, JSON.stringify(a.rows));
          assert.equal(await controlRect(page, 'analyse-promote'), null, 'a variation of the game: no level between');

          // Made the main line: the game end is its end, the export follows.
          await press(page, 'analyse-main', size.viewport);
          await press(page, 'analyse-game', size.viewport);
          a = (await appState(page)).analysis;
          assert.deepEqual(a.moves, ['h2e2', 'b9c7', 'b0c2']);
          assert.equal(a.variations, 1, 'the old main line is a variation now');
          await press(page, 'export-copy', size.viewport);
          const pgn = await page.evaluate(() => navigator.clipboard.readText());
          assert.match(pgn, language === 'zh'
            ? /1\.\s*炮二平五\s+马2进3\s*\(1\.\.\.\s*马8进7[^)]*\)\s*2\.\s*马八进七/
            : /1\.\s*C2\.5\s+H2\+3\s*\(1\.\.\.\s*H8\+7[^)]*\)\s*2\.\s*H8\+7/, pgn);

          // In the old line (a variation), a variation of it: promoted one level up.
          await press(page, 'analyse-back', size.viewport);
          await press(page, 'analyse-back', size.viewport);
          await scrollTop(page);
          await play(page, ['h9g7']);  // the old line's move: onto it
          assert.deepEqual((await appState(page)).analysis.moves, ['h2e2', 'h9g7']);
          await play(page, ['b0c2']);  // instead of h0g2: a variation of the variation
          a = (await appState(page)).analysis;
          assert.ok(a.rows.some((r) => r.level === 2), JSON.stringify(a.rows));
          await press(page, 'analyse-promote', size.viewport);
          a = (await appState(page)).analysis;
          assert.ok(!a.rows.some((r) => r.level === 2 && r.moves.length === 1), JSON.stringify(a.rows));
          // Its line's next move from h9g7 is b0c2 now.
          await page.keyboard.press('ArrowLeft');
          await nextFrames(page, 3);
          await page.keyboard.press('ArrowRight');
          await nextFrames(page, 3);
          assert.deepEqual((await appState(page)).analysis.moves, ['h2e2', 'h9g7', 'b0c2']);
          await scrollTop(page);
          await page.screenshot({ path: screenshotPath(`analyse-${size.name}-${language}-promoted`) });

          // Deleted with the button: the board goes back where it branched.
          await press(page, 'analyse-delete', size.viewport);
          a = (await appState(page)).analysis;
          assert.deepEqual(a.moves, ['h2e2']);
          assert.equal(a.variations, 0, JSON.stringify(a.rows));
          // And with the Delete key.
          await scrollTop(page);
          await play(page, ['c6c5']);
          assert.equal((await appState(page)).analysis.variations, 1);
          await page.keyboard.press('Delete');
          await nextFrames(page, 3);
          a = (await appState(page)).analysis;
          assert.deepEqual(a.moves, ['h2e2']);
          assert.equal(a.variations, 0);
          assert.equal((await appState(page)).moves, 4, 'the game itself is unchanged');
        });

        if (size.name === '1280x800') test("the editor's Analyse opens its position here", async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          await press(page, 'mode-edit', size.viewport);
          const fen = (await appState(page)).edit.fen;
          await press(page, 'edit-analyse', size.viewport);
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'analyse');
          const a = await analysed(page, { depth: 2, lines: 1 });
          assert.equal(a.fen, fen);
          await scrollTop(page);
          await press(page, 'mode-play', size.viewport);
          assert.equal((await appState(page)).analysis, null);
        });
      });
    }
  }
});
