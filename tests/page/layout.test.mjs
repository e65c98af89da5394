// The whole panel as it is drawn, in both languages on two phones and in
// English on a desktop (its panel as wide as the small phone's, 320 px,
// where the Chinese labels are tested): no control reaches past the
// panel's sides or overlaps another (the records row, Help and Settings,
// the opponent's rows, the tactics orders), and a board game's move list
// keeps a few rows on screen.
// Screenshots go to test-results/page/layout-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowser, appState, clickSquare, nextFrames, screenshotPath, root, controlRect as rect, reveal } from './browser.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false, languages: ['en'] },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true, languages: ['en', 'zh'] },
  { name: '320x568', viewport: { width: 320, height: 568 }, scale: 2, mobile: true, languages: ['en', 'zh'] },
];

const common = ['help', 'settings', 'xiangqi', 'jungle', 'tactics',
  'copy-link', 'export-copy', 'export-download', 'import'];
const board = ['new', 'undo', 'redo', 'flip', 'hint', 'moves'];
// The Play tab's start choice (before a game begins) and its game table
// (during a game on a clock, between people).
const start = ['computer', 'people', 'friend', 'side-0', 'side-1', 'level-1', 'level-8',
  'clock-none', 'clock-5+3', 'clock-10+5', 'clock-15+10', 'clock-10|30', 'clock-custom', 'start'];
const table = ['clock-0', 'clock-1', 'pause', 'resign', 'offer-draw'];
// The Edit tab (web/board/edit_board.h) and the Games tab (web/games_tab.cpp).
const tabs = ['mode-play', 'mode-review', 'mode-puzzles', 'mode-games', 'mode-edit'];
const editor = ['palette-K', 'palette-R', 'palette-P', 'palette-k', 'palette-p', 'palette-erase',
  'edit-side-0', 'edit-side-1', 'edit-empty', 'edit-start', 'edit-computer', 'edit-friend',
  'edit-analyse', 'edit-copy-fen', 'edit-copy-link'];
const shelf = ['games-export-all', 'games-row-0', 'games-open-0', 'games-export-0',
  'games-delete-0', 'games-row-1', 'games-open-1', 'games-export-1', 'games-delete-1'];
const battle = ['scenario-ford', 'scenario-hex_crossing', 'scenario-highlands', 'scenario-pass',
  'scenario-marsh', 'new', 'difficulty-easy', 'difficulty-normal', 'difficulty-hard',
  'end-turn', 'wait', 'undo', 'danger'];

function overlap(a, b) {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0.5 && h > 0.5;
}

// Every named control is drawn, within the panel's sides, and apart from
// the others.
async function assertTidy(page, names, what) {
  const panel = await rect(page, 'panel');
  const placed = [];
  for (const name of names) {
    const r = await rect(page, name);
    assert.ok(r, `${what}: ${name} is drawn`);
    assert.ok(r.x >= panel.x - 0.5 && r.x + r.width <= panel.x + panel.width + 0.5,
      `${what}: ${name} ${JSON.stringify(r)} within the panel ${JSON.stringify(panel)}`);
    for (const [other, o] of placed) {
      assert.ok(!overlap(r, o), `${what}: ${name} ${JSON.stringify(r)} overlaps ${other} ${JSON.stringify(o)}`);
    }
    placed.push([name, r]);
  }
}

