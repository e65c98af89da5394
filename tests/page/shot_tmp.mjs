import { startBrowser, openBoard, nextFrames, clickSquare } from './browser.mjs';
const env = await startBrowser();
const [w, h, lang] = process.argv.slice(2);
const page = await env.browser.newPage({ viewport: { width: +w, height: +h }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
await page.goto(env.url);
await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null, { timeout: 30000 });
await page.evaluate(() => window.qipanApp.newGame('xiangqi'));
await nextFrames(page, 3);
for (const m of ['h2e2', 'h9g7', 'b0c2', 'i9h9']) {
  await clickSquare(page, m.slice(0, 2)); await clickSquare(page, m.slice(2, 4));
  await page.waitForFunction(() => !window.qipanApp.state().animating);
}
await nextFrames(page, 3);
console.log(JSON.stringify(await page.evaluate(() => window.qipanApp.controlRect('moves'))));
await page.screenshot({ path: `/tmp/lead-${w}x${h}.png` });
await env.close();
