// The panel and the board as a new user reads them (issue #24's fixes):
// the "Viewing move N" band over an earlier position covers no file or
// rank number and fits the board's width, and the records' row under the
// move list stays on screen meanwhile; the move list scrolled to its end
// shows its last row whole; a level's rating is written with its label
// once the ladder has one; the Chinese help never starts a line with a
// closing "。" or "，". At 1280x800 in English, 390x844 in Chinese and
// 320x568 in both (the help in Chinese at all three).
// Screenshots: test-results/page/panel-*.png.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { appState, nextFrames, screenshotPath, controlRect, root } from './browser.mjs';
import { play, press, reveal, table, scrollPanelTop, tablePages } from './table.mjs';

// A game's level ratings as its level table ships them (each level's Elo, or
// null where the ladder has not placed it), read from the header.
function shippedRatings(game) {
  const text = fs.readFileSync(path.join(root, 'core', 'search', `${game}_levels.h`), 'utf8');
  const found = text.match(new RegExp(`${game}_level_ratings = (\\{\\}|\\{\\{([\\s\\S]*?)\\}\\});`));
  assert.ok(found, `${game}_levels.h has a ratings table`);
  if (!found[2]) return Array(8).fill(null);
  const entries = [...found[2].matchAll(/Rating\{(-?\d+),|std::nullopt/g)]
    .map((m) => (m[1] === undefined ? null : Number(m[1])));
  assert.equal(entries.length, 8, `${game}_levels.h rates every level or none`);
  return entries;
}

// The band and the rating in the languages given (each size in one, both
// on the smallest phone, where the band's words are tightest); the Chinese
// help at every size.
const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, mobile: false, languages: ['en'] },
  { name: '390x844', viewport: { width: 390, height: 844 }, mobile: true, languages: ['zh'] },
  { name: '320x568', viewport: { width: 320, height: 568 }, mobile: true, languages: ['en', 'zh'] },
];

const openings = {
  xiangqi: ['h2e2', 'h9g7', 'b0c2', 'b9c7', 'h0g2', 'i9h9', 'i0h0', 'h7h3', 'a0a1', 'a9a8'],
  jungle: ['a3a4', 'g7g6', 'g3g4', 'a7a6', 'a4a5', 'g6g5', 'b2b3', 'f8f7', 'f2f3', 'b8b7'],
};

const centre = (page, sq) => page.evaluate((s) => window.qipanApp.squareCenter(s), sq);

