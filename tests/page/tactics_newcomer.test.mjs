// The tactics battle as a newcomer follows it: the phase banner on the map,
// the battle log in the panel, large damage numbers and a word for a unit
// that falls, taking a move back with Esc or a right click, and allies'
// cells not tinted as attack cells.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBoard, appState, clickControl, nextFrames, screenshotPath,
  clickCell, settle, loadScenario, lastStand,
} from './browser.mjs';

// A knight and a squire facing two soldiers: the near one strikes back in
// the enemy phase; the far one cannot move.
const skirmish = `scenario skirmish
title Skirmish

map
.......
.KQ.s..
.......
......s

units
K player Knight  mounted 20 9 5 5 1
Q player Squire  foot    14 5 3 3 1
s enemy  Soldier foot    15 8 3 0 1
`;

describe('tactics for newcomers', () => {
  let page;
  sharedBoard(async (opened) => {
    page = opened;
    await clickControl(page, 'tactics');
  }, { width: 1280, height: 800 });

  const unit = (s, kind) => s.units.find((u) => u.kind === kind);

  test('a phase banner on the map says whose turn it is, then goes', async () => {
    await loadScenario(page, skirmish);
    let s = await appState(page);
    assert.equal(s.banner, 'Your turn');
    assert.deepEqual(s.log, ['Turn 1 · your phase']);
    await page.screenshot({ path: screenshotPath('tactics-banner-your-turn') });
    await page.waitForFunction(() => window.qipanApp.state().banner === '', null, { timeout: 5000 });
    await nextFrames(page, 3);
    s = await appState(page);
    assert.equal(s.banner, '');
  });

  test('a right click takes a move back, then clears the selection', async () => {
    const s0 = await appState(page);
    const knight = unit(s0, 'Knight');
    await clickCell(page, knight);
    await clickCell(page, { x: 1, y: 3 });
    await settle(page);
    let s = await appState(page);
    assert.deepEqual([unit(s, 'Knight').x, unit(s, 'Knight').y], [1, 3]);
    assert.equal(unit(s, 'Knight').moved, true);
    assert.equal(s.log.at(-1), 'Knight moved 2 cells');  // cells walked, not coordinates
    await clickCell(page, { x: 5, y: 0 }, { button: 'right' });
    await settle(page);
    s = await appState(page);
    assert.deepEqual([unit(s, 'Knight').x, unit(s, 'Knight').y], [1, 1], 'back where it began');
    assert.equal(unit(s, 'Knight').moved, false);
    assert.equal(s.selected, knight.id, 'still selected, to move again');
    assert.equal(s.log.at(-1), 'Knight went back');
    // With nothing to take back, a right click clears the selection.
    await clickCell(page, { x: 5, y: 0 }, { button: 'right' });
    assert.equal((await appState(page)).selected, -1);
  });

  // Keys reach a view through the app's key handling (App::key calls
  // TacticsView::key).
  test('Esc takes a move back', async () => {
    const s0 = await appState(page);
    await clickCell(page, unit(s0, 'Knight'));
    await clickCell(page, { x: 1, y: 3 });
    await settle(page);
    await page.keyboard.press('Escape');
    await nextFrames(page, 3);
    await settle(page);
    const s = await appState(page);
    try {
      assert.deepEqual([unit(s, 'Knight').x, unit(s, 'Knight').y], [1, 1]);
    } finally {
      // Leave the board as the next test expects it: the knight home, nothing selected.
      if (unit(s, 'Knight').moved) await clickCell(page, { x: 5, y: 0 }, { button: 'right' });
      await settle(page);
      if ((await appState(page)).selected !== -1) await clickCell(page, { x: 5, y: 0 }, { button: 'right' });
    }
  });

  test("an ally's cell is not tinted as an attack cell", async () => {
    const s0 = await appState(page);
    await clickCell(page, unit(s0, 'Squire'));
    const s = await appState(page);
    const knight = unit(s, 'Knight');
    assert.ok(!s.attack.some((c) => c.x === knight.x && c.y === knight.y), 'the knight\'s cell');
    assert.ok(s.attack.length > 0);
    await page.screenshot({ path: screenshotPath('tactics-ally-cells') });
    await clickCell(page, unit(s, 'Squire'));  // deselect
  });

  test('the log tells the attack and the enemy phase; the banner announces it', async () => {
    const s0 = await appState(page);
    await clickCell(page, unit(s0, 'Knight'));
    await clickCell(page, { x: 3, y: 1 });
    await settle(page);
    await clickCell(page, s0.units.find((u) => u.team === 'enemy' && u.x === 4 && u.y === 1));
    await page.waitForTimeout(150);
    await page.screenshot({ path: screenshotPath('tactics-damage-number') });
    await settle(page);
    let s = await appState(page);
    assert.equal(s.log.at(-1), 'Knight hit Soldier 1 for 6 (HP 9 left)');
    await clickControl(page, 'end-turn');
    // The banner rises as the enemy phase's playback begins, and the log
    // then shows only what has been seen.
    const seen = await (await page.waitForFunction(() => {
      const st = window.qipanApp.state();
      return st.banner === 'Enemy phase' ? st : null;
    }, null, { timeout: 5000, polling: 'raf' })).jsonValue();
    assert.equal(seen.log.at(-1), 'Turn 1 · enemy phase');
    await page.waitForTimeout(450);
    await page.screenshot({ path: screenshotPath('tactics-banner-enemy-phase') });
    await settle(page);
    s = await appState(page);
    const tail = s.log.slice(s.log.indexOf('Turn 1 · enemy phase'));
    assert.deepEqual(tail, [
      'Turn 1 · enemy phase',
      'Soldier 1 hit Knight for 3 (HP 17 left)',
      'Soldier 2 waited',
      'Turn 2 · your phase',
    ]);
    await page.screenshot({ path: screenshotPath('tactics-log') });
  });

  test('a unit that falls is named in the log and marked on the map', async () => {
    await loadScenario(page, lastStand);
    await clickCell(page, { x: 1, y: 1 });
    await clickCell(page, { x: 2, y: 1 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath('tactics-defeated') });
    await settle(page);
    const s = await appState(page);
    assert.equal(s.status, 'won');
    assert.deepEqual(s.log.slice(-2), ['Knight hit Soldier for 7 (HP 0 left)', 'Soldier was defeated by Knight']);
  });

  test('in Chinese the banner, the log and the panel are in Chinese', async () => {
    async function language(id) {
      await clickControl(page, 'settings');
      await nextFrames(page, 4);
      await clickControl(page, id);
      await nextFrames(page, 4);
      await clickControl(page, 'settings-close');
      await nextFrames(page, 3);
    }
    await language('lang-zh');
    try {
      await loadScenario(page, lastStand);
      let s = await appState(page);
      assert.equal(s.banner, '轮到你了');
      assert.deepEqual(s.log, ['第 1 回合 · 我方']);
      await clickCell(page, { x: 1, y: 1 });
      await page.screenshot({ path: screenshotPath('tactics-zh') });
      await clickCell(page, { x: 2, y: 1 });
      await settle(page);
      s = await appState(page);
      assert.deepEqual(s.log.slice(-2),
        ['骑士 攻击 士兵，造成 7 伤害（剩余生命 0）', '士兵 被 骑士 打败']);  // kinds in Chinese too
      await page.screenshot({ path: screenshotPath('tactics-zh-won') });
    } finally {
      await language('lang-en');
    }
  });
});
