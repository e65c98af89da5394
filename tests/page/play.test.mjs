// Playing Xiangqi and Jungle on the page with real clicks on canvas pixels.
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBoard, appState, clickSquare, clickControl, nextFrames, screenshotPath,
  pixelsAt, near,
} from './browser.mjs';
import { reveal, press, table, play, advance, computerDone, copiedRecord, tablePages } from './table.mjs';

const games = {
  xiangqi: {
    piece: 'h2', legal: 'e2', forbiddenTarget: 'g4', flipPiece: 'b2', enemy: 'h7', reply: ['h7', 'e7'],
    startTurn: 'red', nextTurn: 'black',
    // Mate in one: the second chariot closes rank 9 (e8 is held by the first).
    ending: { fen: '4k4/R8/9/9/9/9/9/9/9/1R1K5 w', from: 'b0', to: 'b9', winner: 'red', reason: 'checkmate' },
  },
  jungle: {
    piece: 'a3', legal: 'a4', forbiddenTarget: 'b4', flipPiece: 'g3', enemy: 'a7', reply: ['a7', 'a6'],
    startTurn: 'blue', nextTurn: 'red',
    // Blue's lion steps from Red's trap into Red's den.
    ending: { fen: '6r/3L3/7/7/7/7/7/7/7 b', from: 'd8', to: 'd9', winner: 'blue', reason: 'den' },
  },
};