// Whether two rectangles ({x, y, width, height}) overlap.
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width
  && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the panel and the board as a new user reads them', () => {
  const pages = tablePages();
  const { open } = pages;

  test("a first visit on a laptop: the records' row whole under the Help hint and the start choice", async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 1200, height: 800 }]) {
      for (const language of ['en', 'zh']) {
        const context = await pages.env.browser.newContext({ viewport });
        await context.addInitScript((l) => localStorage.setItem('qipan.language', l), language);
        const page = await context.newPage();
        await page.goto(pages.env.url);
        await page.waitForFunction(() => window.qipanApp?.ready === true);
        await nextFrames(page, 4);
        assert.equal((await page.evaluate(() => window.qipanApp.settings())).firstVisitHint, true);
        for (const name of ['copy-link', 'export-copy', 'export-download', 'import', 'start']) {
          const r = await controlRect(page, name);
          assert.ok(r && r.y >= 0 && r.y + r.height <= viewport.height,
            `${viewport.width}x${viewport.height} ${language}: ${name} ${JSON.stringify(r)}`);
        }
        await page.screenshot({ path: screenshotPath(`panel-first-visit-${viewport.width}x${viewport.height}-${language}`) });
        await context.close();
      }
    }
  });

  for (const size of sizes) {
    for (const language of ['en', 'zh']) {
      const opts = { language, viewport: size.viewport, mobile: size.mobile };
      const tag = `${size.name}-${language}`;

      for (const game of size.languages.includes(language) ? ['xiangqi', 'jungle'] : []) {
        test(`${tag} ${game}: the band over an earlier move covers no number; the panel's foot stays`, async () => {
          const page = await open(opts);
          await page.evaluate((g) => window.qipanApp.newGame(g), game);
          await nextFrames(page, 3);
          await play(page, openings[game]);
          // The last row of a list scrolled to its end shows whole.
          const list = await controlRect(page, 'moves');
          const last = await controlRect(page, `move-${openings[game].length}`);
          assert.ok(last, 'the last move is on screen');
          assert.ok(last.y + last.height <= list.y + list.height + 0.5,
            `the last row ${JSON.stringify(last)} is cut by the list ${JSON.stringify(list)}`);
          const foot = await controlRect(page, 'import');
          // Three moves back (the keyboard's left arrow): an earlier position.
          for (let i = 0; i < 3; ++i) {
            await page.keyboard.press('ArrowLeft');
            await nextFrames(page, 2);
          }
          await page.waitForTimeout(300);
          const s = await appState(page);
          assert.equal(s.viewing, openings[game].length - 3);
          const band = s.viewingBand;
          assert.ok(band, 'the band is drawn');
          const [a, b] = game === 'xiangqi' ? ['a9', 'a0'] : ['a9', 'a1'];
          const top = await centre(page, a);
          const bottom = await centre(page, b);
          const next = await centre(page, game === 'xiangqi' ? 'b9' : 'b9');
          const cell = Math.abs(next.x - top.x);
          if (game === 'xiangqi') {
            // The file numbers are above the top rank and under the bottom one.
            assert.ok(band.y > top.y && band.y + band.height < bottom.y,
              `the band ${JSON.stringify(band)} lies between the ranks ${top.y} and ${bottom.y}`);
          } else {
            // The rank numbers are left of the board beside each row, the file
            // letters under it: the band keeps to the wood above the top row.
            assert.ok(band.y + band.height <= top.y - cell * 0.45 + 0.5,
              `the band ${JSON.stringify(band)} stays above the top row (${top.y}, cell ${cell})`);
          }
          const board = { x: top.x - cell, width: cell * (game === 'xiangqi' ? 10 : 8) };
          assert.ok(band.x >= board.x - 1 && band.x + band.width <= board.x + board.width + 1,
            `the band fits the board's width: ${JSON.stringify(band)} ${JSON.stringify(board)}`);
          // The panel's foot stays where it was while an earlier move is on view.
          if (!size.mobile) {
            const after = await controlRect(page, 'import');
            assert.ok(after && after.y + after.height <= size.viewport.height,
              `the records' row stays on screen: ${JSON.stringify(after)}`);
            assert.equal(after.y, foot.y);
          }
          await page.screenshot({ path: screenshotPath(`panel-viewing-${game}-${tag}`) });
          await page.context().close();
        });
      }

      if (size.languages.includes(language)) test(`${tag}: a level's rating is written with its label once measured`, async () => {
        const page = await open(opts);
        await press(page, 'computer');
        await press(page, 'level-4');
        let t = await table(page);
        // What the ladder measured and the game's level table ships
        // (core/search/xiangqi_levels.h): the rating when there is one.
        const shipped = shippedRatings('xiangqi');
        const label4 = language === 'zh' ? '4 · 业余' : '4 · Club';
        assert.equal(t.levelTitle, shipped[3] === null ? label4 : `${label4} · ${shipped[3]}`);
        await press(page, 'level-8');
        assert.equal((await table(page)).levelTitle,
          (language === 'zh' ? '8 · 强手' : '8 · Strong') + (shipped[7] === null ? '' : ` · ${shipped[7]}`));
        await press(page, 'level-4');
        // None at all: no rating is invented.
        await page.evaluate(() => window.qipanApp.setLevelRatings(Array(8).fill(null)));
        await nextFrames(page, 3);
        assert.equal((await table(page)).levelTitle, label4, 'no rating is invented');
        // The ladder's ratings, as a full run would set them.
        await page.evaluate(() => window.qipanApp.setLevelRatings(
          [610, 820, 1040, 1450, 1700, 1930, 2120, 2290]));
        await nextFrames(page, 3);
        t = await table(page);
        assert.equal(t.levelTitle, language === 'zh' ? '4 · 业余 · 1450' : '4 · Club · 1450');
        await press(page, 'level-8');
        assert.match((await table(page)).levelTitle, /^8 · (Strong|强手) · 2290$/);
        // A level the ladder left unmeasured shows none.
        await page.evaluate(() => window.qipanApp.setLevelRatings(
          [610, null, null, null, null, null, null, null]));
        await nextFrames(page, 3);
        assert.match((await table(page)).levelTitle, /^8 · (Strong|强手)$/);
        await assert.rejects(page.evaluate(() => window.qipanApp.setLevelRatings([1, 2])), /8 numbers/);
        await page.evaluate(() => window.qipanApp.setLevelRatings(
          [610, 820, 1040, 1450, 1700, 1930, 2120, 2290]));
        await scrollPanelTop(page);
        await reveal(page, 'level-8');
        await page.screenshot({ path: screenshotPath(`panel-rating-${tag}`) });
        await page.context().close();
      });

      if (language === 'zh') {
        test(`${tag}: no line of the Chinese help starts with a closing mark`, async () => {
          const page = await open(opts);
          await press(page, 'help');
          const closing = /^[，。、；：！？）」』》]/;
          let seen = 0;
          for (const tab of ['help-xiangqi', 'help-jungle', 'help-tactics']) {
            // The help's own tabs, in its window over the page.
            const p = await page.evaluate((n) => window.qipanApp.controlCenter(n), tab);
            await page.mouse.click(p.x, p.y);
            await nextFrames(page, 3);
            const lines = await page.evaluate(() => window.qipanApp.textLines());
            assert.ok(lines.some((l) => /。$/.test(l)), `${tab}: the help's paragraphs are drawn`);
            for (const line of lines) {
              assert.doesNotMatch(line, closing, `${tab}: a line starts with a closing mark`);
              ++seen;
            }
          }
          assert.ok(seen > 10, `${seen} lines`);
          await page.screenshot({ path: screenshotPath(`panel-help-${tag}`) });
          await page.context().close();
        });
      }
    }
  }
});
