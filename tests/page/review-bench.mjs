// The Review tab's budget measured in headless Chromium (not a test: a
// benchmark, docs/study.md "The review's budget"). Each game is imported
// (a record), reviewed in the page's engine worker, and its flagged moves
// (inaccuracy, mistake, blunder) and the review's time are printed.
//
//   node tests/page/review-bench.mjs                 the openings below
//   node tests/page/review-bench.mjs FILE [runs]     one record, `runs` times
//                                                    (the median time)
import fs from 'node:fs';
import { startBrowser, nextFrames, press } from './browser.mjs';

// Openings as players play them (ICCS), ten moves each.
const openings = {
  // 中炮对屏风马: 炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3 兵七进一 卒7进1
  // 车二进六 炮8平9 车二平三 炮9退1 马八进七 士4进5 马七进六 炮9平7 车三平四 马7进8
  // 炮八平九 车1平2
  'central cannon v screen horses':
    'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 f9e8 c2d4 i8g8 g6f6 g7h5 b2a2 a9b9',
  // 仙人指路对卒底炮: 兵七进一 炮2平3 炮二平五 象7进5 马二进三 马8进7 车一平二 车9平8
  // 马八进九 卒7进1 车二进四 马2进1 炮八平七 车1平2 车九平八 士6进5 兵三进一 卒7进1
  // 车二平三 炮8平9
  "pawn opening v cannon under the pawn":
    'c3c4 b7c7 h2e2 g9e7 h0g2 h9g7 i0h0 i9h9 b0a2 g6g5 h0h4 b9a7 b2c2 a9b9 a0b0 f9e8 g3g4 g5g4 h4g4 h7i7',
  // 飞相局对左中炮: 相三进五 炮2平5 马二进三 马2进3 车一平二 车1平2 马八进七 卒3进1
  // 兵七进一 马8进7 车九进一 车9进1 车九平六 车9平4 仕四进五 士4进5 车六进五 炮8平9
  // 兵三进一 车4进5
  'elephant opening v central cannon':
    'g0e2 b7e7 h0g2 b9c7 i0h0 a9b9 b0c2 c6c5 c3c4 h9g7 a0a1 i9i8 a1d1 i8d8 f0e1 d9e8 d1d5 h7i7 g3g4 b9b5',
};

async function reviewRecord(env, pgn) {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    localStorage.setItem('qipan.language', 'en');
    localStorage.setItem('qipan.hintDismissed', 'true');
  });
  const page = await context.newPage();
  await page.goto(env.url);
  await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null,
    { timeout: 30000 });
  await nextFrames(page, 3);
  const viewport = { width: 1280, height: 800 };
  await press(page, 'mode-review', viewport);
  await press(page, 'import', viewport);
  await page.fill('#qipan-import-text', pgn);
  await page.click('#qipan-import-load');
  await nextFrames(page, 3);
  if ((await page.evaluate(() => window.qipanApp.state())).confirming) {
    await press(page, 'confirm-discard', viewport);
  }
  const moves = (await page.evaluate(() => window.qipanApp.state())).moves;
  await press(page, 'review-start', viewport);
  const t0 = Date.now();
  await page.waitForFunction(() => ['done', 'failed'].includes(window.qipanApp.review().phase),
    null, { timeout: 1800000, polling: 50 });
  const seconds = (Date.now() - t0) / 1000;
  const r = await page.evaluate(() => window.qipanApp.review());
  await context.close();
  return { moves, seconds, r };
}

function flagged(r) {
  const out = [];
  r.classes.forEach((c, i) => {
    if (c === 'inaccuracy' || c === 'mistake' || c === 'blunder') {
      out.push(`${i + 1}:${c}(better ${r.best[i]})`);
    }
  });
  return out;
}

const env = await startBrowser();
try {
  if (process.argv[2]) {
    const pgn = fs.readFileSync(process.argv[2], 'utf8');
    const runs = Number(process.argv[3] ?? 1);
    const times = [];
    let last;
    for (let k = 0; k < runs; ++k) {
      last = await reviewRecord(env, pgn);
      times.push(last.seconds);
      console.log(`run ${k + 1}: ${last.moves} plies, ${last.seconds.toFixed(1)} s, ` +
        `positions ${last.r.done}/${last.r.total}`);
    }
    times.sort((a, b) => a - b);
    console.log(`median ${times[Math.floor(times.length / 2)].toFixed(1)} s`);
    console.log(`classes: ${last.r.classes.join(' ')}`);
    console.log(`flagged: ${flagged(last.r).join(', ')}`);
    console.log(`counts: ${JSON.stringify(last.r.counts)} accuracy: ${last.r.accuracy.map((a) => a.toFixed(0))}`);
  } else {
    for (const [name, line] of Object.entries(openings)) {
      const ms = line.split(' ');
      const numbered = ms.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m)).join(' ');
      const pgn = `[Event "${name}"]\n\n${numbered} *\n`;
      const { moves, seconds, r } = await reviewRecord(env, pgn);
      const f = flagged(r);
      console.log(`${name}: ${moves} plies, ${seconds.toFixed(1)} s, positions ${r.done}/${r.total}, ` +
        `${f.length} flagged: ${f.join(', ')}`);
    }
  }
} finally {
  await env.close();
}
