// The position editor (the Edit tab, web/board/edit_board.h): a set-up made
// by dragging palette pieces and by picking one and clicking squares, a
// piece dragged off the board, the rules' refusal named in English and
// Chinese, and Play a friend from the edited position — at 1280x800 in
// English and 390x844 in Chinese (the other pairings are the layout
// tests'). Screenshots: test-results/page/editor-*.png.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startBrowser, appState, nextFrames, screenshotPath, reveal, press } from './browser.mjs';
import { tablePages } from './table.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, scale: 2, mobile: true, language: 'zh' },
];

// Scrolls the panel until control `name` is whole in the panel's visible
// part (on a phone the panel's top can be scrolled under the board, where
// a click lands on the board); its centre.
const square = (page, sq) => page.evaluate((s) => window.qipanApp.squareCenter(s), sq);

// A drag as a player makes it: press, move in steps, release.
async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await nextFrames(page, 2);
  for (let i = 1; i <= 5; ++i) {
    await page.mouse.move(from.x + (to.x - from.x) * i / 5, from.y + (to.y - from.y) * i / 5);
    await nextFrames(page, 1);
  }
  await page.mouse.up();
  await nextFrames(page, 3);
}

describe('the position editor', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  for (const size of sizes) {
    for (const language of [size.language]) {
      describe(`${size.name} ${language}`, () => {
        let context;
        let page;
        const errors = [];
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
          await nextFrames(page, 3);
        });
        after(async () => {
          assert.deepEqual(errors, [], 'no errors in the page');
          await context.close();
        });

        test('a xiangqi set-up by drag and by click, refused in words, then played', async () => {
          await press(page, 'mode-edit', size.viewport);
          let s = await appState(page);
          assert.equal(s.edit.fen, s.fen, 'the editor starts from the board');
          await press(page, 'edit-empty', size.viewport);
          s = await appState(page);
          assert.ok(s.edit.problems.some((p) => p.kind === 'no_general'), JSON.stringify(s.edit));
          // Drag the red general from the palette to e0.
          const k = await reveal(page, 'palette-K', size.viewport);
          await drag(page, k, await square(page, 'e0'));
          s = await appState(page);
          assert.equal(s.edit.fen.split(' ')[0], '9/9/9/9/9/9/9/9/9/4K4', s.edit.fen);
          // Pick the black general and click e9: the generals face each other.
          await press(page, 'palette-k', size.viewport);
          assert.equal((await appState(page)).edit.brush, 'k');
          const e9 = await square(page, 'e9');
          await page.mouse.click(e9.x, e9.y);
          await nextFrames(page, 3);
          s = await appState(page);
          const facing = s.edit.problems.find((p) => p.kind === 'generals_facing');
          assert.ok(facing, JSON.stringify(s.edit.problems));
          assert.match(language === 'zh' ? facing.zh : facing.en, language === 'zh' ? /将|帅/ : /face/i);
          await page.screenshot({ path: screenshotPath(`editor-${size.name}-${language}-refused`) });
          // Put the brush down, then drag the black general off e9 to d9.
          await press(page, 'palette-k', size.viewport);
          await drag(page, await square(page, 'e9'), await square(page, 'd9'));
          // A rook by drag, then dragged off the board: removed.
          await drag(page, await reveal(page, 'palette-R', size.viewport), await square(page, 'a1'));
          s = await appState(page);
          assert.equal(s.edit.fen.split(' ')[0], '3k5/9/9/9/9/9/9/9/R8/4K4', s.edit.fen);
          const a1 = await square(page, 'a1');
          await drag(page, a1, { x: 2, y: a1.y });
          s = await appState(page);
          assert.equal(s.edit.fen.split(' ')[0], '3k5/9/9/9/9/9/9/9/9/4K4', s.edit.fen);
          assert.deepEqual(s.edit.problems, []);
          await drag(page, await reveal(page, 'palette-R', size.viewport), await square(page, 'a1'));
          await page.screenshot({ path: screenshotPath(`editor-${size.name}-${language}`) });
          // Play a friend from it: a game by link, Red to move here.
          await press(page, 'edit-friend', size.viewport);
          s = await appState(page);
          assert.equal(s.fen, '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1');
          assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'play');
          assert.ok(s.link && s.link.side === 'red', JSON.stringify(s.link));
          assert.match(s.link.link, /^qipan\.xiangqi\.red\./);
        });

        test('jungle: an animal in its own den is refused', async () => {
          await page.evaluate(() => window.qipanApp.newGame('jungle'));
          await nextFrames(page, 3);
          await press(page, 'mode-edit', size.viewport);
          await press(page, 'edit-empty', size.viewport);
          await drag(page, await reveal(page, 'palette-L', size.viewport), await square(page, 'd1'));
          const s = await appState(page);
          assert.ok(s.edit.problems.length > 0, JSON.stringify(s.edit));
          assert.ok(s.edit.problems.every((p) => p.en && p.zh));
          await page.screenshot({ path: screenshotPath(`editor-${size.name}-${language}-jungle`) });
          await press(page, 'mode-play', size.viewport);
        });
      });
    }
  }
});

