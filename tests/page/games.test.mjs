// "Your games" (the Games tab, web/games_tab.cpp over core/session/kept_games.h):
// a game kept in IndexedDB, listed after a reload and continued; switching
// game type brings the other game back instead of throwing it away; Export
// all gives one file holding every record; Delete removes a game for good;
// storage refused (no IndexedDB, as in some private modes) or full
// (QuotaExceededError) is said to the player. At 1280x800 in English and
// 390x844 in Chinese. Screenshots: /tmp/games-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startBrowser, appState, clickSquare, nextFrames, controlRect as rect, reveal, press } from './browser.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true, language: 'zh' },
];

// Scrolls the panel until control `name` is whole in its visible part; its centre.
async function play(page, moves) {
  for (const m of moves) {
    await clickSquare(page, m.slice(0, 2));
    await clickSquare(page, m.slice(2, 4));
    await page.waitForFunction(() => !window.qipanApp.state().animating);
  }
}

const games = (page) => page.evaluate(() => window.qipanApp.games());

async function open(context, url, errors = []) {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true
    && window.qipanApp.games().loaded, null, { timeout: 30000 });
  await nextFrames(page, 3);
  return { page, errors };
}


describe('your games', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    describe(`${size.name} ${size.language}`, () => {
      let context;
      let page;
      let errors;
      const makeContext = async (script) => {
        const c = await env.browser.newContext({
          viewport: size.viewport, deviceScaleFactor: size.scale,
          isMobile: size.mobile, hasTouch: size.mobile, acceptDownloads: true,
        });
        await c.addInitScript((l) => {
          localStorage.setItem('qipan.language', l);
          localStorage.setItem('qipan.hintDismissed', 'true');
        }, size.language);
        if (script) await c.addInitScript(script);
        return c;
      };
      before(async () => {
        context = await makeContext();
        ({ page, errors } = await open(context, env.url));
      });
      after(async () => {
        assert.deepEqual(errors, [], 'no errors in the page');
        await context.close();
      });

      test('a game kept, listed after a reload, and continued', async () => {
        assert.deepEqual((await games(page)).list, [], 'a new browser keeps no games');
        await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
        await nextFrames(page, 3);
        await play(page, ['h2e2', 'h9g7']);
        await page.waitForFunction(() => window.qipanApp.games().list.length === 1);
        const kept = (await games(page)).list[0];
        assert.equal(kept.game, 'xiangqi');
        assert.equal(kept.moves, 2);
        assert.equal(kept.result, '*');
        assert.equal(kept.mode, 'people');
        assert.match(kept.date, /^\d{4}-\d\d-\d\dT/);
        const fen = (await appState(page)).fen;
        // Reload: the list comes back from IndexedDB, the game is on the board.
        await page.close();
        ({ page } = await open(context, env.url, errors));
        const after = await games(page);
        assert.equal(after.list.length, 1, JSON.stringify(after));
        assert.equal(after.list[0].id, kept.id);
        assert.equal(after.current, kept.id, 'the game on screen is the kept one');
        await press(page, 'mode-games', size.viewport);
        await page.screenshot({ path: `/tmp/games-${size.name}-${size.language}-list.png` });
        // Open it from a fresh board: it is continued, under the same id.
        await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
        await nextFrames(page, 3);
        await press(page, 'games-open-0', size.viewport);
        assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'play');
        assert.equal((await appState(page)).fen, fen);
        await play(page, ['b0c2']);
        await page.waitForFunction((id) => {
          const g = window.qipanApp.games();
          return g.list.length === 1 && g.list[0].id === id && g.list[0].moves === 3;
        }, kept.id);
      });

      test('Review from the list opens that game in the Review tab', async () => {
        const kept = (await games(page)).list.find((g) => g.game === 'xiangqi');
        const fen = (await appState(page)).fen;
        // Another game on the board first: Review brings the kept one back.
        await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
        await nextFrames(page, 3);
        await press(page, 'mode-games', size.viewport);
        const row = (await games(page)).list.findIndex((g) => g.id === kept.id);
        await press(page, `games-review-${row}`, size.viewport);
        assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'review');
        const s = await appState(page);
        assert.equal(s.fen, fen, 'the kept game is on the board');
        assert.equal(s.moves, kept.moves);
        await page.screenshot({ path: `/tmp/games-${size.name}-${size.language}-review.png` });
        await press(page, 'mode-play', size.viewport);
      });

      test('switching game type keeps the other game', async () => {
        const xiangqi = (await appState(page)).fen;
        await press(page, 'jungle', size.viewport);
        assert.equal(await page.evaluate(() => window.qipanApp.state().game), 'jungle');
        await play(page, ['a3a4']);
        const jungle = (await appState(page)).fen;
        await page.waitForFunction(() => window.qipanApp.games().list.length === 2);
        await press(page, 'xiangqi', size.viewport);
        let s = await appState(page);
        assert.equal(s.game, 'xiangqi');
        assert.equal(s.fen, xiangqi, 'the xiangqi game came back');
        await press(page, 'jungle', size.viewport);
        s = await appState(page);
        assert.equal(s.fen, jungle, 'the jungle game came back');
        assert.equal((await games(page)).list.length, 2);
        await press(page, 'mode-games', size.viewport);
        await page.screenshot({ path: `/tmp/games-${size.name}-${size.language}-two.png` });
      });

      test('Export all holds every game; Delete removes one for good', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          press(page, 'games-export-all', size.viewport),
        ]);
        const text = fs.readFileSync(await download.path(), 'utf8');
        assert.match(download.suggestedFilename(), /\.pgn$/);
        const records = text.split(/\n\n(?=\[)/).filter((r) => r.trim());
        assert.equal(records.length, 2, text);
        // The xiangqi game (Red and Black, its three moves) and the jungle game.
        assert.ok(records.some((r) => /\[Black /.test(r) && /1\. \S+ \S+ 2\. \S+ \*/.test(r)), text);
        assert.ok(records.some((r) => /\[Variant "Jungle"\]/.test(r) && /1\. a3a4 \*/.test(r)), text);
        const before = await games(page);
        await press(page, 'games-delete-1', size.viewport);
        const after = await games(page);
        assert.equal(after.list.length, 1);
        assert.equal(after.list[0].id, before.list[0].id);
        await page.close();
        ({ page } = await open(context, env.url, errors));
        assert.deepEqual((await games(page)).list.map((g) => g.id), [before.list[0].id]);
      });
    });

    test(`${size.name}: storage refused is said, and nothing is thrown away unasked`, async () => {
      const context = await (async () => {
        const c = await env.browser.newContext({
          viewport: size.viewport, deviceScaleFactor: size.scale, isMobile: size.mobile,
          hasTouch: size.mobile,
        });
        await c.addInitScript((l) => {
          localStorage.setItem('qipan.language', l);
          localStorage.setItem('qipan.hintDismissed', 'true');
          Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
        }, size.language);
        return c;
      })();
      const { page, errors } = await open(context, env.url);
      const g = await games(page);
      assert.match(g.failure, /IndexedDB/, JSON.stringify(g));
      await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
      await nextFrames(page, 3);
      await play(page, ['h2e2']);
      await press(page, 'mode-games', size.viewport);
      // Said in the note over the tab, and in the tab once the note is put away.
      assert.ok(await rect(page, 'note-ok'), 'the note says storage failed');
      assert.equal(await rect(page, 'games-failure'), null, 'said once');
      await press(page, 'note-ok', size.viewport);
      assert.ok(await rect(page, 'games-failure'), 'the Games tab says storage failed');
      await page.screenshot({ path: `/tmp/games-${size.name}-${size.language}-refused.png` });
      // Without storage, switching game asks before the game is thrown away.
      await press(page, 'mode-play', size.viewport);
      await press(page, 'jungle', size.viewport);
      assert.equal(await page.evaluate(() => window.qipanApp.state().game), 'xiangqi');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test(`${size.name}: a full quota is said`, async () => {
      const c = await env.browser.newContext({ viewport: size.viewport, deviceScaleFactor: size.scale });
      await c.addInitScript((l) => {
        localStorage.setItem('qipan.language', l);
        localStorage.setItem('qipan.hintDismissed', 'true');
        IDBObjectStore.prototype.put = function put() {
          throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
        };
      }, size.language);
      const { page, errors } = await open(c, env.url);
      await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
      await nextFrames(page, 3);
      await play(page, ['h2e2']);
      await page.waitForFunction(() => /QuotaExceededError/.test(window.qipanApp.games().failure));
      await press(page, 'mode-games', size.viewport);
      assert.ok(await rect(page, 'note-ok'));
      // The game is still on the shelf of this page, and on the board.
      assert.equal((await games(page)).list.length, 1);
      await page.screenshot({ path: `/tmp/games-${size.name}-${size.language}-quota.png` });
      // What is not written is not relied on: switching asks again.
      await press(page, 'mode-play', size.viewport);
      await press(page, 'jungle', size.viewport);
      assert.equal(await page.evaluate(() => window.qipanApp.state().confirming), true);
      assert.deepEqual(errors, []);
      await c.close();
    });
  }
});
