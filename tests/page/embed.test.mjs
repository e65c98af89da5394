// The embedding example: qipan.js alone, an SVG board, qipan.Session for clicks.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, screenshotPath } from './browser.mjs';

describe('embed.html', () => {
  let env;
  let page;
  const errors = [];
  before(async () => {
    env = await startBrowser();
    page = await env.browser.newPage({ viewport: { width: 1000, height: 700 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(env.url + 'embed.html');
    await page.waitForFunction(() => typeof window.embedState === 'function');
  });
  after(async () => {
    assert.deepEqual(errors, []);
    await env?.close();
  });

  const state = () => page.evaluate(() => window.embedState());
  const click = (square) => page.click(`[data-square="${square}"]`);

  test('loads only qipan.js, no WebGL', async () => {
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src.split('/').pop()).filter(Boolean));
    assert.deepEqual(scripts, ['qipan.js']);
    assert.equal(await page.locator('canvas').count(), 0);
  });

  test('xiangqi: select, reject, move, and the move list in Chinese and WXF', async () => {
    await click('h2');
    let s = await state();
    assert.equal(s.selected, 'h2');
    assert.ok(s.targets.includes('e2'));
    await click('g4');  // not a cannon move: refused, selection kept
    s = await state();
    assert.equal(s.selected, 'h2');
    assert.equal(s.lastMove, '');
    assert.match(await page.textContent('#info'), /not a legal move/);
    await click('e2');
    s = await state();
    assert.equal(s.lastMove, 'h2e2');
    assert.equal(s.turn, 'black');
    assert.equal(await page.textContent('#moves li'), '炮二平五 C2.5');
    await click('h2');  // empty now, and no selection: nothing
    assert.equal((await state()).selected, '');
    await page.screenshot({ path: screenshotPath('embed-xiangqi') });
  });

  test('undo and redo buttons', async () => {
    await page.click('#undo');
    assert.equal((await state()).lastMove, '');
    assert.equal(await page.locator('#moves li').count(), 0);
    await page.click('#redo');
    assert.equal((await state()).lastMove, 'h2e2');
    assert.equal(await page.locator('#moves li').count(), 1);
  });

  test('jungle: a den entry ends the game', async () => {
    await page.click('#jungle');
    let s = await state();
    assert.equal(s.game, 'jungle');
    assert.equal(s.turn, 'blue');
    await click('a3');
    await click('a4');
    s = await state();
    assert.equal(s.lastMove, 'a3a4');
    assert.equal(s.turn, 'red');
    assert.match(await page.textContent('#status'), /red to move/);
    await page.screenshot({ path: screenshotPath('embed-jungle') });
  });
});
