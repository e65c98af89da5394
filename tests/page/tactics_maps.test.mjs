// The hex battle (hex_crossing.tmj), the battle with height and line of
// sight (highlands.tmj) and an imported map on the page, at 1280x800 in
// English and 390x844 in Chinese (the other pairings' text widths are the
// layout tests'), with real clicks on canvas pixels: a hex cell's pixels
// are its own, Undo takes a move back, the enemy's difficulty
// is chosen in the panel, the log says what happened without coordinates
// and in the page's language, an attack out of sight is shown as such, and
// each shipped battle is played to its end against the enemy.
// Screenshots: test-results/page/tactics-maps-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBrowser, appState, nextFrames, screenshotPath, cellCenter, settle, controlRect as rect,
  press as pressOnScreen } from './browser.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true, language: 'zh' },
];

// A Tiled map written by hand: an archer before a wall, a soldier behind it
// (in range, out of sight), a guard in the open.
const walledYard = JSON.stringify({
  type: 'map', version: '1.10', orientation: 'orthogonal', renderorder: 'right-down',
  width: 7, height: 4, tilewidth: 16, tileheight: 16, infinite: false,
  properties: [
    { name: 'title', type: 'string', value: 'The Walled Yard' },
    { name: 'lineOfSight', type: 'bool', value: true },
  ],
  tilesets: [{
    firstgid: 1, name: 'yard', tilewidth: 16, tileheight: 16, tilecount: 3, columns: 3,
    tiles: [{ id: 0, class: 'plain' }, { id: 1, class: 'wall' },
      { id: 2, class: 'hill', properties: [{ name: 'height', type: 'int', value: 2 }] }],
  }],
  layers: [
    { id: 1, name: 'ground', type: 'tilelayer', x: 0, y: 0, width: 7, height: 4,
      data: [1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 3, 1, 1, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1] },
    { id: 2, name: 'units', type: 'objectgroup', objects: [
      { id: 1, name: 'Archer', x: 40, y: 24, point: true, properties: [
        { name: 'team', type: 'int', value: 0 }, { name: 'move', type: 'int', value: 3 },
        { name: 'minRange', type: 'int', value: 2 }, { name: 'maxRange', type: 'int', value: 3 },
        { name: 'hp', type: 'int', value: 18 }, { name: 'attack', type: 'int', value: 8 }] },
      { id: 2, name: 'Spear', x: 24, y: 56, point: true, properties: [
        { name: 'team', type: 'int', value: 0 }, { name: 'move', type: 'int', value: 4 },
        { name: 'hp', type: 'int', value: 24 }, { name: 'attack', type: 'int', value: 9 }] },
      { id: 3, name: 'Soldier', x: 72, y: 24, point: true, properties: [
        { name: 'team', type: 'int', value: 1 }, { name: 'move', type: 'int', value: 3 },
        { name: 'hp', type: 'int', value: 15 }, { name: 'attack', type: 'int', value: 7 }] },
      { id: 4, name: 'Guard', x: 104, y: 56, point: true, properties: [
        { name: 'team', type: 'int', value: 1 }, { name: 'move', type: 'int', value: 3 },
        { name: 'hp', type: 'int', value: 15 }, { name: 'attack', type: 'int', value: 7 }] },
    ] },
  ],
});

// Clicks a panel control, scrolled on screen first (on a phone, a control
// scrolled above the panel's top lies under the map), and answers Discard
// if the page asks.
async function press(page, name, viewport) {
  await pressOnScreen(page, name, viewport);
  if ((await appState(page)).confirming === true) {
    await pressOnScreen(page, 'confirm-discard', viewport);
  }
}

async function click(page, cell) {
  const p = await cellCenter(page, cell);
  await page.mouse.click(p.x, p.y);
  await nextFrames(page, 3);
  await settle(page);
}

