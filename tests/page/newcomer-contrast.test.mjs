// The marks on the board as a deuteranope sees them: the screenshot is
// passed through a deuteranopia colour matrix, and the marks (move dots,
// capture marks, last-move corners, the check spikes, the selection ring;
// on the tactics map the attack fringe and the HP bars) must keep a
// measurable contrast with the board around them.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBoard, clickControl, clickSquare, nextFrames, screenshotPath, loadScenario, clickCell,
  appState, cellCenter,
} from './browser.mjs';
import { contrast, deuteranopeScreenshot } from './newcomer-pixels.mjs';

// Directions (radians) between the board's lines and diagonals.
const between = [...Array(8).keys()].map((i) => (i + 0.5) * Math.PI / 4);

// The highest contrast between the board colour `board` and the pixels of
// a ring around `c`, from `inner` to `outer` pixels out, in the given
// directions: a mark's darkest edge against the board.
function ringContrast(image, c, inner, outer, board, directions = between) {
  let best = 1;
  for (const a of directions) {
    for (let d = inner; d <= outer; d += 0.5) {
      const p = image.at(c.x + Math.cos(a) * d, c.y + Math.sin(a) * d);
      best = Math.max(best, contrast(p, board));
    }
  }
  return best;
}

const centre = (page, square) => page.evaluate((sq) => window.qipanApp.squareCenter(sq), square);

// The highest contrast with `against` along the segment from `a` to `b`.
function lineContrast(image, a, b, against) {
  let best = 1;
  const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 2));
  for (let i = 0; i <= n; i++) {
    const p = image.at(a.x + ((b.x - a.x) * i) / n, a.y + ((b.y - a.y) * i) / n);
    best = Math.max(best, contrast(p, against));
  }
  return best;
}

// A knight of two move points on open grass, an enemy far off at full HP.
const grass = `scenario grass
title Grass

map
.........
.K.......
.......s.
.........
.........

units
K player Knight  mounted 20 9 5 2 1
s enemy  Soldier foot    15 8 3 0 1
`;