describe('playing on the page', () => {
  let env;
  let page;
  sharedBoard((opened, started) => { page = opened; env = started; });

  for (const [game, g] of Object.entries(games)) {
    describe(game, () => {
      before(async () => {
        await clickControl(page, game);
        await clickControl(page, 'new');
        const s = await appState(page);
        assert.equal(s.game, game);
        assert.equal(s.turn, g.startTurn);
      });

      test('clicking an enemy piece without a selection does nothing', async () => {
        const before = await appState(page);
        await clickSquare(page, g.enemy);
        const after = await appState(page);
        assert.equal(after.selected, '');
        assert.equal(after.fen, before.fen);
      });

      test('clicking a piece selects it and marks its destinations', async () => {
        await clickSquare(page, g.piece);
        const s = await appState(page);
        assert.equal(s.selected, g.piece);
        assert.ok(s.targets.includes(g.legal), JSON.stringify(s.targets));
        assert.ok(!s.targets.includes(g.forbiddenTarget));
        // A destination dot is drawn at the legal target.
        const target = await page.evaluate((sq) => window.qipanApp.squareCenter(sq), g.legal);
        const [dot] = await pixelsAt(page, [target]);
        assert.ok(near(dot, [40, 150, 70], 50), `destination dot colour ${dot}`);
      });

      test('a forbidden destination is refused and the selection kept', async () => {
        const before = await appState(page);
        await clickSquare(page, g.forbiddenTarget);
        const after = await appState(page);
        assert.equal(after.fen, before.fen);
        assert.equal(after.selected, g.piece);
        assert.equal(after.lastMove, '');
      });

      test('clicking the selected piece again deselects it', async () => {
        await clickSquare(page, g.piece);
        assert.equal((await appState(page)).selected, '');
        await clickSquare(page, g.piece);
        assert.equal((await appState(page)).selected, g.piece);
      });

      test('a legal destination plays the move and passes the turn', async () => {
        await clickSquare(page, g.legal);
        const s = await appState(page);
        assert.equal(s.lastMove, g.piece + g.legal);
        assert.equal(s.turn, g.nextTurn);
        assert.equal(s.selected, '');
        assert.deepEqual(s.targets, []);
        await clickSquare(page, g.reply[0]);
        await clickSquare(page, g.reply[1]);
        assert.equal((await appState(page)).lastMove, g.reply.join(''));
        await page.waitForTimeout(400); // let the glide finish
        await page.screenshot({ path: screenshotPath(`${game}-midgame`) });
      });

      test('Undo and Redo in the panel take back and replay moves', async () => {
        const played = await appState(page);
        await clickControl(page, 'undo');
        let s = await appState(page);
        assert.equal(s.lastMove, g.piece + g.legal);
        assert.equal(s.turn, g.nextTurn);
        await clickControl(page, 'undo');
        s = await appState(page);
        assert.equal(s.lastMove, '');
        assert.equal(s.turn, g.startTurn);
        await clickControl(page, 'redo');
        await clickControl(page, 'redo');
        s = await appState(page);
        assert.equal(s.fen, played.fen);
        assert.equal(s.lastMove, played.lastMove);
      });

      test('after Flip, clicks follow the turned board', async () => {
        const before = await page.evaluate((sq) => window.qipanApp.squareCenter(sq), g.flipPiece);
        await clickControl(page, 'flip');
        const s = await appState(page);
        assert.equal(s.flipped, true);
        const after = await page.evaluate((sq) => window.qipanApp.squareCenter(sq), g.flipPiece);
        assert.ok(Math.abs(after.y - before.y) > 100, `the square moved: ${before.y} -> ${after.y}`);
        // The side to move (the first side) now plays from the top.
        const mine = g.flipPiece;
        await clickSquare(page, mine);
        assert.equal((await appState(page)).selected, mine);
        await clickSquare(page, mine);
        await clickControl(page, 'flip');
        assert.equal((await appState(page)).flipped, false);
      });

      test('a decisive game ends with a banner', async () => {
        await page.evaluate(({ n, fen }) => window.qipanApp.newGame(n, fen), { n: game, fen: g.ending.fen });
        await nextFrames(page);
        await clickSquare(page, g.ending.from);
        await clickSquare(page, g.ending.to);
        const s = await appState(page);
        assert.deepEqual(s.status, { over: true, winner: g.ending.winner, reason: g.ending.reason });
        await page.waitForTimeout(400);
        // The banner carries its own New game button.
        const p = await page.evaluate(() => window.qipanApp.controlCenter('banner-new'));
        assert.ok(p.x > 0 && p.y > 0);
        await page.screenshot({ path: screenshotPath(`${game}-ending`) });
        // Clicks after the end change nothing.
        await clickSquare(page, g.ending.to);
        assert.equal((await appState(page)).fen, s.fen);
        await clickControl(page, 'banner-new');
        const fresh = await appState(page);
        assert.equal(fresh.status.over, false);
        assert.equal(fresh.lastMove, '');
      });
    });
  }

  test('a check is shown in xiangqi', async () => {
    // Red's chariot gives check along rank 9; the general can step to e8.
    await page.evaluate(() => window.qipanApp.newGame('xiangqi', '4k4/9/9/9/9/9/9/9/R8/3K5 w'));
    await nextFrames(page);
    await clickSquare(page, 'a1');
    await clickSquare(page, 'a9');
    const s = await appState(page);
    assert.equal(s.inCheck, true);
    assert.equal(s.status.over, false);
    await page.waitForTimeout(400);
    await page.screenshot({ path: screenshotPath('xiangqi-check') });
  });

  test('a tap on a touch screen selects and moves', async () => {
    const touch = await env.browser.newPage({ viewport: { width: 420, height: 800 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await touch.goto(env.url);
    await touch.waitForFunction(() => window.qipanApp?.ready === true);
    const tap = async (sq) => {
      const p = await touch.evaluate((q) => window.qipanApp.squareCenter(q), sq);
      await touch.touchscreen.tap(p.x, p.y);
      await nextFrames(touch, 3);
    };
    await tap('h2');
    assert.equal((await appState(touch)).selected, 'h2');
    await tap('e2');
    assert.equal((await appState(touch)).lastMove, 'h2e2');
    await touch.waitForTimeout(400);
    await touch.screenshot({ path: screenshotPath('xiangqi-phone') });
    await touch.close();
  });
});

// The game table in the Play tab: the start choice (remembered), Resign,
// draw offers to the computer and between people, clocks on the page's
// time (moved ahead as a background tab would be) with a flag falling, and
// Pause between people — for each game of the registry where it matters.
describe('the game table', () => {
  const pages = tablePages();
  const { open } = pages;

  test('a new game offers the start choice; the computer waits for Start; the choice is kept', async () => {
    const page = await open();
    let t = await table(page);
    assert.equal(t.begun, false);
    for (const name of ['computer', 'people', 'friend', 'clock-none', 'clock-5+3', 'clock-10+5',
      'clock-15+10', 'clock-10|30', 'clock-custom', 'start']) {
      await reveal(page, name);
    }
    await press(page, 'computer');
    await press(page, 'side-1');
    await press(page, 'level-2');
    await press(page, 'clock-10+5');
    let s = await appState(page);
    assert.equal(s.computer.side, 'red');
    assert.equal(s.computer.level, 2);
    assert.equal(s.table.control, '10+5');
    await page.waitForTimeout(500);
    s = await appState(page);
    assert.equal(s.moves, 0, 'the computer waits for Start');
    assert.equal(s.computer.thinking, false);
    await page.screenshot({ path: screenshotPath('table-start-choice') });
    await press(page, 'start');
    s = await computerDone(page);
    assert.equal(s.moves, 1, 'the computer opened');
    assert.equal(s.table.begun, true);
    assert.equal(s.table.timed, true);
    assert.equal(s.table.clocks[1].running, true, "Black's clock runs after Red's first move");
    // The computer searched within its clock's share, not a fixed budget.
    assert.ok(s.computer.lastSearch.timeMs <= 600000 / 40 + 5000 * 0.75 + 500,
      `the computer's move took ${s.computer.lastSearch.timeMs} ms`);
    // The start choice is gone; the clocks, Resign and Offer draw are there.
    await reveal(page, 'clock-0');
    await reveal(page, 'resign');
    await reveal(page, 'offer-draw');
    assert.equal(await page.evaluate(() => { try { window.qipanApp.controlRect('start'); return true; } catch { return false; } }), false);
    // A reload keeps the choice for the next game (Settings).
    const settings = await page.evaluate(() => ({
      opponent: localStorage.getItem('qipan.opponent'), side: localStorage.getItem('qipan.side'),
      level: localStorage.getItem('qipan.level'), clock: localStorage.getItem('qipan.clock'),
    }));
    assert.deepEqual(settings, { opponent: 'computer', side: '1', level: '2', clock: '10+5' });
    await clickControl(page, 'new');
    t = await table(page);
    assert.equal(t.begun, false);
    assert.equal(t.control, '10+5');
    s = await appState(page);
    assert.equal(s.computer.side, 'red');
    assert.equal(s.computer.level, 2);
  });

  test('a custom clock is checked by the core; a friend by link starts a link game', async () => {
    const page = await open();
    await press(page, 'clock-custom');
    // 3+2 stepped down to 0+0: a clock no one could play, refused by the core.
    for (let i = 0; i < 3; ++i) await press(page, 'custom-minutes-less');
    for (let i = 0; i < 2; ++i) await press(page, 'custom-increment-less');
    await press(page, 'clock-custom-set');
    let t = await table(page);
    assert.equal(t.control, 'none', 'a clock of 0 is refused');
    assert.match(t.controlError, /./);
    // 3 minutes, then 20 reading seconds a move.
    await press(page, 'clock-custom');
    for (let i = 0; i < 3; ++i) await press(page, 'custom-minutes-more');
    for (let i = 0; i < 2; ++i) await press(page, 'custom-reading-more');
    await press(page, 'clock-custom-set');
    t = await table(page);
    assert.equal(t.control, '3|20');
    assert.equal(t.controlError, '');
    await page.screenshot({ path: screenshotPath('table-custom-clock') });
    await press(page, 'friend');
    const s = await appState(page);
    assert.ok(s.link, 'a game by link');
    assert.equal(s.link.side, 'red');
    assert.equal(s.table.begun, true);
  });

  for (const game of ['xiangqi', 'jungle']) {
    const opening = game === 'xiangqi' ? ['h2e2', 'h9g7', 'b0c2'] : ['a3a4', 'g7g6', 'g3g4'];
    const [first, second] = game === 'xiangqi' ? ['red', 'black'] : ['blue', 'red'];

    test(`${game}: Resign ends the game, into the record`, async () => {
      const page = await open();
      await clickControl(page, game);
      await press(page, 'people');
      await play(page, opening.slice(0, 1));
      await press(page, 'resign');
      let t = await table(page);
      assert.equal(t.resignAsked, true, 'Resign asks first');
      await press(page, 'resign-no');
      assert.equal((await appState(page)).status.over, false);
      await press(page, 'resign');
      await press(page, 'resign-yes');
      const s = await appState(page);
      assert.deepEqual(s.status, { over: true, winner: first, reason: 'resigned' });
      assert.equal(s.table.result, '1-0');
      assert.equal(s.table.termination, `${second[0].toUpperCase()}${second.slice(1)} resigned`);
      // Clicks and Undo change nothing after a resignation.
      await clickSquare(page, opening[1].slice(0, 2));
      await clickSquare(page, opening[1].slice(2));
      await press(page, 'undo');
      assert.equal((await appState(page)).fen, s.fen);
      await page.waitForTimeout(400);
      await page.screenshot({ path: screenshotPath(`table-${game}-resigned`) });
      const record = await copiedRecord(page);
      assert.match(record, /\[Result "1-0"\]/);
      assert.match(record, new RegExp(`\\[Termination "${second[0].toUpperCase()}${second.slice(1)} resigned"\\]`));
    });

    test(`${game}: a clock runs in a background tab and a fallen flag ends the game`, async () => {
      const page = await open();
      await clickControl(page, game);
      await press(page, 'people');
      await press(page, 'clock-5+3');
      await play(page, opening.slice(0, 2));
      let t = await table(page);
      assert.equal(t.clocks[0].running, true);
      assert.ok(t.clocks[1].main > 300000 && t.clocks[1].main <= 303000, JSON.stringify(t.clocks[1]));
      const before = t.clocks[0].main;
      // Two minutes with no frame drawn: the clock still reads the right time.
      await advance(page, 120000);
      t = await table(page);
      assert.ok(Math.abs(before - 120000 - t.clocks[0].main) < 3000, `${before} -> ${t.clocks[0].main}`);
      assert.equal((await appState(page)).status.over, false);
      // Pause between people: the time stands, the board takes no move.
      await press(page, 'pause');
      t = await table(page);
      assert.equal(t.paused, true);
      const held = t.clocks[0].main;
      await advance(page, 600000);
      t = await table(page);
      assert.equal(t.clocks[0].main, held);
      const fen = (await appState(page)).fen;
      await clickSquare(page, opening[0].slice(2));
      await clickSquare(page, game === 'xiangqi' ? 'e2' : 'a4');
      assert.equal((await appState(page)).fen, fen, 'no move while paused');
      await page.screenshot({ path: screenshotPath(`table-${game}-paused`) });
      await press(page, 'resume');
      await advance(page, held + 1000);
      const s = await appState(page);
      assert.deepEqual(s.status, { over: true, winner: second, reason: 'time' });
      assert.equal(s.table.clocks[0].flagged, true);
      assert.equal(s.table.result, '0-1');
      assert.match(s.table.termination, /lost on time/);
      await page.waitForTimeout(400);
      await page.screenshot({ path: screenshotPath(`table-${game}-flag`) });
    });

    test(`${game}: a draw offered between people is declined by a move, then accepted`, async () => {
      const page = await open();
      await clickControl(page, game);
      await press(page, 'people');
      await play(page, opening.slice(0, 1));
      await press(page, 'offer-draw');
      let t = await table(page);
      assert.equal(t.offer, second);
      await press(page, 'draw-decline');
      assert.equal((await table(page)).offer, '');
      await press(page, 'offer-draw');
      await play(page, opening.slice(1, 2));  // the offer stands over its own side's move
      assert.equal((await table(page)).offer, second);
      await play(page, opening.slice(2));  // the other side answers with a move: declined
      assert.equal((await table(page)).offer, '');
      await press(page, 'offer-draw');
      t = await table(page);
      assert.equal(t.offer, second);
      await press(page, 'draw-accept');
      const s = await appState(page);
      assert.deepEqual(s.status, { over: true, winner: null, reason: 'agreed' });
      assert.equal(s.table.result, '1/2-1/2');
      assert.equal(s.table.termination, 'draw agreed');
    });
  }

  test('the computer declines an early draw and accepts one when it is lost', async () => {
    const page = await open();
    await press(page, 'computer');
    await press(page, 'side-0');
    await press(page, 'level-1');
    await press(page, 'clock-none');
    await play(page, ['h2e2']);
    await computerDone(page);
    await press(page, 'offer-draw');
    let s = await appState(page);
    assert.equal(s.table.drawAnswer, 'declined');
    assert.equal(s.status.over, false);
    await page.screenshot({ path: screenshotPath('table-draw-declined') });
    // Two chariots against a lone general: the computer's evaluation says it is lost.
    await page.evaluate(() => window.qipanApp.newGame('xiangqi', '4k4/9/9/9/9/9/9/9/9/RR1K5 w'));
    await nextFrames(page, 3);
    await play(page, ['a0a1']);
    s = await computerDone(page);
    assert.ok(s.computer.lastSearch.score <= -900, `the computer's score ${s.computer.lastSearch.score}`);
    await press(page, 'offer-draw');
    s = await appState(page);
    assert.equal(s.table.drawAnswer, 'accepted');
    assert.deepEqual(s.status, { over: true, winner: null, reason: 'agreed' });
    await page.waitForTimeout(400);
    await page.screenshot({ path: screenshotPath('table-draw-accepted') });
  });

  test('the table in Chinese on a phone', async () => {
    const page = await open({ language: 'zh', viewport: { width: 390, height: 844 }, mobile: true });
    await press(page, 'people');
    await press(page, 'clock-10|30');
    await play(page, ['h2e2', 'h9g7']);
    await advance(page, 600000 + 5000);
    const t = await table(page);
    assert.equal(t.clocks[0].inReading, true, 'reading seconds once the main time is spent');
    assert.ok(t.clocks[0].reading <= 25000 && t.clocks[0].reading > 20000, JSON.stringify(t.clocks[0]));
    await reveal(page, 'clock-0');
    await page.screenshot({ path: '/tmp/play-phone-zh-reading.png' });
    await advance(page, 30000);
    const s = await appState(page);
    assert.deepEqual(s.status, { over: true, winner: 'black', reason: 'time' });
  });
});
