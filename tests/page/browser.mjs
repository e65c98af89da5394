// Shared set-up and helpers of the browser tests: public/ served on a free
// loopback port and Debian's Chromium, headless with software WebGL 2,
// through playwright-core; a board page shared by a describe's tests; the
// tactics map's clicks and a one-blow scenario.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '../../scripts/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..', '..');
export const artifacts = path.join(root, 'test-results', 'page');

export const chromiumArgs = [
  '--no-sandbox', '--headless', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic',
];

// Starts the server and the browser; returns {browser, url, close()}.
// {isolated: false} serves without the COOP/COEP headers (scripts/serve.mjs).
export async function startBrowser({ isolated = true } = {}) {
  const { server, url } = await serve({ root: path.join(root, 'public'), port: 0, isolated });
  const browser = await chromium.launch({
    executablePath: process.env.QIPAN_CHROMIUM ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  fs.mkdirSync(artifacts, { recursive: true });
  return {
    browser,
    url,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

// Opens the board page and waits until its first frame is drawn.
export async function openBoard(browser, url, viewport = { width: 1200, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true,
    null, { timeout: 30000 });
  return { page, errors };
}

// Hooks for a describe whose tests share one board page: before them, starts
// the server and the browser, opens the board (openBoard, at `viewport`) and
// hands the page to `ready(page)`, which keeps it and may set it up; after
// them, checks that the page logged no error and closes the browser. `ready`
// also gets the startBrowser() result, for tests that open pages of their own.
export function sharedBoard(ready, viewport) {
  let env;
  let errors;
  before(async () => {
    env = await startBrowser();
    let page;
    ({ page, errors } = await openBoard(env.browser, env.url, viewport));
    await ready(page, env);
  });
  after(async () => {
    try {
      assert.deepEqual(errors, [], 'no errors in the page');
    } finally {
      await env?.close();
    }
  });
}

export function screenshotPath(name) {
  return path.join(artifacts, `${name}.png`);
}

// Colours [r, g, b] of the page at CSS-pixel points, read from a screenshot
// (a WebGL canvas cannot be read back without preserveDrawingBuffer).
export async function pixelsAt(page, points) {
  const png = await page.screenshot({ scale: 'css' });
  return page.evaluate(async ({ b64, pts }) => {
    // An <img>, not fetch(): the pages' CSP allows data: images, not data: fetches.
    const image = new Image();
    image.src = 'data:image/png;base64,' + b64;
    await image.decode();
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    return pts.map(({ x, y }) => {
      const d = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
      return [d[0], d[1], d[2]];
    });
  }, { b64: png.toString('base64'), pts: points });
}

// True when two colours differ by at most `tolerance` in every channel.
export function near(colour, target, tolerance = 24) {
  return colour.every((c, i) => Math.abs(c - target[i]) <= tolerance);
}

// The app's state through its test hook.
export function appState(page) {
  return page.evaluate(() => window.qipanApp.state());
}

// Waits for the next two animation frames, so the app has drawn (and taken
// queued input) since the last action.
export function nextFrames(page, n = 2) {
  return page.evaluate((count) => new Promise((resolve) => {
    const step = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  }), n);
}

// Clicks the pixel at the centre of a square, as a player would.
export async function clickSquare(page, square) {
  const p = await page.evaluate((sq) => window.qipanApp.squareCenter(sq), square);
  await page.mouse.click(p.x, p.y);
  await nextFrames(page, 3);
}

// Clicks a panel control ('undo', 'redo', 'flip', 'new', 'xiangqi', 'jungle', ...).
// When that would throw away a game in progress and the page asks, it
// answers Discard (tests/page/records.test.mjs tests the question itself).
export async function clickControl(page, name) {
  const p = await page.evaluate((n) => window.qipanApp.controlCenter(n), name);
  await page.mouse.click(p.x, p.y);
  await nextFrames(page, 3);
  if (await page.evaluate(() => window.qipanApp.state().confirming === true)) {
    const c = await page.evaluate(() => window.qipanApp.controlCenter('confirm-discard'));
    await page.mouse.click(c.x, c.y);
    await nextFrames(page, 3);
  }
}

// A panel control's rectangle in CSS pixels, or null when the panel does
// not draw it this frame.
export function controlRect(page, name) {
  return page.evaluate((n) => {
    try { return window.qipanApp.controlRect(n); } catch { return null; }
  }, name);
}

// Scrolls the panel (wheel over its right edge) until the control lies
// whole inside the panel and the viewport — a control scrolled above the
// panel's top lies under the board on a phone — and stays put over a
// frame, and returns its centre.
export async function reveal(page, name, viewport, tries = 24) {
  for (let i = 0; i < tries; ++i) {
    const r = await controlRect(page, name);
    const panel = await controlRect(page, 'panel');
    const top = Math.max(0, panel.y);
    const bottom = Math.min(viewport.height, panel.y + panel.height);
    if (r && r.y >= top - 0.5 && r.y + r.height <= bottom + 0.5) {
      // A panel that just changed (a new tab, a line that appears) can
      // still move its controls for a frame or two: click only a control
      // that stayed put over a frame.
      await nextFrames(page, 1);
      const again = await controlRect(page, name);
      if (again && again.x === r.x && again.y === r.y && again.width === r.width &&
          again.height === r.height) {
        return { x: r.x + r.width / 2, y: r.y + r.height / 2, rect: r };
      }
      continue;
    }
    await page.mouse.move(panel.x + panel.width - 4, top + 8);
    await page.mouse.wheel(0, !r || r.y > top ? 120 : -120);
    await nextFrames(page, 3);
  }
  throw new Error(`${name} could not be scrolled on screen`);
}

// Scrolls a control on screen and clicks it, `at` of the way across.
export async function press(page, name, viewport, at = 0.5) {
  const { rect } = await reveal(page, name, viewport);
  await page.mouse.click(rect.x + rect.width * at, rect.y + rect.height / 2);
  await nextFrames(page, 3);
}

// Scrolls the panel back to its top.
export async function scrollTop(page) {
  const panel = await controlRect(page, 'panel');
  await page.mouse.move(panel.x + panel.width - 4, Math.max(0, panel.y) + 8);
  for (let i = 0; i < 10; ++i) await page.mouse.wheel(0, -400);
  await nextFrames(page, 3);
}

// Tactics: the centre of map cell {x, y} in CSS pixels.
export function cellCenter(page, cell) {
  return page.evaluate(({ x, y }) => window.qipanApp.cellCenter(x, y), cell);
}

// Clicks a map cell ({x, y}) as a player would; `options` go to
// page.mouse.click ({button: 'right'}).
export async function clickCell(page, cell, options) {
  const p = await cellCenter(page, cell);
  await page.mouse.click(p.x, p.y, options);
  await nextFrames(page, 3);
}

// Waits until the tactics map has played back every walk and blow.
export async function settle(page) {
  await page.waitForFunction(() => !window.qipanApp.state().animating, null, { timeout: 60000 });
  await nextFrames(page, 2);
}

// Starts a tactics battle from a scenario's text.
export async function loadScenario(page, text) {
  await page.evaluate((t) => window.qipanApp.newGame('tactics', t), text);
  await nextFrames(page, 3);
}

// A knight beside a weak soldier: one blow from (1, 1) on (2, 1) wins.
export const lastStand = `scenario last-stand
title Last Stand

map
.....
.Ks..
.....

units
K player Knight  mounted 20 9 5 5 1
s enemy  Soldier foot     5 6 2 3 1
`;
