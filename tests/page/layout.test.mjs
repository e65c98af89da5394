// The whole panel as it is drawn, in both languages, on a desktop and on two
// phones: no control reaches past the panel's sides or overlaps another
// (the records row, Help and Settings, the opponent's rows, the tactics
// orders), and a board game's move list keeps a few rows on screen.
// Screenshots go to test-results/page/layout-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  startBrowser, appState, clickSquare, nextFrames, screenshotPath, root,
} from './browser.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true },
  { name: '320x568', viewport: { width: 320, height: 568 }, scale: 2, mobile: true },
];

const common = ['help', 'settings', 'xiangqi', 'jungle', 'tactics',
  'copy-link', 'export-copy', 'export-download', 'import'];
const board = ['new', 'undo', 'redo', 'flip', 'people', 'computer', 'side-0', 'side-1',
  'level-1', 'level-8', 'hint', 'moves'];
const battle = ['scenario-ford', 'scenario-hex_crossing', 'scenario-highlands', 'scenario-pass',
  'scenario-marsh', 'new', 'difficulty-easy', 'difficulty-normal', 'difficulty-hard',
  'end-turn', 'wait', 'undo', 'danger'];

const rect = (page, name) => page.evaluate((n) => {
  try { return window.qipanApp.controlRect(n); } catch { return null; }
}, name);

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

// Scrolls the panel (a phone's) until control `name` is on screen.
async function reveal(page, name, viewport) {
  for (let i = 0; i < 10; ++i) {
    const r = await rect(page, name);
    if (r && r.y >= 0 && r.y + r.height <= viewport.height) return;
    const panel = await rect(page, 'panel');
    await page.mouse.move(panel.x + panel.width - 4, panel.y + 8);
    await page.mouse.wheel(0, !r || r.y > 0 ? 120 : -120);
    await nextFrames(page, 3);
  }
  assert.fail(`${name} could not be scrolled on screen`);
}

describe('the panel laid out', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    for (const language of ['en', 'zh']) {
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

        test('xiangqi mid-game, the computer chosen', async () => {
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
          // The opponent's rows (under the move list on a phone: the panel scrolls).
          await reveal(page, 'computer', size.viewport);
          const c = await page.evaluate(() => window.qipanApp.controlCenter('computer'));
          await page.mouse.click(c.x, c.y);
          await nextFrames(page, 4);
          await reveal(page, 'level-8', size.viewport);
          await shot('xiangqi-computer');
          await assertTidy(page, [...common, ...board], 'xiangqi');
          // Back to two people (no computer thinking into the next test).
          await reveal(page, 'people', size.viewport);
          const p = await page.evaluate(() => window.qipanApp.controlCenter('people'));
          await page.mouse.click(p.x, p.y);
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
          const panel = await rect(page, 'panel');
          await page.mouse.move(panel.x + panel.width - 4, panel.y + 8);
          for (let i = 0; i < 10; ++i) await page.mouse.wheel(0, -400);
          await nextFrames(page, 3);
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
          await assertTidy(page, [...common, 'new', 'undo', 'redo', 'flip', 'people', 'computer',
            'hint', 'moves'], 'jungle');
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