// The topology's distance (web: tactics.md, "Topologies").
function distance(topology, a, b) {
  if (topology === 'square') return Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
  const [, axis, index] = topology.split('-');
  const odd = index === 'odd';
  const axial = ({ x, y }) => {
    if (axis === 'y') return { q: x - (odd ? (y - (y & 1)) / 2 : (y + (y & 1)) / 2), r: y };
    return { q: x, r: y - (odd ? (x - (x & 1)) / 2 : (x + (x & 1)) / 2) };
  };
  const u = axial(a);
  const v = axial(b);
  const dq = u.q - v.q;
  const dr = u.r - v.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

// One player phase by clicks: each unit attacks a target in reach, else
// walks toward the nearest enemy and attacks or waits.
async function playPhase(page, viewport) {
  for (let guard = 0; guard < 12; ++guard) {
    const s = await appState(page);
    if (s.status !== 'ongoing' || s.phase !== 'player') return;
    const unit = s.units.find((u) => u.team === 'player' && u.alive && !u.acted);
    if (!unit) return;
    await click(page, unit);
    let t = await appState(page);
    if (t.targets.length === 0) {
      const enemies = t.units.filter((u) => u.team === 'enemy' && u.alive);
      const taken = new Set(t.units.filter((u) => u.alive && u.id !== unit.id).map((u) => `${u.x},${u.y}`));
      const near = (c) => Math.min(...enemies.map((e) => distance(t.topology, c, e)));
      const goal = t.reachable.filter((c) => !taken.has(`${c.x},${c.y}`))
        .sort((a, b) => near(a) - near(b) || a.cost - b.cost)[0];
      if (goal && (goal.x !== unit.x || goal.y !== unit.y)) await click(page, goal);
      t = await appState(page);
    }
    if (t.selected !== unit.id) continue;  // a click that did nothing: try again
    if (t.targets.length > 0) {
      await click(page, t.units[t.targets[0]]);
    } else {
      await press(page, 'wait', viewport);
      await settle(page);
    }
  }
}

async function playToTheEnd(page, viewport, turns) {
  for (let turn = 0; turn < turns; ++turn) {
    const s = await appState(page);
    if (s.status !== 'ongoing') return s.status;
    await playPhase(page, viewport);
    await settle(page);
  }
  return (await appState(page)).status;
}

describe('tactics maps on the page', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    for (const language of [size.language]) {
      describe(`${size.name} ${language}`, () => {
        let context;
        let page;
        const errors = [];
        const shot = (name) => page.screenshot({
          path: screenshotPath(`tactics-maps-${size.name}-${language}-${name}`),
        });
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
          await page.evaluate(() => window.qipanApp.newGame('tactics'));
          await nextFrames(page, 3);
        });
        after(async () => {
          assert.deepEqual(errors, [], 'no errors in the page');
          await context.close();
        });

        test('the hex battle: hexes hit where drawn, Undo, the enemy phase and its log', async () => {
          await press(page, 'scenario-hex_crossing', size.viewport);
          let s = await appState(page);
          assert.equal(s.scenario, 'hex_crossing');
          assert.equal(s.topology, 'hex-y-odd');
          // Every cell's drawn centre is that cell: a click on a player unit
          // selects it, on a blue cell walks it there.
          const spear = s.units.find((u) => u.name === 'Spear');
          await click(page, spear);
          s = await appState(page);
          assert.equal(s.selected, spear.id);
          const taken = new Set(s.units.filter((u) => u.alive).map((u) => `${u.x},${u.y}`));
          const goal = s.reachable.filter((c) => !taken.has(`${c.x},${c.y}`))
            .sort((a, b) => b.cost - a.cost)[0];
          const p = await cellCenter(page, goal);
          await page.mouse.move(p.x, p.y);
          await nextFrames(page, 3);
          await shot('hex');
          await click(page, goal);
          s = await appState(page);
          assert.deepEqual([s.units[spear.id].x, s.units[spear.id].y], [goal.x, goal.y]);
          assert.equal(s.canUndo, true);
          await press(page, 'undo', size.viewport);
          s = await appState(page);
          assert.deepEqual([s.units[spear.id].x, s.units[spear.id].y], [spear.x, spear.y]);
          assert.equal(s.units[spear.id].moved, false);
          assert.equal(s.selected, spear.id, 'the move is taken back, the selection stays');
          await press(page, 'undo', size.viewport);  // and then the click that selected it
          s = await appState(page);
          assert.equal(s.selected, -1);
          assert.equal(s.canUndo, false);
          // End turn: the enemy plays; its log names units in the page's
          // language and gives no coordinates.
          await press(page, 'end-turn', size.viewport);
          await settle(page);
          s = await appState(page);
          assert.equal(s.turn, 2);
          assert.equal(s.phase, 'player');
          assert.equal(s.canUndo, false, 'the enemy phase is not taken back');
          const moves = s.log.filter((l) => !/^(Turn|第)/.test(l));
          assert.ok(moves.length > 0, s.log.join('\n'));
          for (const line of moves) {
            assert.doesNotMatch(line, /\(\d+, ?\d+\)|\d+,\d+/, line);
            if (language === 'zh') assert.doesNotMatch(line, /[A-Za-z]{3,}/, line);
          }
          await shot('hex-enemy-played');
        });

        test('the height battle: heights and sight on the map, an attack out of sight', async () => {
          await press(page, 'scenario-highlands', size.viewport);
          const s = await appState(page);
          assert.equal(s.scenario, 'highlands');
          assert.equal(s.topology, 'square');
          assert.equal(s.uneven, true);
          assert.equal(s.lineOfSight, true);
          const archer = s.units.find((u) => u.name === 'Archer');
          await click(page, archer);
          assert.equal((await appState(page)).selected, archer.id);
          await shot('height');
        });

        test('an imported map is listed with the scenarios; out of sight is shown', async () => {
          if (size.mobile) {
            // From a file.
            const file = path.join(os.tmpdir(), `walled-yard-${language}.tmj`);
            fs.writeFileSync(file, walledYard);
            await press(page, 'import', size.viewport);
            await page.setInputFiles('#qipan-import-file', file);
          } else {
            await press(page, 'import', size.viewport);
            await page.fill('#qipan-import-text', walledYard);
            await page.click('#qipan-import-load');
          }
          await nextFrames(page, 4);
          if ((await appState(page)).confirming === true) {
            await press(page, 'confirm-discard', size.viewport);
          }
          let s = await appState(page);
          assert.equal(s.scenario, 'imported');
          assert.deepEqual(s.importedMaps, ['The Walled Yard']);
          assert.ok(await rect(page, 'map-0'), 'the map has a button with the scenarios');
          await click(page, s.units[0]);  // the Archer before the wall
          s = await appState(page);
          assert.deepEqual(s.unseen.filter((c) => c.x === 4 && c.y === 1), [{ x: 4, y: 1 }]);
          assert.deepEqual(s.unseenTargets, [2]);
          assert.deepEqual(s.targets, []);
          const p = await cellCenter(page, { x: 4, y: 1 });
          await page.mouse.move(p.x, p.y);
          await nextFrames(page, 3);
          assert.ok((await appState(page)).forecast, 'a box says the soldier is out of sight');
          await shot('imported');
          // Another battle, then the imported map again from its button.
          await press(page, 'scenario-ford', size.viewport);
          assert.equal((await appState(page)).scenario, 'ford');
          await press(page, 'map-0', size.viewport);
          s = await appState(page);
          assert.equal(s.scenario, 'imported');
          assert.equal(s.units.length, 4);
        });

        if (size.name === '1280x800' && language === 'en') {
          test('the hex battle is played to its end against a hard enemy', async () => {
            await press(page, 'scenario-hex_crossing', size.viewport);
            await press(page, 'difficulty-hard', size.viewport);
            assert.equal((await appState(page)).difficulty, 'hard');
            const end = await playToTheEnd(page, size.viewport, 40);
            assert.notEqual(end, 'ongoing');
            await shot('hex-end');
          });

          test('the height battle is played to its end', async () => {
            await press(page, 'difficulty-normal', size.viewport);
            await press(page, 'scenario-highlands', size.viewport);
            assert.equal((await appState(page)).difficulty, 'normal');
            const end = await playToTheEnd(page, size.viewport, 40);
            assert.notEqual(end, 'ongoing');
            await shot('height-end');
          });
        }
      });
    }
  }
});
