// Games kept and shared on the page: a reload finds the game in each mode,
// a share link opens the same game elsewhere, corrupt storage never breaks
// the page, New game and switching ask before a game in progress is thrown
// away, and the move list shows earlier positions by click and by keys.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startBrowser, appState, clickSquare, nextFrames, screenshotPath, press as pressOnScreen,
} from './browser.mjs';

const viewport = { width: 1200, height: 800 };

// A page in its own browser context (its own localStorage), the clipboard allowed.
async function open(env, { hash = '' } = {}) {
  const context = await env.browser.newContext({
    viewport,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(env.url + hash);
  await ready(page);
  return { context, page, errors };
}

async function ready(page) {
  await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true,
    null, { timeout: 30000 });
  await nextFrames(page, 3);
}

// Clicks a panel control by its test id, scrolled on screen first (the
// records row sits at the panel's foot, below the fold at 1200x800), with
// no confirmation added.
function press(page, name) {
  return pressOnScreen(page, name, viewport);
}

async function play(page, moves) {
  for (const m of moves) {
    await clickSquare(page, m.slice(0, 2));
    await clickSquare(page, m.slice(2, 4));
    await page.waitForFunction(() => !window.qipanApp.state().animating);
  }
}

const stored = (page) => page.evaluate(() => localStorage.getItem('qipan.game'));

async function reload(page) {
  await page.reload();
  await ready(page);
}

describe('records on the page', () => {
  let env;
  const contexts = [];
  const allErrors = [];
  before(async () => { env = await startBrowser(); });
  after(async () => {
    for (const c of contexts) await c.close();
    await env?.close();
    assert.deepEqual(allErrors, [], 'no errors in the pages');
  });
  async function fresh(options) {
    const o = await open(env, options);
    contexts.push(o.context);
    o.page.on('pageerror', (e) => allErrors.push(e.message));
    return o;
  }

  test('a reload mid-game finds the Xiangqi game', async () => {
    const { page } = await fresh();
    await play(page, ['h2e2', 'h9g7', 'b0c2']);
    const before = await appState(page);
    assert.equal(await stored(page), 'v=1&game=xiangqi&moves=h2e2h9g7b0c2&level=3');
    await reload(page);
    const after = await appState(page);
    assert.equal(after.game, 'xiangqi');
    assert.equal(after.fen, before.fen);
    assert.equal(after.moves, 3);
    assert.equal(after.lastMove, 'b0c2');
    assert.equal(after.note, '');
    await page.screenshot({ path: screenshotPath('records-reloaded-xiangqi') });
    // Undo still works on the restored game.
    await press(page, 'undo');
    assert.equal((await appState(page)).moves, 2);
  });

  test('a reload finds a Jungle game against the computer, its side and level', async () => {
    const { page } = await fresh();
    await press(page, 'jungle');
    await press(page, 'computer');
    await press(page, 'level-2');
    await play(page, ['a3a4']);
    await page.waitForFunction(() => window.qipanApp.state().moves === 2 &&
      !window.qipanApp.state().computer.thinking, null, { timeout: 20000 });
    const before = await appState(page);
    assert.match(await stored(page), /^v=1&game=jungle&moves=a3a4[a-g][1-9][a-g][1-9]&computer=red&level=2$/);
    await reload(page);
    const after = await appState(page);
    assert.equal(after.game, 'jungle');
    assert.equal(after.fen, before.fen);
    assert.equal(after.computer.side, 'red');
    assert.equal(after.computer.level, 2);
    assert.equal(after.turn, 'blue');
  });

  test('a reload finds the tactics battle, replayed from its steps', async () => {
    const { page } = await fresh();
    await press(page, 'tactics');
    const s0 = await appState(page);
    const unit = s0.units.find((u) => u.team === 'player');
    const cell = async (x, y) => {
      const p = await page.evaluate(([cx, cy]) => window.qipanApp.cellCenter(cx, cy), [x, y]);
      await page.mouse.click(p.x, p.y);
      await nextFrames(page, 3);
      await page.waitForFunction(() => !window.qipanApp.state().animating);
    };
    await cell(unit.x, unit.y);
    const s1 = await appState(page);
    const taken = new Set(s1.units.filter((u) => u.alive).map((u) => `${u.x},${u.y}`));
    const goal = s1.reachable.find((c) => !taken.has(`${c.x},${c.y}`));
    await cell(goal.x, goal.y);
    await press(page, 'wait');
    const before = await appState(page);
    assert.match(await stored(page), /^v=1&game=tactics&scenario=ford&steps=\d+\.\d+,\d+\.\d+,w$/);
    await reload(page);
    const after = await appState(page);
    assert.equal(after.game, 'tactics');
    assert.deepEqual(after.units.map((u) => [u.x, u.y, u.hp, u.acted]),
      before.units.map((u) => [u.x, u.y, u.hp, u.acted]));
    // The battle log comes back with it (the replayed steps write it again).
    assert.ok(before.log.length >= 3, before.log.join(' | '));
    assert.deepEqual(after.log, before.log);
    await page.screenshot({ path: screenshotPath('records-reloaded-tactics') });
  });

  test('a share link opens the same game in another browser', async () => {
    const { page } = await fresh();
    await play(page, ['h2e2', 'h9g7']);
    await press(page, 'copy-link');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, /#v=1&game=xiangqi&moves=h2e2h9g7$/);
    assert.match((await appState(page)).note, /Link copied/);
    const fen = (await appState(page)).fen;
    const other = await fresh({ hash: link.slice(link.indexOf('#')) });
    const s = await appState(other.page);
    assert.equal(s.fen, fen);
    assert.equal(s.moves, 2);
    assert.match(s.note, /Opened the shared game/);
    // The fragment is gone; the game is kept in storage.
    assert.equal(await other.page.evaluate(() => location.hash), '');
    assert.equal(await stored(other.page), 'v=1&game=xiangqi&moves=h2e2h9g7&level=3');
    // A link from a set-up position carries it.
    const fenLink = '#v=1&game=jungle&fen=' + encodeURIComponent('6r/3L3/7/7/7/7/7/7/7 b') + '&moves=';
    const third = await fresh({ hash: fenLink });
    assert.equal((await appState(third.page)).fen.split(' ')[0], '6r/3L3/7/7/7/7/7/7/7');
    // A link opened in a tab that holds a game in progress asks first.
    await page.evaluate((h) => { location.hash = h; }, link.slice(link.indexOf('#')).replace('h9g7', 'b9c7'));
    await page.waitForFunction(() => window.qipanApp.state().confirming === true);
    await nextFrames(page, 3);  // the modal sizes itself over its first frames
    await press(page, 'confirm-discard');
    const opened = await appState(page);
    assert.equal(opened.lastMove, 'b9c7');
    assert.equal(opened.moves, 2);
  });

  test('Copy record writes the notation chosen in the settings, kept across a reload', async () => {
    const { page } = await fresh();
    await play(page, ['h2e2', 'h9g7']);
    const exported = async () => {
      await press(page, 'export-copy');
      return page.evaluate(() => navigator.clipboard.readText());
    };
    assert.match(await exported(), /1\. C2\.5 H8\+7/);
    for (const [id, name, moves] of [
      ['notation-iccs', 'ICCS', /1\. h2e2 h9g7/],
      ['notation-chinese', 'Chinese', /1\. 炮二平五 马[8８]进[7７]/],
    ]) {
      await press(page, 'settings');
      await nextFrames(page, 4);
      await press(page, id);
      await press(page, 'settings-close');
      assert.equal((await page.evaluate(() => window.qipanApp.settings())).notation, name);
      assert.match(await exported(), moves);
    }
    await reload(page);
    assert.equal((await page.evaluate(() => window.qipanApp.settings())).notation, 'Chinese');
    const pgn = await exported();
    assert.match(pgn, /炮二平五/);
    // It reads back as the same game.
    await press(page, 'new');
    await press(page, 'confirm-discard');
    await press(page, 'import');
    await page.fill('#qipan-import-text', pgn);
    await page.click('#qipan-import-load');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).lastMove, 'h9g7');
  });

  test('a link pasted into the import box opens its game', async () => {
    const { page } = await fresh();
    await press(page, 'import');
    await page.fill('#qipan-import-text', 'http://example.org/#v=1&game=jungle&moves=a3a4a7a6');
    await page.screenshot({ path: screenshotPath('records-import-box') });
    await page.click('#qipan-import-load');
    await nextFrames(page, 3);
    const s = await appState(page);
    assert.equal(s.game, 'jungle');
    assert.equal(s.moves, 2);
    assert.equal(await page.evaluate(() => document.getElementById('qipan-import')), null);
  });

  test('export then import gives the same game (clipboard and paste, download and file)', async () => {
    const { page } = await fresh();
    await play(page, ['h2e2', 'h9g7', 'b0c2']);
    const game = await appState(page);
    await press(page, 'export-copy');
    const pgn = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(pgn, /\[Event "qipan"\]/);
    assert.match(pgn, /1\. C2\.5 H8\+7/);
    assert.match((await appState(page)).note, /Record copied/);
    // Paste it back after starting over.
    await press(page, 'new');
    await press(page, 'confirm-discard');
    assert.equal((await appState(page)).moves, 0);
    await press(page, 'import');
    await page.fill('#qipan-import-text', pgn);
    await page.click('#qipan-import-load');
    await nextFrames(page, 3);
    let s = await appState(page);
    assert.equal(s.fen, game.fen);
    assert.equal(s.moves, 3);
    assert.match(s.note, /Imported the game/);

    // Jungle: downloaded as a file, opened from the file.
    await press(page, 'jungle');  // the xiangqi game is kept (your games): nothing to ask
    await play(page, ['a3a4', 'g7g6']);
    const jungle = await appState(page);
    const [download] = await Promise.all([page.waitForEvent('download'), press(page, 'export-download')]);
    assert.equal(download.suggestedFilename(), 'qipan-jungle.pgn');
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(file, 'utf8');
    assert.match(text, /\[Variant "Jungle"\]/);
    assert.match(text, /\[Rules "/);
    await press(page, 'xiangqi');  // the imported game comes back: start over
    await press(page, 'new');
    await press(page, 'confirm-discard');
    await press(page, 'import');
    await page.setInputFiles('#qipan-import-file', file);
    await page.waitForFunction(() => window.qipanApp.state().game === 'jungle');
    await nextFrames(page, 3);
    s = await appState(page);
    assert.equal(s.fen, jungle.fen);
    assert.equal(s.moves, 2);

    // A record that does not replay is refused, naming the ply; the game stays.
    await press(page, 'import');
    await page.fill('#qipan-import-text', '[Event "x"]\n\n1. h2e2 h2e2 *\n');
    await page.click('#qipan-import-load');
    await nextFrames(page, 3);
    s = await appState(page);
    assert.match(s.note, /Could not import it \(.*ply 2/);
    assert.equal(s.fen, jungle.fen);
    await page.screenshot({ path: screenshotPath('records-import-refused') });
  });

  test('corrupt or stale storage never breaks the page', async () => {
    const { page } = await fresh();
    for (const [name, text] of [
      ['an illegal move', 'v=1&game=xiangqi&moves=h2e2h2e2'],
      ['a later version', 'v=7&game=xiangqi&moves=h2e2'],
      ['garbage', '%%%\u0000{not a game'],
      ['a battle whose steps went stale', 'v=1&game=tactics&scenario=ford&steps=0.0'],
      ['an unknown scenario', 'v=1&game=tactics&scenario=atlantis'],
    ]) {
      await page.evaluate((t) => localStorage.setItem('qipan.game', t), text);
      await reload(page);
      const s = await appState(page);
      assert.equal(s.game, 'xiangqi', name);
      assert.equal(s.moves, 0, name);
      assert.match(s.note, /The saved game could not be restored \(.+\); a new game was started\./, name);
      // The fresh game replaces the bad text at once.
      assert.equal(await stored(page), 'v=1&game=xiangqi&moves=&level=3', name);
      if (name === 'an illegal move') {
        assert.match(s.note, /move 2 'h2e2' is not legal/);
        await page.screenshot({ path: screenshotPath('records-corrupt-storage') });
      }
    }
    // The page plays on, and the note goes with OK.
    await play(page, ['h2e2']);
    assert.equal(await stored(page), 'v=1&game=xiangqi&moves=h2e2&level=3');
    await press(page, 'note-ok');
    assert.equal((await appState(page)).note, '');
  });

  test('New game asks before a game in progress is lost; switching games keeps it', async () => {
    const { page } = await fresh();
    // Nothing to lose yet: no question.
    await press(page, 'new');
    assert.equal((await appState(page)).confirming, false);
    await play(page, ['h2e2']);
    await press(page, 'new');
    assert.equal((await appState(page)).confirming, true);
    await page.screenshot({ path: screenshotPath('records-confirm') });
    // The board takes no clicks behind the modal.
    await clickSquare(page, 'h9');
    assert.equal((await appState(page)).selected, '');
    await press(page, 'confirm-keep');
    let s = await appState(page);
    assert.equal(s.confirming, false);
    assert.equal(s.moves, 1);
    // Switching games keeps the game in "your games" and brings it back.
    await press(page, 'jungle');
    assert.equal((await appState(page)).confirming, false);
    s = await appState(page);
    assert.equal(s.game, 'jungle');
    assert.equal(s.moves, 0);
    await press(page, 'xiangqi');
    s = await appState(page);
    assert.equal(s.game, 'xiangqi');
    assert.equal(s.moves, 1, 'the xiangqi game came back');
    await press(page, 'jungle');
    // A finished game is not in progress: switching does not ask.
    await page.evaluate(() => window.qipanApp.newGame('jungle', '6r/3L3/7/7/7/7/7/7/7 b'));
    await nextFrames(page, 3);
    await play(page, ['d8d9']);
    assert.equal((await appState(page)).status.over, true);
    await press(page, 'xiangqi');
    assert.equal((await appState(page)).game, 'xiangqi');
  });

  test('keys wait while the import box or the discard question is open', async () => {
    const { page } = await fresh();
    await play(page, ['h2e2', 'h9g7']);
    const untouched = async (why) => {
      const s = await appState(page);
      assert.deepEqual([s.moves, s.flipped, s.viewing], [2, false, null], why);
    };
    const tryKeys = async () => {
      for (const k of ['f', 'Control+z', 'ArrowLeft', 'Home']) await page.keyboard.press(k);
      await nextFrames(page, 3);
    };
    await press(page, 'import');
    // Typed into the box, and with the focus moved off it: the board takes none.
    await tryKeys();
    await untouched('typing in the import box');
    await page.evaluate(() => document.activeElement.blur());
    await tryKeys();
    await untouched('the import box open');
    await page.click('#qipan-import-cancel');
    await press(page, 'new');
    assert.equal((await appState(page)).confirming, true);
    await tryKeys();
    await untouched('the discard question up');
    await press(page, 'confirm-keep');
    // Both gone: the keys are the board's again.
    await page.keyboard.press('f');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).flipped, true);
    await page.keyboard.press('ArrowLeft');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).viewing, 1);
    await page.keyboard.press('End');
    await page.keyboard.press('Control+z');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).moves, 1);
    await clickSquare(page, 'h9');
    assert.equal((await appState(page)).selected, 'h9');
    await page.keyboard.press('Escape');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).selected, '');
  });

  test('the move list shows earlier positions by click and by keys', async () => {
    const { page } = await fresh();
    await play(page, ['h2e2', 'h9g7', 'b0c2', 'i9h9']);
    const live = await appState(page);
    const fens = await page.evaluate(() => window.qipanApp.state().fen);
    assert.equal(fens, live.fen);
    await press(page, 'move-2');
    let s = await appState(page);
    assert.equal(s.viewing, 2);
    assert.equal(s.fen, live.fen, 'the game itself stays where it is');
    assert.notEqual(s.viewingFen, live.fen);
    const afterTwo = s.viewingFen;
    await page.screenshot({ path: screenshotPath('records-viewing-move') });
    await page.keyboard.press('ArrowLeft');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).viewing, 1);
    await page.keyboard.press('Home');
    await nextFrames(page, 3);
    s = await appState(page);
    assert.equal(s.viewing, 0);
    assert.equal(s.viewingFen.split(' ')[0], 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).viewingFen, afterTwo);
    await page.keyboard.press('End');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).viewing, null);
    // Left from the live position shows the one before the last move; Right
    // past the last move comes back.
    await page.keyboard.press('ArrowLeft');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).viewing, 3);
    await page.keyboard.press('ArrowRight');
    await nextFrames(page, 3);
    assert.equal((await appState(page)).viewing, null);
    // A click on the board while viewing comes back to the game, moving nothing.
    await press(page, 'move-1');
    assert.equal((await appState(page)).viewing, 1);
    await clickSquare(page, 'h0');
    s = await appState(page);
    assert.equal(s.viewing, null);
    assert.equal(s.selected, '');
    assert.equal(s.fen, live.fen);
    // The move on view is kept across a reload.
    await press(page, 'move-3');
    await reload(page);
    assert.equal((await appState(page)).viewing, 3);
    await press(page, 'moves-live');
    assert.equal((await appState(page)).viewing, null);
  });
});