// Scrolls the panel (a phone's) until control `name` is whole in the
// panel's visible part (not scrolled under the board).
describe('the panel laid out', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    for (const language of size.languages) {
      describe(`${size.name} ${language}`, () => {
        let context;
        let page;
        const errors = [];
        const shot = (name) => page.screenshot({ path: screenshotPath(`layout-${size.name}-${language}-${name}`) });
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

        test('xiangqi start choice, the computer chosen', async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          await reveal(page, 'computer', size.viewport);
          const c = await page.evaluate(() => window.qipanApp.controlCenter('computer'));
          await page.mouse.click(c.x, c.y);
          await nextFrames(page, 4);
          await shot('xiangqi-start');
          await reveal(page, 'start', size.viewport);
          await shot('xiangqi-start-end');
          await assertTidy(page, [...common, ...start, 'new', 'undo', 'redo', 'flip'], 'xiangqi start');
          // Back to two people, on a clock, for the game.
          for (const name of ['people', 'clock-5+3']) {
            await reveal(page, name, size.viewport);
            const p = await page.evaluate((n) => window.qipanApp.controlCenter(n), name);
            await page.mouse.click(p.x, p.y);
            await nextFrames(page, 3);
          }
          await reveal(page, 'xiangqi', size.viewport);
        });

        test('xiangqi mid-game on a clock', async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          for (const m of ['h2e2', 'h9g7', 'b0c2', 'i9h9', 'a0a1', 'b9c7']) {
            await clickSquare(page, m.slice(0, 2));
            await clickSquare(page, m.slice(2, 4));
            await page.waitForFunction(() => !window.qipanApp.state().animating);
          }
          await shot('xiangqi');
          const moves = await rect(page, 'moves');
          assert.ok(moves.height >= 3 * 14, `move list ${JSON.stringify(moves)}`);
          assert.ok(moves.y >= 0 && moves.y + moves.height <= size.viewport.height + 0.5,
            `move list ${JSON.stringify(moves)} on screen`);
          // The table's buttons (under the move list on a phone: the panel scrolls).
          await reveal(page, 'offer-draw', size.viewport);
          await shot('xiangqi-table');
          await assertTidy(page, [...common, ...board, ...table], 'xiangqi');
          await reveal(page, 'xiangqi', size.viewport);
        });

        test('xiangqi review, learning and puzzles', async () => {
          const tabs = ['mode-play', 'mode-review', 'mode-puzzles', 'mode-edit'];
          await page.evaluate(() => window.qipanApp.newGame('xiangqi', '3k5/9/9/9/9/9/9/2n6/9/R3K4 w - - 0 1'));
          await nextFrames(page, 3);
          for (const m of ['a0a1', 'c2a1']) {
            await clickSquare(page, m.slice(0, 2));
            await clickSquare(page, m.slice(2, 4));
            await page.waitForFunction(() => !window.qipanApp.state().animating);
          }
          await reveal(page, 'mode-review', size.viewport);
          const t = await page.evaluate(() => window.qipanApp.controlCenter('mode-review'));
          await page.mouse.click(t.x, t.y);
          await nextFrames(page, 3);
          await reveal(page, 'review-start', size.viewport);
          const r = await page.evaluate(() => window.qipanApp.controlCenter('review-start'));
          await page.mouse.click(r.x, r.y);
          await nextFrames(page, 3);
          await page.waitForFunction(() => window.qipanApp.review().phase === 'done', null, { timeout: 60000 });
          await nextFrames(page, 3);
          await shot('review');
          await assertTidy(page, [...common, ...tabs, 'review-start', 'review-chart', 'review-learn',
            'moves'], 'review');
          const moves = await rect(page, 'moves');
          assert.ok(moves.height >= 3 * 14, `review move list ${JSON.stringify(moves)}`);
          await reveal(page, 'review-learn', size.viewport);
          const l = await page.evaluate(() => window.qipanApp.controlCenter('review-learn'));
          await page.mouse.click(l.x, l.y);
          await nextFrames(page, 3);
          assert.equal((await page.evaluate(() => window.qipanApp.review())).learning, true);
          await shot('learn');
          await assertTidy(page, [...common, ...tabs, 'learn-retry', 'learn-solution', 'learn-next',
            'learn-back'], 'learn');
          await reveal(page, 'mode-puzzles', size.viewport);
          const p = await page.evaluate(() => window.qipanApp.controlCenter('mode-puzzles'));
          await page.mouse.click(p.x, p.y);
          await nextFrames(page, 3);
          await page.waitForFunction(() => window.qipanApp.puzzle().id !== '', null, { timeout: 10000 });
          await nextFrames(page, 3);
          await shot('puzzles');
          await assertTidy(page, [...common, ...tabs, 'puzzle-retry', 'puzzle-solution', 'puzzle-next',
            'puzzle-daily'], 'puzzles');
          await reveal(page, 'mode-play', size.viewport);
          const b = await page.evaluate(() => window.qipanApp.controlCenter('mode-play'));
          await page.mouse.click(b.x, b.y);
          await nextFrames(page, 3);
        });

        test('xiangqi analysed, with a variation', async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          for (const m of ['h2e2', 'h9g7']) {
            await clickSquare(page, m.slice(0, 2));
            await clickSquare(page, m.slice(2, 4));
            await page.waitForFunction(() => !window.qipanApp.state().animating);
          }
          await reveal(page, 'mode-analyse', size.viewport);
          const t = await page.evaluate(() => window.qipanApp.controlCenter('mode-analyse'));
          await page.mouse.click(t.x, t.y);
          await page.waitForFunction(() => {
            const a = window.qipanApp.state().analysis;
            return a && a.lines.length === 3 && a.depth >= 2;
          }, null, { timeout: 60000 });
          await reveal(page, 'analyse-back', size.viewport);
          const b = await page.evaluate(() => window.qipanApp.controlCenter('analyse-back'));
          await page.mouse.click(b.x, b.y);
          await page.waitForFunction(() => {
            const a = window.qipanApp.state().analysis;
            return a.moves.length === 1 && a.lines.length === 3 && a.depth >= 2;
          }, null, { timeout: 60000 });
          // Another reply than the game's: a variation.
          await clickSquare(page, 'b9');
          await clickSquare(page, 'c7');
          assert.equal((await appState(page)).analysis.variations, 1);
          await reveal(page, 'analysis-moves', size.viewport);
          await shot('analyse');
          const moves = await rect(page, 'analysis-moves');
          assert.ok(moves.height >= 3 * 14, `analysis move list ${JSON.stringify(moves)}`);
          await assertTidy(page, [...common, 'mode-play', 'mode-analyse', 'mode-edit',
            'analyse-fewer', 'analyse-more', 'analyse-line-1', 'analyse-line-2', 'analyse-line-3',
            'analyse-back', 'analyse-forward', 'analyse-game', 'analysis-moves'], 'analyse');
          // Back to the Play tab (at the panel's end on a small phone).
          await reveal(page, 'mode-play', size.viewport);
          const p = await page.evaluate(() => window.qipanApp.controlCenter('mode-play'));
          await page.mouse.click(p.x, p.y);
          await nextFrames(page, 3);
          assert.equal((await appState(page)).analysis, null);
        });

        test('jungle', async () => {
          await page.evaluate(() => window.qipanApp.newGame('jungle'));
          await nextFrames(page, 3);
          await clickSquare(page, 'a3');
          await clickSquare(page, 'a4');
          await page.waitForFunction(() => !window.qipanApp.state().animating);
          await shot('jungle');
          await assertTidy(page, [...common, 'new', 'undo', 'redo', 'flip', 'hint', 'moves',
            ...table], 'jungle');
        });

        test('xiangqi, the Edit tab', async () => {
          await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
          await nextFrames(page, 3);
          await reveal(page, 'mode-edit', size.viewport);
          const c = await page.evaluate(() => window.qipanApp.controlCenter('mode-edit'));
          await page.mouse.click(c.x, c.y);
          await nextFrames(page, 4);
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'edit');
          await shot('editor');
          await assertTidy(page, [...common, ...tabs, ...editor], 'editor');
        });

        test('the Games tab with two games kept', async () => {
          for (const game of ['jungle', 'xiangqi']) {
            await page.evaluate((g) => window.qipanApp.newGame(g), game);
            await nextFrames(page, 3);
            const m = game === 'xiangqi' ? ['h2', 'e2'] : ['a3', 'a4'];
            await clickSquare(page, m[0]);
            await clickSquare(page, m[1]);
            await page.waitForFunction(() => !window.qipanApp.state().animating);
          }
          await page.waitForFunction(() => window.qipanApp.games().list.length >= 2);
          await reveal(page, 'mode-games', size.viewport);
          const c = await page.evaluate(() => window.qipanApp.controlCenter('mode-games'));
          await page.mouse.click(c.x, c.y);
          await nextFrames(page, 4);
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'games');
          await shot('games');
          await assertTidy(page, [...common, ...tabs, ...shelf], 'games');
          const p = await page.evaluate(() => window.qipanApp.controlCenter('mode-play'));
          await reveal(page, 'mode-play', size.viewport);
          const q = await page.evaluate(() => window.qipanApp.controlCenter('mode-play'));
          await page.mouse.click(q.x, q.y);
          await nextFrames(page, 3);
          assert.ok(p);
        });

        test('tactics', async () => {
          await page.evaluate(() => window.qipanApp.newGame('tactics'));
          await nextFrames(page, 3);
          const s = await appState(page);
          const player = s.units.find((u) => u.team === 'player');
          const p = await page.evaluate(({ x, y }) => window.qipanApp.cellCenter(x, y), player);
          await page.mouse.click(p.x, p.y);
          await nextFrames(page, 3);
          await shot('tactics');
          await assertTidy(page, [...common, ...battle], 'tactics');
        });

        test('tactics, a hex map with an imported map listed', async () => {
          // A map file's text makes a battle and joins the list of imported maps.
          const text = fs.readFileSync(path.join(root, 'core/tactics/scenarios/hex_crossing.tmj'), 'utf8');
          await page.evaluate((t) => window.qipanApp.newGame('tactics', t), text);
          await nextFrames(page, 3);
          const s = await appState(page);
          assert.equal(s.topology, 'hex-y-odd');
          const player = s.units.find((u) => u.team === 'player');
          const p = await page.evaluate(({ x, y }) => window.qipanApp.cellCenter(x, y), player);
          await page.mouse.click(p.x, p.y);
          await nextFrames(page, 3);
          await shot('tactics-hex');
          assert.deepEqual(s.importedMaps, ['The Hex Crossing']);
          await assertTidy(page, [...common, ...battle, 'map-0'], 'tactics hex');
        });
      });
    }
  }
});
