// The clocks as a new user meets them (issue #24): a tab left in the
// background, its time run by the browser's clock and not by a test hook
// (Playwright's controlled clock: performance.now() jumps as it would in a
// throttled tab), keeps the right time and a flag falls in it; a flag that
// falls when the other side could never mate is a draw; a custom clock is
// held to what a person can play; the computer plays on its clock, thinking
// no longer than its share of a one-minute game. At 1280x800 in English and
// 390x844 in Chinese.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { appState, nextFrames, screenshotPath } from './browser.mjs';
import { press, table, play, advance, computerDone, tablePages } from './table.mjs';

const sizes = [
  { name: '1280x800', viewport: { width: 1280, height: 800 }, mobile: false, language: 'en' },
  { name: '390x844', viewport: { width: 390, height: 844 }, mobile: true, language: 'zh' },
];

describe('the clocks as a new user meets them', () => {
  const pages = tablePages();
  const { open } = pages;

  for (const size of sizes) {
    const opts = { language: size.language, viewport: size.viewport, mobile: size.mobile };
    const zh = size.language === 'zh';

    test(`${size.name}: a tab in the background on the browser's own clock`, async () => {
      const context = await pages.env.browser.newContext({
        viewport: size.viewport, deviceScaleFactor: size.mobile ? 2 : 1, isMobile: size.mobile,
        hasTouch: size.mobile,
      });
      await context.addInitScript((l) => {
        localStorage.setItem('qipan.language', l);
        localStorage.setItem('qipan.hintDismissed', 'true');
      }, size.language);
      const page = await context.newPage();
      const errors = [];
      pages.opened.push({ errors });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.clock.install();
      await page.goto(pages.env.url);
      await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null,
        { timeout: 30000 });
      await nextFrames(page, 3);
      await press(page, 'people');
      await press(page, 'clock-5+3');
      await play(page, ['h2e2', 'h9g7']);
      let t = await table(page);
      const before = t.clocks[0].main;
      const black = t.clocks[1].main;
      assert.equal(t.clocks[0].running, true);
      // The page hidden for two minutes: no frame, no timer until it is back.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await page.clock.fastForward(120000);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await nextFrames(page, 3);
      t = await table(page);
      // Two minutes gone, and the few seconds the test itself took.
      const spent = before - t.clocks[0].main;
      assert.ok(spent >= 120000 && spent < 130000, `${before} -> ${t.clocks[0].main}`);
      assert.equal(t.clocks[1].main, black, "Black's clock stood");
      // Three more minutes in the background: Red's flag falls while away.
      await page.clock.fastForward(180000);
      await nextFrames(page, 3);
      const s = await appState(page);
      assert.deepEqual(s.status, { over: true, winner: 'black', reason: 'time' });
      assert.equal(s.table.clocks[0].flagged, true);
      await page.waitForTimeout(300);
      await page.screenshot({ path: screenshotPath(`clocks-background-${size.name}`) });
      await context.close();
    });

    test(`${size.name}: a flag that falls when the other side could never mate is a draw`, async () => {
      const page = await open(opts);
      await press(page, 'people');
      await press(page, 'clock-5+3');
      // Red has a soldier; Black a bare general: Black could never mate.
      await page.evaluate(() => window.qipanApp.newGame('xiangqi', '4k4/9/9/9/9/9/4P4/9/9/3K5 w'));
      await nextFrames(page, 3);
      assert.equal((await table(page)).control, '5+3');
      await play(page, ['e3e4', 'e9e8']);
      await advance(page, 303000 + 1000);
      const s = await appState(page);
      assert.deepEqual(s.status, { over: true, winner: null, reason: 'time' });
      assert.equal(s.table.result, '1/2-1/2');
      assert.match(s.table.termination, /could never mate|无力取胜/);
      await page.waitForTimeout(300);
      await page.screenshot({ path: screenshotPath(`clocks-cannot-mate-${size.name}`) });
      // And the other way round: Black's flag falls, Red's soldier can mate.
      await page.evaluate(() => window.qipanApp.newGame('xiangqi', '4k4/9/9/9/9/9/4P4/9/9/3K5 w'));
      await nextFrames(page, 3);
      await play(page, ['e3e4']);
      await advance(page, 300000 + 1000);
      const t = await appState(page);
      assert.deepEqual(t.status, { over: true, winner: 'red', reason: 'time' });
      assert.equal(t.table.result, '1-0');
    });

    test(`${size.name}: a game resigned in its reading seconds shows the seconds left`, async () => {
      const page = await open(opts);
      await press(page, 'people');
      await press(page, 'clock-10|30');
      await play(page, ['h2e2', 'h9g7']);
      await advance(page, 600000 + 12000);  // Red is 12 s into its 30 reading seconds
      const before = (await table(page)).clocks[0];
      assert.equal(before.inReading, true);
      await press(page, 'resign');
      await press(page, 'resign-yes');
      let t = await table(page);
      assert.equal(t.result, '0-1');
      // Stopped where it stood, not a whole period again.
      assert.ok(t.clocks[0].reading <= before.reading && t.clocks[0].reading > 10000,
        `${before.reading} -> ${t.clocks[0].reading}`);
      await advance(page, 60000);
      assert.equal((await table(page)).clocks[0].reading, t.clocks[0].reading, 'stopped');
      // And so after a reload.
      await page.reload();
      await page.waitForFunction(() => window.qipanApp?.ready === true);
      await nextFrames(page, 3);
      const back = await table(page);
      assert.equal(back.result, '0-1');
      assert.equal(back.clocks[0].reading, t.clocks[0].reading);
    });

    // On the laptop only: the custom clock's fields are checked the same at
    // every size (the controls' places are the layout tests').
    if (size.name === '1280x800') test(`${size.name}: a custom clock holds to what a person can play`, async () => {
      const page = await open(opts);
      await press(page, 'people');
      await press(page, 'clock-custom');
      // Ten hours is the most: the minutes stop there.
      for (let i = 0; i < 12; ++i) await press(page, 'custom-minutes-more');
      await press(page, 'clock-custom-set');
      let t = await table(page);
      assert.equal(t.controlError, '');
      const minutes = Number(t.control.split('+')[0]);
      assert.ok(minutes > 3 && minutes <= 600, t.control);
      // 0 minutes, no increment, no reading seconds: refused, the clock kept.
      await press(page, 'clock-custom');
      for (let i = 0; i < 40; ++i) await press(page, 'custom-minutes-less');
      for (let i = 0; i < 5; ++i) await press(page, 'custom-increment-less');
      await press(page, 'clock-custom-set');
      t = await table(page);
      assert.match(t.controlError, zh ? /./ : /clock|time/i);
      assert.notEqual(t.control, '0+0');
      await page.screenshot({ path: screenshotPath(`clocks-custom-refused-${size.name}`) });
    });
  }

  test('the computer thinks on its clock: a one-minute game, level 8', async () => {
    const page = await open({ language: 'en' });
    await press(page, 'computer');
    await press(page, 'side-0');
    await press(page, 'level-8');
    await press(page, 'clock-custom');
    // 3+2 down to 1+0.
    for (let i = 0; i < 2; ++i) await press(page, 'custom-minutes-less');
    for (let i = 0; i < 2; ++i) await press(page, 'custom-increment-less');
    await press(page, 'clock-custom-set');
    assert.equal((await table(page)).control, '1+0');
    await play(page, ['h2e2']);
    const s = await computerDone(page);
    assert.equal(s.moves, 2);
    // Its share: a minute over the 40 moves it expects (1.5 s), not level
    // 8's own budget of nodes; the page's overhead on top.
    assert.ok(s.computer.lastSearch.timeMs <= 1500 + 600,
      `the computer's move took ${s.computer.lastSearch.timeMs} ms`);
    const clock = s.table.clocks[1];
    assert.ok(clock.main <= 60000 && clock.main > 60000 - 1500 - 2500, JSON.stringify(clock));
  });
});