describe('colour-blind-safe marks (simulated deuteranopia)', () => {
  let page;
  sharedBoard(async (opened) => {
    page = opened;
    await clickControl(page, 'hint-dismiss');
  });

  test('xiangqi: move dots, capture marks, last move, selection and check stand out', async () => {
    // Red's chariot on e1 can go to e2 and e3 and take the cannon on e4.
    await page.evaluate(() => window.qipanApp.newGame('xiangqi', '3k5/9/9/9/9/4c4/9/9/4R4/5K3 w'));
    await nextFrames(page, 3);
    await clickSquare(page, 'e1');
    const state = await page.evaluate(() => window.qipanApp.state());
    assert.ok(state.targets.includes('e3') && state.targets.includes('e4'), state.targets.join());
    const cell = (await centre(page, 'e2')).y - (await centre(page, 'e3')).y;
    const r = cell * 0.45;
    const image = await deuteranopeScreenshot(page, screenshotPath('newcomer-deuteranopia-xiangqi'));
    // The wood between the lines, half a cell off a point.
    const wood = (c) => image.at(c.x + cell / 2, c.y + cell / 2);

    const dot = await centre(page, 'e3');
    const dotEdge = ringContrast(image, dot, r * 0.2, r * 0.34, wood(dot));
    const capture = await centre(page, 'e4');
    const captureRing = ringContrast(image, capture, r, r * 1.3, wood(capture));
    const selected = await centre(page, 'e1');
    const selection = ringContrast(image, selected, r, r * 1.3, wood(selected));
    console.log(`deuteranopia contrast with the wood: move dot edge ${dotEdge.toFixed(1)}, ` +
      `capture ring ${captureRing.toFixed(1)}, selection ring ${selection.toFixed(1)}`);
    assert.ok(dotEdge >= 4.5, `move dot edge contrast ${dotEdge}`);
    assert.ok(captureRing >= 4.5, `capture ring contrast ${captureRing}`);
    assert.ok(selection >= 4.5, `selection ring contrast ${selection}`);

    // A chariot's check along the d-file: the move's corners, and the black
    // general in check.
    await page.evaluate(() => window.qipanApp.newGame('xiangqi', '3k5/9/9/9/9/9/9/9/4R4/5K3 w'));
    await clickSquare(page, 'e1');
    await clickSquare(page, 'd1');
    await nextFrames(page, 30);
    const checked = await page.evaluate(() => window.qipanApp.state());
    assert.equal(checked.inCheck, true, checked.fen);
    const after = await deuteranopeScreenshot(page, screenshotPath('newcomer-deuteranopia-check'));
    const from = await centre(page, 'e1');
    const corner = { x: from.x + cell * 0.47, y: from.y + cell * 0.47 };
    const lastMove = ringContrast(after, corner, 0, 3, after.at(from.x + cell / 2, from.y + cell * 0.3));
    const general = await centre(page, 'd9');
    // The spikes point every 30 degrees; those off the lines are sampled.
    const spikeDirections = [30, 60, 120, 150, 210, 240, 300, 330].map((d) => d * Math.PI / 180);
    // The wood beside the palace, off its lines and diagonals.
    const besidePalace = after.at(general.x + cell * 1.5, general.y + cell * 0.25);
    const spikes = ringContrast(after, general, r * 1.15, r * 1.3, besidePalace, spikeDirections);
    console.log(`deuteranopia contrast: last-move corner ${lastMove.toFixed(1)}, ` +
      `check spikes ${spikes.toFixed(1)}`);
    assert.ok(lastMove >= 3, `last-move corner contrast ${lastMove}`);
    assert.ok(spikes >= 3, `check spikes contrast ${spikes}`);
  });

  test('jungle: move dots stand out on the grass', async () => {
    await clickControl(page, 'jungle');
    await clickSquare(page, 'a3');
    const cell = (await centre(page, 'a4')).y - (await centre(page, 'a5')).y;
    const r = cell * 0.42;
    const image = await deuteranopeScreenshot(page, screenshotPath('newcomer-deuteranopia-jungle'));
    const dot = await centre(page, 'a4');
    const grass = image.at(dot.x + r * 0.7, dot.y - r * 0.7);
    const dotEdge = ringContrast(image, dot, r * 0.2, r * 0.34, grass);
    console.log(`deuteranopia contrast with the grass: move dot edge ${dotEdge.toFixed(1)}`);
    assert.ok(dotEdge >= 4.5, `jungle move dot edge contrast ${dotEdge}`);
  });

  test('tactics: the attack fringe and a full green HP bar stand out on the grass', async () => {
    await clickControl(page, 'tactics');
    await loadScenario(page, grass);
    await page.waitForFunction(() => window.qipanApp.state().banner === '', null, { timeout: 5000 });
    await clickCell(page, { x: 1, y: 1 });
    const s = await appState(page);
    assert.ok(s.attack.some((c) => c.x === 4 && c.y === 1), 'the fringe reaches (4, 1)');
    const enemy = s.units.find((u) => u.team === 'enemy');
    assert.equal(enemy.hp, enemy.maxHp);
    const a = await cellCenter(page, { x: 0, y: 0 });
    const c = (await cellCenter(page, { x: 1, y: 0 })).x - a.x;
    const image = await deuteranopeScreenshot(page, screenshotPath('newcomer-deuteranopia-tactics'));
    // Open grass: a cell out of reach, half a cell off the grid lines.
    const open = await cellCenter(page, { x: 7, y: 1 });
    const ground = image.at(open.x, open.y);

    // The fringe cell's frame, crossed from its edge to its centre.
    const fringe = await cellCenter(page, { x: 4, y: 1 });
    const frame = lineContrast(image, { x: fringe.x - c * 0.48, y: fringe.y + c * 0.2 },
      { x: fringe.x - c * 0.2, y: fringe.y + c * 0.2 }, ground);

    // The enemy's HP bar (full, green) under its token: its edge against the
    // grass below it, and its fill against that edge.
    const u = await cellCenter(page, enemy);
    const r = c * 0.38;
    const top = u.y + r + c * 0.03;
    const bottom = top + Math.max(3, c * 0.09);
    const fill = image.at(u.x, (top + bottom) / 2);
    const below = image.at(u.x, bottom + c * 0.08);
    const barEdge = lineContrast(image, { x: u.x + c * 0.2, y: bottom - 0.5 },
      { x: u.x + c * 0.2, y: bottom + c * 0.04 }, below);
    const edgeUnderFill = lineContrast(image, { x: u.x - c * 0.2, y: bottom - 0.5 },
      { x: u.x - c * 0.2, y: bottom + c * 0.04 }, fill);
    console.log(`deuteranopia contrast on the tactics grass: attack fringe frame ${frame.toFixed(1)}, ` +
      `HP bar edge ${barEdge.toFixed(1)}, HP fill against its edge ${edgeUnderFill.toFixed(1)}`);
    assert.ok(frame >= 4.5, `attack fringe frame contrast ${frame}`);
    assert.ok(barEdge >= 3, `HP bar edge against the grass ${barEdge}`);
    assert.ok(edgeUnderFill >= 3, `HP bar fill against its edge ${edgeUnderFill}`);
  });
});
