// A real game lost to level 8, played in the page and reviewed there (not a
// test: it makes the record tests/data/records/lost_to_level8.pgn and the
// screenshots of docs/study.md, "A game lost to level 8").
//
//   node tests/page/review-lost-game.mjs [--seed S] [--level L] [--out FILE]
//   node tests/page/review-lost-game.mjs --review FILE
//
// The person's side (Red) is played by this build's own engine at a weak
// level (`--level`, default 4, "Club": it picks at random among the moves
// within 40 centipawns of its best and now and then any move), asked through
// the Node module (public/qipan.js) with the page's position (its FEN); the page plays
// level 8 against it, with no clock. Each of Red's moves is clicked on the
// board as a player would. When the game is over its record (Copy record)
// is written to FILE, and the game is reviewed in the Review tab with
// screenshots of the summary, the worst mistake with its better line, and
// "Learn from your mistakes", in test-results/page/lost-*.png.
// `--review FILE` skips the play and reviews a record already made.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startBrowser, nextFrames, clickSquare, press, root, screenshotPath } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const seed = Number(option('--seed', '1'));
const level = Number(option('--level', '4'));
const out = option('--out', path.join(root, 'tests', 'data', 'records', 'lost_to_level8.pgn'));
const reviewOnly = option('--review', null);

const createQipan = createRequire(import.meta.url)(path.join(root, 'public', 'qipan.js'));
const viewport = { width: 1280, height: 800 };
const state = (page) => page.evaluate(() => window.qipanApp.state());
const review = (page) => page.evaluate(() => window.qipanApp.review());

// Waits until Red is to move (or the game is over) with nothing in flight:
// the computer's move can arrive between its search and its glide.
async function settle(page, timeout = 600000) {
  await page.waitForFunction(() => {
    const s = window.qipanApp.state();
    return (s.status.over || s.turn === 'red') && !s.computer.thinking && !s.animating;
  }, null, { timeout, polling: 100 });
  await nextFrames(page, 2);
}

// The game against level 8, Red played by the weak level; its record.
async function playGame(page) {
  const qipan = await createQipan();
  await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
  await nextFrames(page, 3);
  await press(page, 'computer', viewport);
  await press(page, 'side-0', viewport);
  await press(page, 'level-8', viewport);
  await press(page, 'clock-none', viewport);
  await press(page, 'start', viewport);
  // Red's side reads the position from the page before each move (its FEN:
  // no history, as a weak player keeps none).
  for (let ply = 0; ply < 300; ++ply) {
    await settle(page);
    const s = await state(page);
    if (s.status.over) break;
    if (s.turn !== 'red') continue;
    const board = new qipan.Xiangqi(s.fen);
    const r = board.bestMove({ level, seed: seed * 1000 + s.moves });
    board.delete();
    // A click during the computer's glide is not taken: clicked again once
    // it has settled. (The computer can answer at once, so the page's last
    // move may already be its reply: the count of moves tells.)
    let after;
    for (let attempt = 0; attempt < 3; ++attempt) {
      await clickSquare(page, r.move.slice(0, 2));
      await clickSquare(page, r.move.slice(2, 4));
      await nextFrames(page, 2);
      after = await state(page);
      if (after.moves > s.moves) break;
      await page.waitForFunction(() => !window.qipanApp.state().animating);
      await nextFrames(page, 10);
    }
    if (after.moves <= s.moves) throw new Error(`the page did not play ${r.move}: ${JSON.stringify(after)}`);
    process.stderr.write(`${after.moves} `);
  }
  const s = await state(page);
  process.stderr.write(`\n${s.moves} plies, ${JSON.stringify(s.status)}\n`);
  await press(page, 'export-copy', viewport);
  return page.evaluate(() => navigator.clipboard.readText());
}

async function reviewRecord(page, pgn) {
  await press(page, 'mode-review', viewport);
  await press(page, 'import', viewport);
  await page.fill('#qipan-import-text', pgn);
  await page.click('#qipan-import-load');
  await nextFrames(page, 3);
  if ((await state(page)).confirming) await press(page, 'confirm-discard', viewport);
  await press(page, 'mode-review', viewport);
  await press(page, 'review-start', viewport);
  const t0 = Date.now();
  await page.waitForFunction(() => ['done', 'failed'].includes(window.qipanApp.review().phase),
    null, { timeout: 3600000, polling: 200 });
  const seconds = (Date.now() - t0) / 1000;
  await nextFrames(page, 3);
  const r = await review(page);
  console.log(`reviewed ${r.classes.length} moves in ${seconds.toFixed(1)} s (${r.done}/${r.total} searches)`);
  console.log(`counts (best good inaccuracy mistake blunder): Red ${r.counts[0]}, Black ${r.counts[1]}`);
  console.log(`accuracy: Red ${r.accuracy[0].toFixed(1)}%, Black ${r.accuracy[1].toFixed(1)}%`);
  await page.screenshot({ path: screenshotPath('lost-review') });
  // The worst of Red's moves: the largest fall of Red's win%.
  let worst = -1;
  let fall = -1;
  for (let i = 0; i < r.classes.length; i += 2) {
    const d = r.win[i] - r.win[i + 1];
    if (d > fall) { fall = d; worst = i; }
  }
  r.classes.forEach((c, i) => {
    if (['inaccuracy', 'mistake', 'blunder'].includes(c)) {
      console.log(`  ply ${i + 1} ${c}: played ${r.played?.[i] ?? '?'}, better ${r.best[i]}, Red ${r.win[i].toFixed(0)}% -> ${r.win[i + 1].toFixed(0)}%`);
    }
  });
  // The chart clicked at the worst move: the board shows it, the panel its class and the better line.
  const chart = await page.evaluate(() => window.qipanApp.controlRect('review-chart'));
  const x = chart.x + chart.width * ((worst + 1) / (r.win.length - 1));
  await page.mouse.click(x, chart.y + chart.height / 2);
  await nextFrames(page, 3);
  const judged = await review(page);
  console.log(`shown: position ${(await state(page)).viewing}, ${judged.selected}, better ${judged.better}`);
  await page.screenshot({ path: screenshotPath('lost-worst') });
  await press(page, 'review-learn', viewport);
  const l = await review(page);
  console.log(`learn from your mistakes: ${l.exercises} exercises`);
  await page.screenshot({ path: screenshotPath('lost-learn') });
  return { seconds, r };
}

const env = await startBrowser();
try {
  const context = await env.browser.newContext({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript(() => {
    localStorage.setItem('qipan.language', 'en');
    localStorage.setItem('qipan.hintDismissed', 'true');
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(env.url);
  await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null, { timeout: 60000 });
  await nextFrames(page, 3);
  let pgn;
  if (reviewOnly) {
    pgn = fs.readFileSync(reviewOnly, 'utf8');
  } else {
    pgn = await playGame(page);
    fs.writeFileSync(out, pgn.endsWith('\n') ? pgn : `${pgn}\n`);
    console.log(`record written to ${out}`);
  }
  await reviewRecord(page, pgn);
  if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
  await context.close();
} finally {
  await env.close();
}
