// Helpers of the game table's page tests (tests/page/play.test.mjs): a page
// in its own browser context, clicks on panel controls by their test ids,
// the table's state, and time moved ahead through the page's hook.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { appState, clickSquare, nextFrames, startBrowser } from './browser.mjs';

// A page of its own (own localStorage), in `language`, at `viewport`.
export async function openTable(env, { language = 'en', viewport = { width: 1280, height: 800 }, mobile = false } = {}) {
  const context = await env.browser.newContext({
    viewport, deviceScaleFactor: mobile ? 2 : 1, isMobile: mobile, hasTouch: mobile,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('qipan.language')) localStorage.setItem('qipan.language', l);
    localStorage.setItem('qipan.hintDismissed', 'true');
  }, language);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(env.url);
  await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null, { timeout: 30000 });
  await nextFrames(page, 3);
  return { context, page, errors };
}

// Hooks for a describe whose tests each open table pages of their own:
// before them the server and the browser start, after them every page
// kept in `opened` must have logged no error, and the browser closes.
// `open(options)` is openTable's page, kept; `env` the running browser.
export function tablePages() {
  let env;
  const opened = [];
  before(async () => { env = await startBrowser(); });
  after(async () => {
    try {
      for (const o of opened) assert.deepEqual(o.errors, [], 'no errors in the page');
    } finally {
      await env?.close();
    }
  });
  return {
    opened,
    get env() { return env; },
    async open(options) {
      const o = await openTable(env, options);
      opened.push(o);
      return o.page;
    },
  };
}

// Scrolls the panel until control `name` is on screen (a phone's panel scrolls).
export async function reveal(page, name) {
  const viewport = page.viewportSize();
  for (let i = 0; i < 12; ++i) {
    const r = await page.evaluate((n) => { try { return window.qipanApp.controlRect(n); } catch { return null; } }, name);
    const panel = await page.evaluate(() => window.qipanApp.controlRect('panel'));
    // On screen inside the panel: a control scrolled above the panel's top
    // lies under the board on a phone.
    const top = Math.max(0, panel.y);
    const bottom = Math.min(viewport.height, panel.y + panel.height);
    if (r && r.y >= top - 0.5 && r.y + r.height <= bottom + 0.5) return;
    await page.mouse.move(panel.x + panel.width - 4, panel.y + 8);
    await page.mouse.wheel(0, !r || r.y > top ? 120 : -120);
    await nextFrames(page, 3);
  }
  assert.fail(`${name} could not be scrolled on screen`);
}

// Clicks a panel control by its test id as a player would.
export async function press(page, name) {
  await reveal(page, name);
  const p = await page.evaluate((n) => window.qipanApp.controlCenter(n), name);
  await page.mouse.click(p.x, p.y);
  await nextFrames(page, 3);
}

export const table = async (page) => (await appState(page)).table;

// Plays moves ('h2e2') with two clicks each, waiting for each glide.
export async function play(page, moves) {
  for (const m of moves) {
    await clickSquare(page, m.slice(0, 2));
    await clickSquare(page, m.slice(2, 4));
    await page.waitForFunction(() => !window.qipanApp.state().animating);
  }
}

// Moves the page's clock ahead by `ms` with no frame drawn (a background tab).
export async function advance(page, ms) {
  await page.evaluate((t) => window.qipanApp.advanceTime(t), ms);
  await nextFrames(page, 3);
}

// Waits until the computer has answered and its move has glided.
export async function computerDone(page, timeout = 60000) {
  await page.waitForFunction(() => {
    const s = window.qipanApp.state();
    return !s.computer.thinking && !s.animating;
  }, null, { timeout, polling: 50 });
  return appState(page);
}

// The record as Copy record writes it.
export async function copiedRecord(page) {
  await press(page, 'export-copy');
  return page.evaluate(() => navigator.clipboard.readText());
}

// Scrolls the panel back to its top (a phone's panel scrolls).
export async function scrollPanelTop(page) {
  const panel = await page.evaluate(() => window.qipanApp.controlRect('panel'));
  await page.mouse.move(panel.x + panel.width - 4, panel.y + 8);
  for (let i = 0; i < 8; ++i) await page.mouse.wheel(0, -240);
  await nextFrames(page, 3);
}
