// Playing against the computer on the page: the setting, the computer's
// moves asked of the page's Web Worker, the thinking mark, Undo of a turn,
// the hint arrow, games played to the end at a low level, the level taking
// effect, and the page staying responsive while the computer thinks.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import {
  sharedBoard, appState, clickSquare, clickControl, nextFrames, screenshotPath,
  pixelsAt, near, root,
} from './browser.mjs';

// Screenshots worth looking at are also kept in screens/ (ignored by git).
async function keepScreenshot(page, name) {
  await page.screenshot({ path: screenshotPath(name) });
  const screens = path.join(root, 'screens');
  fs.mkdirSync(screens, { recursive: true });
  fs.copyFileSync(screenshotPath(name), path.join(screens, `${name}.png`));
}

// Waits until the computer has answered and its move (if any) has glided.
async function computerDone(page, timeout = 60000) {
  await page.waitForFunction(() => {
    const s = window.qipanApp.state();
    return !s.computer.thinking && !s.animating;
  }, null, { timeout, polling: 50 });
  return appState(page);
}

// The person plays `move` ('h2e2') with two clicks, and it is played.
// (The computer's reply may already follow it: the count of moves tells.)
async function playMove(page, move) {
  const before = (await appState(page)).moves;
  await clickSquare(page, move.slice(0, 2));
  await clickSquare(page, move.slice(2));
  assert.ok((await appState(page)).moves > before, `the person played ${move}`);
}

// The person plays the first of `moves` that is legal on the board: the
// computer's low levels answer at random (the page seeds them from the
// clock), and a reply may capture or block the piece a test meant to move.
async function playOneOf(page, moves) {
  const before = (await appState(page)).moves;
  for (const move of moves) {
    await clickSquare(page, move.slice(0, 2));
    if ((await appState(page)).targets.includes(move.slice(2))) {
      await clickSquare(page, move.slice(2));
      assert.ok((await appState(page)).moves > before, `the person played ${move}`);
      return move;
    }
  }
  assert.fail(`none of ${moves.join(', ')} is legal in ${(await appState(page)).fen}`);
}

// Xiangqi or Jungle against the computer: the person plays side 0 (moving
// first) or 1, the computer at `level`; a new game from the start, chosen
// in the Play tab's start choice, then Start game.
async function vsComputer(page, game, level, side = 0) {
  await clickControl(page, game);
  await clickControl(page, 'new');
  await clickControl(page, 'computer');
  await clickControl(page, `side-${side}`);
  await clickControl(page, `level-${level}`);
  await clickControl(page, 'clock-none');
  await clickControl(page, 'start');
  await computerDone(page);
}

// Asks for a hint and waits for its arrow; returns the hinted move.
async function hint(page) {
  await clickControl(page, 'hint');
  await page.waitForFunction(() => {
    const s = window.qipanApp.state();
    return s.computer.hint !== '' || s.computer.error !== '';
  }, null, { timeout: 60000, polling: 50 });
  const s = await appState(page);
  assert.equal(s.computer.error, '');
  return s.computer.hint;
}

