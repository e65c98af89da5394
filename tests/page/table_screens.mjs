// Screenshots of each part of issue #24's game table, at 1280x800 and
// 390x844 in English and in Chinese, into test-results/page/table-*.png: the
// start choice, clocks running, the resign banner, a draw offer, the editor
// refusing a set-up, the Games list with a game's moves, a game by link,
// the panel with captured pieces and material, arrows and circles drawn on
// the board. Not a test (test.sh does not run it): `node
// tests/page/table_screens.mjs` after building the page, then look at every
// PNG.
import { startBrowser, appState, nextFrames, reveal, press, screenshotPath, scrollTop } from './browser.mjs';
import { openTable, play, advance } from './table.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, mobile: true, language: 'zh' },
  { name: '1280x800-zh', viewport: { width: 1280, height: 800 }, mobile: false, language: 'zh' },
  { name: '390x844-en', viewport: { width: 390, height: 844 }, mobile: true, language: 'en' },
];

const env = await startBrowser();
const written = [];
try {
  for (const size of sizes) {
    const open = async () => (await openTable(env, {
      language: size.language, viewport: size.viewport, mobile: size.mobile,
    })).page;
    const tap = (page, name) => press(page, name, size.viewport);
    const shot = async (page, part, control) => {
      if (control) await reveal(page, control, size.viewport);
      else await scrollTop(page);
      await page.waitForTimeout(350);
      const path = screenshotPath(`table-${part}-${size.name}`);
      await page.screenshot({ path });
      written.push(path);
    };

    // The start choice: against the computer, its side and level, a clock.
    let page = await open();
    await tap(page, 'computer');
    await tap(page, 'level-3');
    await tap(page, 'clock-10+5');
    await shot(page, 'start', null);
    await page.context().close();

    // Clocks running with reading seconds, and captures with material; the
    // player's arrows and circles on the board.
    page = await open();
    await tap(page, 'people');
    await tap(page, 'clock-10|30');
    await play(page, ['h2e2', 'h9g7', 'e2e6', 'g6g5']);
    for (const [from, to] of [['b0', 'c2'], ['e6', 'e9'], ['g5', 'g5']]) {
      const a = await page.evaluate((q) => window.qipanApp.squareCenter(q), from);
      const b = await page.evaluate((q) => window.qipanApp.squareCenter(q), to);
      await page.mouse.move(a.x, a.y);
      await page.mouse.down({ button: 'right' });
      await page.mouse.move(b.x, b.y, { steps: 4 });
      await page.mouse.up({ button: 'right' });
      await nextFrames(page, 3);
    }
    await shot(page, 'marks', 'moves');
    await advance(page, 600000 + 9000);
    await shot(page, 'clocks', 'clock-0');
    await shot(page, 'captures', 'captures');
    // A draw offered between people, to accept or decline.
    await tap(page, 'offer-draw');
    await shot(page, 'draw-offer', 'draw-accept');
    await tap(page, 'draw-decline');
    // Resign: the banner.
    await tap(page, 'resign');
    await tap(page, 'resign-yes');
    await shot(page, 'resign', null);
    // The Games list, this game selected, its moves under the list.
    await tap(page, 'mode-games');
    await shot(page, 'games', 'games-row-0');
    await tap(page, 'mode-play');
    await page.context().close();

    // The editor: two generals facing each other, refused in words.
    page = await open();
    await tap(page, 'mode-edit');
    await tap(page, 'edit-empty');
    await tap(page, 'palette-K');
    const e0 = await page.evaluate(() => window.qipanApp.squareCenter('e0'));
    await page.mouse.click(e0.x, e0.y);
    await nextFrames(page, 3);
    await tap(page, 'palette-k');
    const e9 = await page.evaluate(() => window.qipanApp.squareCenter('e9'));
    await page.mouse.click(e9.x, e9.y);
    await nextFrames(page, 3);
    await shot(page, 'editor-refused', 'edit-empty');
    await page.context().close();

    // A game by link: Red offers a draw with its move; Black sees the offer.
    const red = await open();
    await tap(red, 'people');
    await tap(red, 'friend');
    await tap(red, 'offer-draw');
    await play(red, ['h2e2']);
    await shot(red, 'link-sent', 'link-copy');
    const link = (await appState(red)).link.link;
    const black = await open();
    await black.evaluate((l) => { window.location.hash = l; }, link);
    await black.waitForFunction(() => window.location.hash === '' && window.qipanApp.state().link);
    await nextFrames(black, 3);
    await shot(black, 'link-offer', 'draw-accept');
    await red.context().close();
    await black.context().close();
  }
} finally {
  await env.close();
}
for (const p of written) console.log(p);
