// The game table kept with its game (core/session/saved_table.h) and
// carried by link (core/session/link.h's version 2): a resigned game comes
// back resigned after a reload, with its result in the Games tab's list;
// clocks come back showing the saved times; a whole game by link between
// two browser contexts with a draw offered with a move, declined by a move,
// offered again and accepted, the next link carrying the draw. At 1280x800
// in English and 390x844 in Chinese.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { appState, nextFrames, reveal, press, screenshotPath } from './browser.mjs';
import { table, play, advance, tablePages } from './table.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, mobile: true, language: 'zh' },
];

async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true
    && window.qipanApp.games().loaded, null, { timeout: 30000 });
  await nextFrames(page, 3);
}

// Opens `link` in `page` as a friend's link arriving (the fragment changes).
async function openLink(page, link) {
  await page.evaluate((l) => { window.location.hash = l; }, link);
  await page.waitForFunction((l) => window.qipanApp.state().link?.link?.startsWith(l.slice(0, 20))
    && window.location.hash === '', link);
  await nextFrames(page, 3);
}

describe('the table kept and carried by link', () => {
  const { open: openPage } = tablePages();

  for (const size of sizes) {
    const open = () => openPage({ language: size.language, viewport: size.viewport, mobile: size.mobile });
    const tap = (page, name) => press(page, name, size.viewport);

    test(`${size.name}: a resigned game is still resigned after a reload, and listed so`, async () => {
      const page = await open();
      await tap(page, 'people');
      await play(page, ['h2e2', 'h9g7']);
      await tap(page, 'resign');
      await tap(page, 'resign-yes');
      const before = await appState(page);
      assert.deepEqual(before.status, { over: true, winner: 'black', reason: 'resigned' });
      await reload(page);
      const s = await appState(page);
      assert.equal(s.fen, before.fen);
      assert.deepEqual(s.status, before.status);
      assert.equal(s.table.result, '0-1');
      assert.equal(s.table.termination, 'Red resigned');
      // Still final: Undo takes nothing back.
      await tap(page, 'undo');
      assert.equal((await appState(page)).moves, 2);
      // The Games tab's list says how it ended (the table's outcome).
      const games = await page.evaluate(() => window.qipanApp.games());
      const kept = games.list.find((g) => g.id === games.current);
      assert.ok(kept, JSON.stringify(games));
      assert.equal(kept.result, '0-1');
      assert.equal(kept.ending, 'Red resigned');
    });

    test(`${size.name}: clocks come back showing the saved times`, async () => {
      const page = await open();
      await tap(page, 'people');
      await tap(page, 'clock-10|30');
      await play(page, ['h2e2', 'h9g7']);
      await advance(page, 600000 + 12000);  // Red is 18 s into its reading seconds
      const t = await table(page);
      assert.equal(t.clocks[0].inReading, true);
      await reload(page);
      const back = await table(page);
      assert.equal(back.control, '10|30');
      assert.equal(back.timed, true);
      assert.equal(back.clocks[0].inReading, true, JSON.stringify(back.clocks[0]));
      assert.equal(back.clocks[0].running, true);
      // The time the page was closed is not counted: within the reload's seconds.
      assert.ok(Math.abs(back.clocks[0].reading - t.clocks[0].reading) < 4000,
        `${t.clocks[0].reading} -> ${back.clocks[0].reading}`);
      assert.equal(back.clocks[1].main, t.clocks[1].main);
      await reveal(page, 'clock-0', size.viewport);
      await page.screenshot({ path: screenshotPath(`table-kept-clocks-${size.name}`) });
    });

    // The two games by link, one at each size (their links and clicks are
    // the same at both; the controls' places are the layout tests').
    if (size.name === '1280x800') test(`${size.name}: a whole game by link, to mate: each link the next move, the last move marked`, async () => {
      const red = await open();
      await red.evaluate(() => window.qipanApp.newGame('xiangqi', '4k4/R8/9/9/9/9/9/9/9/1R1K5 w'));
      await nextFrames(red, 3);
      await tap(red, 'people');
      await tap(red, 'friend');
      assert.equal((await appState(red)).link.side, 'red');
      const black = await open();
      const moves = [['d0d1', red, black], ['e9f9', black, red], ['b0b9', red, black]];
      const links = [];
      for (const [move, from, to] of moves) {
        const before = (await appState(from)).link.link;
        await play(from, [move]);
        const sent = (await appState(from)).link;
        assert.notEqual(sent.link, before, 'a move gives the next link');
        links.push(sent.link);
        // The friend's screen: the position with the move marked, their move.
        await openLink(to, sent.link);
        const s = await appState(to);
        assert.equal(s.lastMove, move, 'the last move is marked');
        assert.equal(s.fen, (await appState(from)).fen);
        if (move !== 'b0b9') {
          assert.equal(s.turn, s.link.side, 'the side to move answers');
          assert.equal(s.status.over, false);
        }
      }
      const end = await appState(black);
      assert.deepEqual(end.status, { over: true, winner: 'red', reason: 'checkmate' });
      await black.waitForTimeout(400);
      await black.screenshot({ path: screenshotPath(`table-link-mate-${size.name}`) });
      // Black cannot move the finished game on; Red's screen says the same.
      assert.deepEqual((await appState(red)).status, end.status);
      // A link with its last character changed is refused with a reason, and
      // the game on screen is kept.
      const last = links[1];
      const altered = last.slice(0, -1) + (last.endsWith('A') ? 'B' : 'A');
      await black.evaluate((l) => { window.location.hash = l; }, altered);
      await black.waitForFunction(() => window.location.hash === '');
      await nextFrames(black, 3);
      const kept = await appState(black);
      assert.match(kept.note, /altered|refused|not|改/i, kept.note);
      assert.deepEqual(kept.status, end.status);
    });

    if (size.name === '390x844') test(`${size.name}: a game by link with a draw offered, declined by a move, then accepted`, async () => {
      const red = await open();
      await tap(red, 'people');
      await tap(red, 'friend');
      assert.equal((await appState(red)).link.side, 'red');
      // Red offers a draw with its first move: the link carries it.
      await tap(red, 'offer-draw');
      assert.equal((await table(red)).offer, 'red');
      await play(red, ['h2e2']);
      let link = (await appState(red)).link.link;
      assert.match(link, /^qipan\.2\.xiangqi\.black\.\.[^.]+\.offer-red\.[^.]+$/);
      // Black opens it on another device: the offer to answer; it plays on.
      const black = await open();
      await openLink(black, link);
      let s = await appState(black);
      assert.equal(s.link.side, 'black');
      assert.equal(s.table.offer, 'red');
      await reveal(black, 'draw-accept', size.viewport);
      await black.screenshot({ path: screenshotPath(`table-link-offer-${size.name}`) });
      await play(black, ['h9g7']);
      s = await appState(black);
      assert.equal(s.table.offer, '', 'a move declines the offer');
      link = s.link.link;
      assert.match(link, /^qipan\.xiangqi\.red\./, 'nothing at the table: a version 1 link');
      // Red sees the move and no offer; offers again with its next move.
      await openLink(red, link);
      assert.equal((await table(red)).offer, '');
      await tap(red, 'offer-draw');
      await play(red, ['b0c2']);
      link = (await appState(red)).link.link;
      await openLink(black, link);
      assert.equal((await table(black)).offer, 'red');
      await tap(black, 'draw-accept');
      s = await appState(black);
      assert.deepEqual(s.status, { over: true, winner: null, reason: 'agreed' });
      link = s.link.link;
      assert.match(link, /\.agreed-red\./);
      // The draw reaches Red by the next link.
      await openLink(red, link);
      s = await appState(red);
      assert.deepEqual(s.status, { over: true, winner: null, reason: 'agreed' });
      assert.equal(s.table.result, '1/2-1/2');
      // An altered link is refused with a reason, and Red's game is kept.
      const altered = link.replace('agreed-red', 'resigned-red');
      await red.evaluate((l) => { window.location.hash = l; }, altered);
      await red.waitForFunction(() => window.location.hash === '');
      await nextFrames(red, 3);
      s = await appState(red);
      assert.match(s.note, /altered/);
      assert.deepEqual(s.status, { over: true, winner: null, reason: 'agreed' });
      await red.waitForTimeout(300);
      await red.screenshot({ path: screenshotPath(`table-link-agreed-${size.name}`) });
    });
  }
});
