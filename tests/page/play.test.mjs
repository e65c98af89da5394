// Playing Xiangqi and Jungle on the page with real clicks on canvas pixels.
import { test, describe, before } from 'node:test';
import assert from 'node:assert/strict';
import {
  sharedBoard, appState, clickSquare, clickControl, nextFrames, screenshotPath,
  pixelsAt, near,
} from './browser.mjs';

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
