// The game table's rules on the page, as a new user meets them: a ruled
// repetition ends a game played here while a draw reached in an imported
// game (rulings reported) is claimed; "Match me" moves its level with the
// player's results and keeps it; the move list and the line under Hint in
// the player's notation and the board's characters; bad input (a set-up
// with two red generals, a stored clock of a year) answered in words. At
// 1280x800 in English and 390x844 in Chinese (by touch), and a 320x568 look.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { appState, nextFrames, screenshotPath, clickControl } from './browser.mjs';
import { reveal, press, table, play, computerDone, copiedRecord, tablePages } from './table.mjs';

// Eight plies that bring the start position back a third time: no check, no
// chase, so the rules rule a draw by repetition.
const repeating = ['h2e2', 'h9g7', 'e2h2', 'g7h9', 'h2e2', 'h9g7', 'e2h2', 'g7h9'];
const repeatingPgn = '[Event "repetition"]\n[Result "*"]\n\n1. h2e2 h9g7 2. e2h2 g7h9 3. h2e2 h9g7 4. e2h2 g7h9 *\n';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, mobile: true, language: 'zh' },
];

describe('the game table: rules, match me, notation, bad input', () => {
  const pages = tablePages();
  const { open } = pages;
  // A tap on a phone, a click on a desktop.
  const touch = async (page, size, name) => {
    if (!size.mobile) return press(page, name);
    await reveal(page, name);
    const p = await page.evaluate((n) => window.qipanApp.controlCenter(n), name);
    await page.touchscreen.tap(p.x, p.y);
    await nextFrames(page, 3);
  };
  const importText = async (page, text) => {
    await press(page, 'import');
    await page.fill('#qipan-import-text', text);
    await page.click('#qipan-import-load');
    await nextFrames(page, 3);
  };

  for (const size of sizes) {
    const zh = size.language === 'zh';
    const opts = { language: size.language, viewport: size.viewport, mobile: size.mobile };

    // The repetition at one size, Match me at the other: the same rules and
    // clicks at both (the controls' places are the layout tests').
    if (size.name === '1280x800') test(`${size.name}: a repetition ends a game played here; in an imported game it is claimed`, async () => {
      const page = await open(opts);
      await touch(page, size, 'people');
      await play(page, repeating);
      let s = await appState(page);
      assert.deepEqual(s.status, { over: true, winner: null, reason: 'repetition' }, 'ruled at once');
      assert.equal(s.table.claimable, false, 'nothing is left to claim');
      assert.equal(s.table.claimLine, '');
      assert.equal(await page.evaluate(() => { try { window.qipanApp.controlCenter('claim-draw'); return true; } catch { return false; } }), false);
      // The same moves imported: the record's players went on, so the game
      // goes on and the draw waits to be claimed.
      await importText(page, repeatingPgn);
      s = await appState(page);
      assert.equal(s.moves, 8);
      assert.equal(s.status.over, false, JSON.stringify(s.status));
      assert.equal(s.table.claimable, true);
      // The status line says so, not only whose move it is.
      assert.equal(s.table.claimLine, zh ? '可以判和：重复局面' : 'A draw can be claimed: repetition');
      await reveal(page, 'claim-draw');
      await page.screenshot({ path: screenshotPath(`table-claim-${size.name}-${size.language}`) });
      await touch(page, size, 'claim-draw');
      s = await appState(page);
      assert.deepEqual(s.status, { over: true, winner: null, reason: 'claimed' });
      assert.equal(s.table.result, '1/2-1/2');
      assert.equal(s.table.termination, 'draw claimed: repetition');
      const record = await copiedRecord(page);
      assert.match(record, /\[Result "1\/2-1\/2"\]/);
      assert.match(record, /\[Termination "draw claimed: repetition"\]/);
    });

    if (size.name === '390x844') test(`${size.name}: Match me follows the player's results and is kept`, async () => {
      const page = await open(opts);
      await touch(page, size, 'computer');
      await touch(page, size, 'side-0');
      await touch(page, size, 'clock-none');
      await touch(page, size, 'level-match');
      let t = await table(page);
      assert.deepEqual(t.match, { level: 3, wins: 0, draws: 0, losses: 0, change: 0 });
      assert.equal((await appState(page)).computer.level, 3);
      await reveal(page, 'level-match');
      await page.screenshot({ path: screenshotPath(`table-match-${size.name}-${size.language}`) });
      // A loss (resigned after a move): one level down, kept for the next game.
      await play(page, ['h2e2']);
      await computerDone(page);
      await touch(page, size, 'resign');
      await touch(page, size, 'resign-yes');
      t = await table(page);
      assert.deepEqual(t.match, { level: 2, wins: 0, draws: 0, losses: 1, change: -1 });
      assert.equal((await appState(page)).computer.level, 3, 'the game played keeps its level');
      await page.reload();
      await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true);
      await nextFrames(page, 3);
      assert.equal((await table(page)).result, '0-1', 'the resigned game comes back resigned');
      await clickControl(page, 'new');
      let s = await appState(page);
      assert.equal(s.computer.level, 2, 'the next game at the level reached');
      assert.deepEqual(s.table.match, { level: 2, wins: 0, draws: 0, losses: 1, change: -1 });
      // A win (mate in one): one level up.
      await page.evaluate(() => window.qipanApp.newGame('xiangqi', '4k4/R8/9/9/9/9/9/9/9/1R1K5 w'));
      await nextFrames(page, 3);
      assert.equal((await appState(page)).computer.level, 2);
      await play(page, ['b0b9']);
      s = await appState(page);
      assert.deepEqual(s.status, { over: true, winner: 'red', reason: 'checkmate' });
      assert.deepEqual(s.table.match, { level: 3, wins: 1, draws: 0, losses: 1, change: 1 });
      // Undo and the same mate again: a game counts once.
      await touch(page, size, 'undo');
      await play(page, ['b0b9']);
      assert.deepEqual((await table(page)).match, { level: 3, wins: 1, draws: 0, losses: 1, change: 1 });
      // A fixed level turns it off.
      await clickControl(page, 'new');
      await touch(page, size, 'level-4');
      s = await appState(page);
      assert.equal(s.table.match, null);
      assert.equal(s.computer.level, 4);
    });

    test(`${size.name}: moves and the hint in the player's notation, the board's characters`, async () => {
      const page = await open(opts);
      await touch(page, size, 'people');
      await play(page, ['h2e2', 'h9g7', 'b0c2']);
      let s = await appState(page);
      if (zh) {
        // Chinese until another notation is chosen, in the traditional board's characters.
        assert.deepEqual(s.moveTexts, ['炮二平五', '馬8進7', '傌八進七']);
        await clickControl(page, 'settings');
        await clickControl(page, 'style-simplified');
        await clickControl(page, 'settings-close');
        assert.deepEqual((await appState(page)).moveTexts, ['炮二平五', '马8进7', '马八进七']);
      } else {
        assert.deepEqual(s.moveTexts, ['C2.5', 'H8+7', 'H8+7']);
      }
      await touch(page, size, 'hint');
      await page.waitForFunction(() => window.qipanApp.state().computer.hint !== '', null, { timeout: 60000 });
      await nextFrames(page, 3);
      s = await appState(page);
      const line = s.searchLine;
      assert.match(line, zh ? /^提示：\S+ · 黑方/ : /^Hint: \S+ · Black /, line);
      assert.doesNotMatch(line, /depth|nodes|深度|节点/, 'no developer figures');
      assert.doesNotMatch(line, /[a-i][0-9][a-i][0-9]/, 'not in coordinates');
      await reveal(page, 'hint');
      await page.screenshot({ path: screenshotPath(`table-hint-${size.name}-${size.language}`) });
      // Jungle's moves in words and squares.
      await clickControl(page, 'jungle');
      await clickControl(page, 'new');
      await play(page, ['a3a4']);
      s = await appState(page);
      assert.match(s.moveTexts[0], zh ? /^\S+ a3-a4$/ : /^[A-Z][a-z]+ a3-a4$/, s.moveTexts[0]);
    });

    test(`${size.name}: two red generals and a clock of a year are refused in words`, async () => {
      const page = await open(opts);
      await touch(page, size, 'people');
      await play(page, ['h2e2']);
      const before = (await appState(page)).fen;
      await importText(page, '[Event "two red generals"]\n[FEN "3k5/9/9/9/9/9/9/9/4K4/3K5 w - - 0 1"]\n\n*\n');
      let s = await appState(page);
      assert.equal(s.fen, before, 'the board keeps its game');
      assert.match(s.note, /general/i, s.note);
      // A clock of a year kept in storage (changed by hand): refused, said, none used.
      await page.evaluate(() => localStorage.setItem('qipan.clock', '525600+0'));
      await page.reload();
      await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true);
      await nextFrames(page, 3);
      await clickControl(page, 'new');
      if ((await appState(page)).confirming) await clickControl(page, 'confirm-discard');
      const t = await table(page);
      assert.equal(t.control, 'none');
      assert.match(t.controlError, /./, JSON.stringify(t));
    });
  }

  test('the test hook offers only move rows on screen; no sound before the page is touched', async () => {
    // A phone's panel shows three rows of the list: twelve rows scroll.
    const page = await open({ language: 'en', viewport: { width: 390, height: 844 }, mobile: true });
    const warnings = [];
    page.on('console', (m) => { if (/AudioContext/.test(m.text())) warnings.push(m.text()); });
    // Twelve moves a side: more rows than the list shows, scrolled to the last.
    const moves = ['c3c4', 'c6c5', 'g3g4', 'g6g5', 'a0a1', 'a9a8', 'i0i1', 'i9i8',
      'a1d1', 'a8d8', 'i1f1', 'i8f8', 'e3e4', 'e6e5', 'h0g2', 'h9g7', 'b0c2', 'b9c7',
      'b2b1', 'b7b8', 'h2h1', 'h7h8', 'f0e1', 'f9e8'];
    // Opened by link, as a friend would: the game's sounds wait for a touch.
    await page.evaluate((l) => { window.location.hash = l; }, `v=1&game=xiangqi&moves=${moves.join('')}`);
    await page.waitForFunction(() => window.location.hash === '' && window.qipanApp.state().moves === 24);
    await nextFrames(page, 4);
    await page.reload();
    await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true);
    await nextFrames(page, 6);
    assert.deepEqual(warnings, [], 'no audio before the page was used');
    const list = await page.evaluate(() => window.qipanApp.controlRect('moves'));
    assert.ok(list.scroll > 0, JSON.stringify(list));
    const first = await page.evaluate(() => { try { return window.qipanApp.controlRect('move-1'); } catch { return null; } });
    assert.equal(first, null, 'the first row is scrolled out: not clickable');
    const last = await page.evaluate(() => window.qipanApp.controlRect('move-24'));
    const centre = last.y + last.height / 2;
    assert.ok(centre >= list.y && centre <= list.y + list.height, JSON.stringify({ last, list }));
  });

  test('320x568: the start choice, a claim and the clocks fit a small phone', async () => {
    const size = { name: '320x568', viewport: { width: 320, height: 568 }, mobile: true, language: 'en' };
    const page = await open({ language: 'en', viewport: size.viewport, mobile: true });
    await touch(page, size, 'computer');
    await touch(page, size, 'level-match');
    await reveal(page, 'level-match');
    await page.screenshot({ path: screenshotPath('table-match-320x568-en') });
    await touch(page, size, 'people');
    await touch(page, size, 'clock-5+3');
    await play(page, ['h2e2', 'h9g7']);
    await reveal(page, 'clock-0');
    await page.screenshot({ path: screenshotPath('table-clocks-320x568-en') });
    await importText(page, repeatingPgn);
    if ((await appState(page)).confirming) await clickControl(page, 'confirm-discard');
    await reveal(page, 'claim-draw');
    await page.screenshot({ path: screenshotPath('table-claim-320x568-en') });
    await touch(page, size, 'claim-draw');
    assert.equal((await appState(page)).status.reason, 'claimed');
  });
});