describe('playing against the computer', () => {
  let page;
  sharedBoard((opened) => { page = opened; });

  test('the vs computer setting: side, level, the computer moving first', async () => {
    await clickControl(page, 'xiangqi');
    let s = await appState(page);
    assert.equal(s.computer.side, null, 'people play both sides by default');
    await clickControl(page, 'computer');
    s = await appState(page);
    assert.equal(s.computer.side, 'black');
    assert.equal(s.computer.level, 3);
    assert.equal(s.computer.thinking, false, 'red, the person, is to move');
    await clickControl(page, 'level-1');
    assert.equal((await appState(page)).computer.level, 1);
    await keepScreenshot(page, 'computer-setup');

    // Playing Black: the board turns (Black at the bottom) and the computer
    // opens once the game is started.
    await clickControl(page, 'side-1');
    await clickControl(page, 'start');
    s = await appState(page);
    assert.equal(s.computer.side, 'red');
    assert.equal(s.flipped, true);
    // The computer's move glides in like a person's (`glided` stays once
    // the 0.3 s glide is over: a loaded machine may draw no frame within it).
    await page.waitForFunction(() => {
      const st = window.qipanApp.state();
      return st.lastMove !== '' && st.glided === st.lastMove;
    }, null, { timeout: 30000 });
    s = await computerDone(page);
    assert.equal(s.turn, 'black');
    assert.equal(s.computer.lastSearch.move, s.lastMove);
    assert.equal(s.computer.lastSearch.level, 1);
    // Only the computer's move is on the board: nothing of the person's to undo.
    const undo = await page.evaluate(() => window.qipanApp.controlCenter('undo'));
    await page.mouse.click(undo.x, undo.y);
    await nextFrames(page, 3);
    assert.equal((await appState(page)).fen, s.fen);

    await clickControl(page, 'new');
    await clickControl(page, 'side-0');
    s = await appState(page);
    assert.equal(s.computer.side, 'black', 'a new game keeps the setting');
    assert.equal(s.flipped, false);
  });

  test('a level change takes effect', async () => {
    const budgets = { 1: { nodes: 400, depth: 1 }, 4: { nodes: 15000, depth: 4 } };
    const seen = {};
    // The level is chosen when a game starts (the Play tab's start choice).
    for (const [level, moves] of [[1, ['h2e2']], [4, ['b0c2', 'h0g2', 'a0a1']]]) {
      await vsComputer(page, 'xiangqi', level);
      await playOneOf(page, moves);
      const s = await computerDone(page);
      assert.equal(s.turn, 'red');
      const last = s.computer.lastSearch;
      assert.equal(last.level, level);
      assert.equal(last.hint, false);
      assert.ok(last.nodes > 0 && last.nodes <= budgets[level].nodes, JSON.stringify(last));
      assert.ok(last.depth >= 1 && last.depth <= budgets[level].depth, JSON.stringify(last));
      seen[level] = last;
    }
    assert.ok(seen[4].depth > seen[1].depth, `level 4 searched deeper: ${JSON.stringify(seen)}`);
  });

  test('Undo takes back the move and its reply; Redo brings both back', async () => {
    await vsComputer(page, 'xiangqi', 1);
    await playMove(page, 'h2e2');
    const first = await computerDone(page);
    await playOneOf(page, ['h0g2', 'b0c2', 'a0a1']);
    const second = await computerDone(page);
    assert.notEqual(second.fen, first.fen);
    await clickControl(page, 'undo');
    let s = await appState(page);
    assert.equal(s.fen, first.fen);
    assert.equal(s.turn, 'red');
    assert.equal(s.computer.thinking, false);
    await clickControl(page, 'redo');
    s = await computerDone(page);
    assert.equal(s.fen, second.fen);
  });

  test('Undo while the computer thinks takes back the move alone', async () => {
    await vsComputer(page, 'xiangqi', 8);
    const start = await appState(page);
    await playMove(page, 'b2d2');  // level 8 thinks two to three seconds on it
    assert.equal((await appState(page)).computer.thinking, true);
    await clickControl(page, 'undo');
    const s = await appState(page);
    assert.equal(s.fen, start.fen);
    assert.equal(s.computer.thinking, false);
    // The withdrawn search's answer never lands.
    await page.waitForTimeout(1500);
    assert.equal((await appState(page)).fen, start.fen);
  });

  test('the page stays responsive while the computer thinks', async (t) => {
    await vsComputer(page, 'xiangqi', 8);
    // Idle first: intervals between animation frames with nothing to draw.
    const measure = (whileThinking) => page.evaluate((thinkingOnly) => new Promise((resolve) => {
      const stamps = [];
      const drawnBefore = window.qipanApp.frames();
      const started = performance.now();
      let sawThinking = false;
      const step = (now) => {
        stamps.push(now);
        const thinking = window.qipanApp.state().computer.thinking;
        sawThinking = sawThinking || thinking;
        const done = thinkingOnly ? (sawThinking && !thinking) || now - started > 8000
                                  : now - started > 1000;
        if (!done) requestAnimationFrame(step);
        else {
          const drawn = window.qipanApp.frames() - drawnBefore;
          resolve({
            // Intervals after the test's own clicks and screenshot (which
            // hold the page's thread themselves), when it marked that time.
            intervals: stamps.slice(1).map((s, i) => [stamps[i], s - stamps[i]])
              .filter(([at]) => at >= (window.qipanQuietFrom ?? 0)).map(([, d]) => d),
            compute: drawn === 0 ? [] : window.qipanApp.frameTimes().slice(-drawn),
            ms: now - started,
          });
        }
      };
      requestAnimationFrame(step);
    }), whileThinking);
    const stats = (v) => {
      const sorted = [...v].sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0, n: v.length };
    };
    const show = (o) => `median ${o.median.toFixed(1)} ms, p95 ${o.p95.toFixed(1)} ms, max ${o.max.toFixed(1)} ms over ${o.n}`;
    await nextFrames(page, 30);
    const idle = await measure(false);

    // The cannon to d2: level 8 answers it in about 1.8 million nodes, two
    // to three seconds in Chromium (h2e2's answer takes a third of that,
    // too short to click and look at the page on a loaded machine).
    await playMove(page, 'b2d2');
    // Frames from the person's move until the answer (at most 8 s), measured
    // while the page is used below.
    const busyMeasured = measure(true);
    await page.waitForTimeout(350);  // past the person's glide
    let s = await appState(page);
    assert.equal(s.computer.thinking, true, 'level 8 thinks longer than the glide');
    // Used while the computer thinks, the page answers at once: a click on a
    // piece does nothing (the computer is to move), Flip turns the board.
    await clickSquare(page, 'h7');
    assert.equal((await appState(page)).selected, '');
    const flipAt = Date.now();
    await clickControl(page, 'flip');
    const flipMs = Date.now() - flipAt;
    s = await appState(page);
    assert.equal(s.flipped, true);
    assert.equal(s.computer.thinking, true, 'Flip answered while the computer still thinks');
    await keepScreenshot(page, 'computer-thinking');
    await page.evaluate(() => { window.qipanQuietFrom = performance.now(); });
    const busy = await busyMeasured;
    const idleStats = stats(idle.intervals);
    const busyStats = stats(busy.intervals);
    t.diagnostic(`idle: animation-frame intervals ${show(idleStats)}; app frame compute ${show(stats(idle.compute))}`);
    t.diagnostic(`thinking (${busy.ms.toFixed(0)} ms measured): intervals ${show(busyStats)}; app frame compute ${show(stats(busy.compute))}`);
    t.diagnostic(`a Flip click answered in ${flipMs.toFixed(0)} ms while thinking`);
    t.diagnostic(`machine load (1 min): ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).cpus().length} cores`);
    // A search on the main thread would hold one frame for the whole search;
    // in the worker the frames keep coming (the thinking wheel turns) and
    // each costs the app about what an idle-time redraw does. Interval
    // figures depend on the machine's load, so the bound is loose.
    assert.ok(busy.ms > 500, `the search lasted long enough to measure (${busy.ms} ms)`);
    assert.ok(busy.compute.length >= 3, 'frames were drawn while the computer thought');
    assert.ok(busyStats.max < busy.ms * 0.6, show(busyStats));
    assert.ok(stats(busy.compute).p95 < 50, show(stats(busy.compute)));
    s = await computerDone(page);
    t.diagnostic(`level 8's answer: ${JSON.stringify(s.computer.lastSearch)}`);
    assert.equal(s.turn, 'red');
    assert.equal(s.computer.lastSearch.level, 8);
    await clickControl(page, 'flip');
  });

  test('a hint is the best move, drawn as an arrow', async () => {
    await vsComputer(page, 'xiangqi', 1);
    // Mate in one for Red: the hint finds it.
    await page.evaluate(() => window.qipanApp.newGame('xiangqi', '4k4/R8/9/9/9/9/9/9/9/1R1K5 w'));
    await nextFrames(page, 3);
    // Started: the start choice gives way to the game's buttons.
    await clickControl(page, 'start');
    const move = await hint(page);
    assert.equal(move, 'b0b9');
    await nextFrames(page, 3);
    await keepScreenshot(page, 'computer-hint');
    const a = await page.evaluate(() => window.qipanApp.squareCenter('b0'));
    const b = await page.evaluate(() => window.qipanApp.squareCenter('b9'));
    const [mid] = await pixelsAt(page, [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }]);
    assert.ok(near(mid, [236, 150, 20], 60), `the arrow's colour ${mid}`);
    assert.equal((await appState(page)).computer.lastSearch.hint, true);
    await playMove(page, move);
    const s = await appState(page);
    assert.equal(s.computer.hint, '', 'the arrow goes once the move is played');
    assert.deepEqual([s.status.over, s.status.winner, s.status.reason], [true, 'red', 'checkmate']);
  });

  // Whole games at level 1: the person follows the hints until the end.
  const games = [
    // From the start.
    { game: 'xiangqi', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', person: 'red', winner: 'red' },
    // A Blue lion walks to Red's den past a lone rat.
    { game: 'jungle', fen: '6r/7/7/7/7/7/7/3L3/7 b', person: 'blue', winner: 'blue' },
  ];
  for (const g of games) {
    test(`a ${g.game} game against the computer to the end`, async (t) => {
      await vsComputer(page, g.game, 1);
      await page.evaluate(({ game, fen }) => window.qipanApp.newGame(game, fen), g);
      await nextFrames(page, 3);
      await clickControl(page, 'start');
      let s = await appState(page);
      let plies = 0;
      while (!s.status.over) {
        assert.ok(plies < 300, 'the game ends');
        assert.equal(s.turn, g.person);
        await playMove(page, await hint(page));
        s = await computerDone(page);
        plies += s.status.over && s.turn !== g.person ? 1 : 2;
      }
      t.diagnostic(`${g.game}: ${plies} plies, ${s.status.winner} won by ${s.status.reason}`);
      assert.equal(s.status.winner, g.winner);
      await nextFrames(page, 20);
      await keepScreenshot(page, `computer-${g.game}-over`);
    });
  }
});