// From the edited position, as a new user goes on from the editor: the side
// to move, Start position and Empty, Copy FEN, Copy link (opened on another
// device: the same position, a game by link), Play computer (the person
// plays the side to move, at the bottom) and Analyse; a set-up the rules
// refuse offers none of them. At 1280x800 in English, 390x844 in Chinese and
// 320x568 in English; a Jungle set-up made by touch, dragging from the
// palette with a finger.
describe('going on from the edited position', () => {
  const pages = tablePages();
  const { open } = pages;
  const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());
  const start = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR';

  for (const size of [
    { name: '1280x800', viewport: { width: 1280, height: 800 }, mobile: false, language: 'en' },
    { name: '390x844', viewport: { width: 390, height: 844 }, mobile: true, language: 'zh' },
    { name: '320x568', viewport: { width: 320, height: 568 }, mobile: true, language: 'en' },
  ]) {
    const opts = { language: size.language, viewport: size.viewport, mobile: size.mobile };
    const tap = (page, name) => press(page, name, size.viewport);
    // Picks palette piece `letter` and clicks `squares` with it, then puts it down.
    const paint = async (page, letter, squares) => {
      await tap(page, `palette-${letter}`);
      for (const sq of squares) {
        const p = await square(page, sq);
        await page.mouse.click(p.x, p.y);
        await nextFrames(page, 3);
      }
      await tap(page, `palette-${letter}`);
    };
    const setUp = async (page) => {
      await tap(page, 'mode-edit');
      await tap(page, 'edit-empty');
      await paint(page, 'K', ['e0']);
      await paint(page, 'k', ['d9']);
      await paint(page, 'R', ['a1']);
      await tap(page, 'edit-side-1');
      const s = await appState(page);
      assert.equal(s.edit.fen, '3k5/9/9/9/9/9/9/9/R8/4K4 b - - 0 1');
      assert.deepEqual(s.edit.problems, []);
    };

    test(`${size.name} ${size.language}: side to move, start, copy FEN and link, play, analyse`, async () => {
      const page = await open(opts);
      await setUp(page);
      // Esc puts down a palette piece picked for clicks.
      await tap(page, 'palette-R');
      assert.equal((await appState(page)).edit.brush, 'R');
      await page.keyboard.press('Escape');
      await nextFrames(page, 3);
      assert.equal((await appState(page)).edit.brush, '');
      // Start position and Empty.
      await tap(page, 'edit-start');
      assert.equal((await appState(page)).edit.fen.split(' ')[0], start);
      await setUp(page);
      // Copy FEN and Copy link.
      await tap(page, 'edit-copy-fen');
      assert.equal(await clipboard(page), '3k5/9/9/9/9/9/9/9/R8/4K4 b - - 0 1');
      await tap(page, 'edit-copy-link');
      const link = await clipboard(page);
      assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/#qipan\.xiangqi\.black\./);
      // The friend opens the link: the same position, Black to move there.
      const friend = await open(opts);
      await friend.goto(link);
      await friend.waitForFunction(() => window.qipanApp?.ready === true && window.qipanApp.state().link);
      let f = await appState(friend);
      assert.equal(f.fen, '3k5/9/9/9/9/9/9/9/R8/4K4 b - - 0 1');
      assert.equal(f.link.side, 'black');
      await friend.context().close();
      // Play computer: the person plays the side to move (Black), at the bottom.
      await tap(page, 'edit-computer');
      let s = await appState(page);
      assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'play');
      assert.equal(s.fen, '3k5/9/9/9/9/9/9/9/R8/4K4 b - - 0 1');
      assert.equal(s.computer.side, 'red');
      assert.equal(s.flipped, true, "the person's side at the bottom");
      await page.screenshot({ path: screenshotPath(`editor-${size.name}-${size.language}-computer`) });
      // Analyse: the Analyse tab on the position.
      await setUp(page);
      await tap(page, 'edit-analyse');
      assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'analyse');
      s = await appState(page);
      assert.equal(s.analysis.fen, '3k5/9/9/9/9/9/9/9/R8/4K4 b - - 0 1');
      await tap(page, 'mode-play');
    });

    test(`${size.name} ${size.language}: a refused set-up offers no game and says why`, async () => {
      const page = await open(opts);
      await tap(page, 'mode-edit');
      await tap(page, 'edit-empty');
      await paint(page, 'K', ['e0']);
      await paint(page, 'K', ['d0']);  // two red generals
      let s = await appState(page);
      const kinds = s.edit.problems.map((p) => p.kind);
      assert.ok(kinds.includes('too_many') && kinds.includes('no_general'), JSON.stringify(kinds));
      await page.screenshot({ path: screenshotPath(`editor-${size.name}-${size.language}-two-generals`) });
      const before = s.fen;
      for (const name of ['edit-computer', 'edit-friend', 'edit-analyse']) {
        await tap(page, name);
        s = await appState(page);
        assert.equal((await page.evaluate(() => window.qipanApp.settings())).mode, 'edit', name);
        assert.equal(s.fen, before, `${name} starts no game`);
      }
      // No link either: the words above say why.
      await page.evaluate(() => navigator.clipboard.writeText('nothing'));
      await tap(page, 'edit-copy-link');
      assert.equal(await clipboard(page), 'nothing');
      assert.match(s.edit.problems.map((p) => (size.language === 'zh' ? p.zh : p.en)).join(' '),
        size.language === 'zh' ? /帅/ : /general/i);
      await tap(page, 'mode-play');
    });
  }

  test('390x844 jungle: pieces dragged from the palette with a finger', async () => {
    const page = await open({ language: 'zh', viewport: { width: 390, height: 844 }, mobile: true });
    const viewport = { width: 390, height: 844 };
    const cdp = await page.context().newCDPSession(page);
    await page.evaluate(() => window.qipanApp.newGame('jungle'));
    await nextFrames(page, 3);
    await press(page, 'mode-edit', viewport);
    await press(page, 'edit-empty', viewport);
    const fingerDrag = async (from, to) => {
      const t = (type, p) => cdp.send('Input.dispatchTouchEvent', {
        type, touchPoints: type === 'touchEnd' ? [] : [{ x: p.x, y: p.y, id: 1 }],
      });
      await t('touchStart', from);
      await nextFrames(page, 2);
      for (let i = 1; i <= 8; ++i) {
        await t('touchMove', { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 });
        await nextFrames(page, 1);
      }
      await t('touchEnd', to);
      await nextFrames(page, 3);
    };
    const panelBefore = await page.evaluate(() => window.qipanApp.controlRect('panel').scroll);
    const lion = await reveal(page, 'palette-L', viewport);
    const scrolled = await page.evaluate(() => window.qipanApp.controlRect('panel').scroll);
    await fingerDrag(lion, await square(page, 'a1'));
    let s = await appState(page);
    assert.match(s.edit.fen, /^7\/7\/7\/7\/7\/7\/7\/7\/L6 /, s.edit.fen);
    assert.equal(await page.evaluate(() => window.qipanApp.controlRect('panel').scroll), scrolled,
      'the panel does not scroll under a piece dragged from the palette');
    await fingerDrag(await reveal(page, 'palette-l', viewport), await square(page, 'g9'));
    s = await appState(page);
    assert.match(s.edit.fen, /^6l\/7\/7\/7\/7\/7\/7\/7\/L6 /, s.edit.fen);
    assert.deepEqual(s.edit.problems, [], JSON.stringify(s.edit.problems));
    // Dragged off the board with a finger: removed.
    const a1 = await square(page, 'a1');
    await fingerDrag(a1, { x: a1.x, y: 2 });
    assert.match((await appState(page)).edit.fen, /^6l\/7\/7\/7\/7\/7\/7\/7\/7 /);
    assert.ok(panelBefore >= 0);
    await press(page, 'mode-play', viewport);
  });
});
