// The page for newcomers: the first-visit hint, the settings (kept across a
// reload), the piece styles, the language, the help with its diagrams, and
// the sounds (Web Audio stubbed in the page to count what is played).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startBrowser, openBoard, clickControl, clickSquare, nextFrames, screenshotPath,
  loadScenario, lastStand, clickCell, settle, appState,
} from './browser.mjs';
import { region, differingShare } from './newcomer-pixels.mjs';

const settings = (page) => page.evaluate(() => window.qipanApp.settings());
const control = (page, name) => page.evaluate((n) => window.qipanApp.controlCenter(n), name);
const onScreen = (page, name) => page.evaluate((n) => {
  try {
    window.qipanApp.controlCenter(n);
    return true;
  } catch {
    return false;
  }
}, name);

async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null,
    { timeout: 30000 });
  await nextFrames(page, 3);
}

// Chooses a setting in the settings window, as a player would. The window
// sizes itself to its words (a language change resizes it over two frames):
// the next click waits for it to settle.
async function choose(page, ...names) {
  await clickControl(page, 'settings');
  for (const name of names) {
    await nextFrames(page, 4);
    await clickControl(page, name);
  }
  await nextFrames(page, 4);
  await clickControl(page, 'settings-close');
}

// A square around a piece: its centre ± 0.45 cell.
async function pieceClip(page, square, neighbour) {
  const c = await page.evaluate((sq) => window.qipanApp.squareCenter(sq), square);
  const n = await page.evaluate((sq) => window.qipanApp.squareCenter(sq), neighbour);
  const half = Math.abs(n.x - c.x) * 0.45;
  return { x: c.x - half, y: c.y - half, width: 2 * half, height: 2 * half };
}

// The river's third character (汉 or 漢): halfway between files f and g,
// between ranks 4 and 5, on a board that is not flipped.
async function riverClip(page) {
  const at = (sq) => page.evaluate((s) => window.qipanApp.squareCenter(s), sq);
  const [f4, g4, f5] = [await at('f4'), await at('g4'), await at('f5')];
  const half = Math.abs(g4.x - f4.x) * 0.3;
  const x = (f4.x + g4.x) / 2;
  const y = (f4.y + f5.y) / 2;
  return { x: x - half, y: y - half, width: 2 * half, height: 2 * half };
}

// Web Audio stubbed: every oscillator's frequency goes to window.__tones.
function stubAudio() {
  window.__tones = [];
  window.AudioContext = class {
    constructor() { this.state = 'running'; this.currentTime = 0; this.destination = {}; }
    createOscillator() {
      const tone = { frequency: { setValueAtTime: (f) => window.__tones.push(f) } };
      return Object.assign(tone, { connect() {}, start() {}, stop() {} });
    }
    createGain() {
      return {
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect() {},
      };
    }
  };
}

// The first tone of each sound (web/sound.cpp).
const firstTone = { move: 330, capture: 220, check: 660, end: 523 };

describe('the page for newcomers', () => {
  let env;
  before(async () => {
    env = await startBrowser();
  });
  after(async () => {
    await env?.close();
  });

  test('a first visit shows the hint; once dismissed it stays away after a reload', async () => {
    const { page, errors } = await openBoard(env.browser, env.url);
    let s = await settings(page);
    assert.equal(s.firstVisitHint, true);
    assert.ok(await onScreen(page, 'hint-dismiss'));
    await page.screenshot({ path: screenshotPath('newcomer-first-visit') });
    await clickControl(page, 'hint-dismiss');
    s = await settings(page);
    assert.equal(s.firstVisitHint, false);
    assert.equal(s.hintDismissed, true);
    await reload(page);
    assert.equal((await settings(page)).firstVisitHint, false);
    assert.equal(await onScreen(page, 'hint-dismiss'), false);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('settings are kept across a reload', async () => {
    const { page, errors } = await openBoard(env.browser, env.url);
    const defaults = await settings(page);
    assert.deepEqual([defaults.style, defaults.language, defaults.textSize, defaults.muted],
      ['traditional', 'en', 'normal', false]);
    await choose(page, 'style-pictures', 'lang-zh', 'text-large', 'mute');
    const chosen = await settings(page);
    assert.deepEqual([chosen.style, chosen.language, chosen.textSize, chosen.muted],
      ['pictures', 'zh', 'large', true]);
    await reload(page);
    const kept = await settings(page);
    assert.deepEqual([kept.style, kept.language, kept.textSize, kept.muted],
      ['pictures', 'zh', 'large', true]);
    await page.screenshot({ path: screenshotPath('newcomer-large-text-zh') });
    // Storage that throws (a blocked one) leaves the defaults, and no error.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get() { throw new Error('blocked'); } });
    });
    await reload(page);
    const blocked = await settings(page);
    assert.deepEqual([blocked.style, blocked.language, blocked.textSize, blocked.muted],
      ['traditional', 'en', 'normal', false]);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('each piece style draws its own pieces', async () => {
    const { page, errors } = await openBoard(env.browser, env.url);
    await clickControl(page, 'hint-dismiss');
    // The red horse (傌 / 马 / a knight), and the blue lion (獅 / 狮 / a lion).
    const pieces = { xiangqi: ['b0', 'c0'], jungle: ['g1', 'f1'] };
    for (const [game, [square, neighbour]] of Object.entries(pieces)) {
      await clickControl(page, game);
      const looks = {};
      const rivers = {};
      for (const style of ['traditional', 'simplified', 'pictures']) {
        await choose(page, `style-${style}`);
        assert.equal((await settings(page)).style, style);
        await nextFrames(page, 3);
        await page.screenshot({ path: screenshotPath(`newcomer-style-${game}-${style}`) });
        looks[style] = await region(page, await pieceClip(page, square, neighbour));
        if (game === 'xiangqi') rivers[style] = await region(page, await riverClip(page));
      }
      if (game === 'xiangqi') {
        // The river's third character: 漢 in traditional characters, 汉 otherwise.
        const changed = differingShare(rivers.traditional, rivers.simplified);
        assert.ok(changed > 0.03, `the river reads 漢界 in traditional characters: ${changed}`);
        const same = differingShare(rivers.simplified, rivers.pictures);
        assert.ok(same < 0.01, `the river reads 汉界 in the other styles: ${same}`);
      }
      const pairs = [['traditional', 'simplified'], ['traditional', 'pictures'],
        ['simplified', 'pictures']];
      for (const [a, b] of pairs) {
        const share = differingShare(looks[a], looks[b]);
        assert.ok(share > 0.03, `${game} ${a} and ${b} differ on ${square}: ${share}`);
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('the language switch changes the labels', async () => {
    const { page, errors } = await openBoard(env.browser, env.url);
    await clickControl(page, 'hint-dismiss');
    const screen = page.viewportSize();
    const panel = { x: screen.width - 300, y: 0, width: 300, height: 240 };
    const english = await region(page, panel);
    const englishUndo = await control(page, 'undo');
    await page.screenshot({ path: screenshotPath('newcomer-language-en') });
    await choose(page, 'lang-zh');
    assert.equal((await settings(page)).language, 'zh');
    await nextFrames(page, 3);
    await page.screenshot({ path: screenshotPath('newcomer-language-zh') });
    const chinese = await region(page, panel);
    assert.ok(differingShare(english, chinese) > 0.02, 'the panel reads differently');
    // "New game" and "新局" are not as wide: Undo moved.
    assert.notEqual((await control(page, 'undo')).x, englishUndo.x);
    await choose(page, 'lang-en');
    assert.equal((await control(page, 'undo')).x, englishUndo.x);
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('help opens on the game on screen, with its diagrams and legend', async () => {
    const { page, errors } = await openBoard(env.browser, env.url);
    await clickControl(page, 'hint-help');  // the first-visit hint's own Help
    let s = await settings(page);
    assert.equal(s.help, true);
    assert.equal(s.hintDismissed, true);
    for (const d of ['diagram-horse', 'diagram-cannon']) assert.ok(await onScreen(page, d), d);
    // The horse's diagram is drawn: wood, dark lines, the marks.
    const horse = await control(page, 'diagram-horse');
    const pixels = await region(page, { x: horse.x - 40, y: horse.y - 40, width: 80, height: 80 });
    const colours = new Set();
    for (let i = 0; i < pixels.data.length; i += 4) {
      colours.add(pixels.data.slice(i, i + 3).map((c) => c >> 5).join());
    }
    assert.ok(colours.size > 8, `the horse diagram has ${colours.size} colour groups`);
    await page.screenshot({ path: screenshotPath('newcomer-help-xiangqi') });
    // Each tab ends with its legend (pieces or units, by name and move):
    // scrolled into view, it shows the first row.
    const legend = async (name, shot) => {
      const box = await control(page, name);
      await page.mouse.move(box.x, page.viewportSize().height / 2);
      for (let i = 0; i < 20; i++) {
        const r = await page.evaluate((n) => window.qipanApp.controlRect(n), name);
        if (r.y + r.height <= page.viewportSize().height) break;
        await page.mouse.wheel(0, 200);
        await nextFrames(page, 3);
      }
      const r = await page.evaluate((n) => window.qipanApp.controlRect(n), name);
      assert.ok(r.y >= 0 && r.y + r.height <= page.viewportSize().height, `${name} ${JSON.stringify(r)}`);
      assert.ok(r.height >= 20, `${name} has a row: ${JSON.stringify(r)}`);
      await page.screenshot({ path: screenshotPath(shot) });
    };
    assert.ok(await onScreen(page, 'legend-xiangqi'));
    await legend('legend-xiangqi', 'newcomer-help-xiangqi-legend');

    await clickControl(page, 'help-jungle');
    assert.ok(await onScreen(page, 'diagram-ranks'));
    assert.equal(await onScreen(page, 'diagram-horse'), false);
    await page.screenshot({ path: screenshotPath('newcomer-help-jungle') });
    await legend('legend-jungle', 'newcomer-help-jungle-legend');
    await clickControl(page, 'help-tactics');
    assert.ok(await onScreen(page, 'diagram-tactics'));
    await page.screenshot({ path: screenshotPath('newcomer-help-tactics') });
    await legend('legend-tactics', 'newcomer-help-tactics-legend');
    await clickControl(page, 'help-close');
    s = await settings(page);
    assert.equal(s.help, false);
    assert.equal(await onScreen(page, 'diagram-tactics'), false);

    // Opened over Jungle, it shows Jungle's rules.
    await clickControl(page, 'jungle');
    await clickControl(page, 'help');
    assert.ok(await onScreen(page, 'diagram-jungle-board'));
    assert.deepEqual(errors, []);
    await page.close();
  });

  // A fresh page whose Web Audio is stubbed (stubAudio), the first-visit
  // hint dismissed; page errors are collected in `errors`.
  async function stubbedAudioPage() {
    const page = await env.browser.newPage({ viewport: { width: 1200, height: 800 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(stubAudio);
    await page.goto(env.url);
    await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true);
    await clickControl(page, 'hint-dismiss');
    return { page, errors };
  }

  test('moves sound through Web Audio unless muted; no audio is no error', async () => {
    const { page, errors } = await stubbedAudioPage();
    await clickSquare(page, 'h2');
    await clickSquare(page, 'e2');
    const played = await page.evaluate(() => window.__tones.length);
    assert.ok(played > 0, 'a move plays tones');
    await choose(page, 'mute');
    await clickSquare(page, 'h7');
    await clickSquare(page, 'e7');
    assert.equal((await page.evaluate(() => window.qipanApp.state())).turn, 'red');
    assert.equal(await page.evaluate(() => window.__tones.length), played, 'muted: no tones');

    // A browser without Web Audio, and one whose AudioContext throws.
    for (const audio of [() => { delete window.AudioContext; delete window.webkitAudioContext; },
      () => { window.AudioContext = class { constructor() { throw new Error('blocked'); } }; }]) {
      await page.addInitScript(audio);
      await page.evaluate(() => localStorage.clear());
      await reload(page);
      await clickSquare(page, 'h2');
      await clickSquare(page, 'e2');
      assert.equal((await page.evaluate(() => window.qipanApp.state())).lastMove, 'h2e2');
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test('a capture, a check, a game\'s end, and a battle\'s walks and blows each sound their own', async () => {
    const { page, errors } = await stubbedAudioPage();
    // The tones heard while `act` runs.
    const heard = async (act) => {
      await page.evaluate(() => { window.__tones = []; });
      await act();
      await page.waitForFunction(() => !window.qipanApp.state().animating);
      await nextFrames(page, 3);
      return page.evaluate(() => window.__tones);
    };
    const play = (fen, from, to) => heard(async () => {
      await page.evaluate((f) => window.qipanApp.newGame('xiangqi', f), fen);
      await nextFrames(page, 3);
      await clickSquare(page, from);
      await clickSquare(page, to);
    });
    // The chariot takes a pawn; gives check along the top rank; mates.
    const capture = await play('4k4/9/9/9/9/9/9/9/p8/R2K5 w', 'a0', 'a1');
    assert.equal(capture[0], firstTone.capture, `a capture: ${capture}`);
    const check = await play('4k4/9/9/9/9/9/9/9/9/R2K5 w', 'a0', 'a9');
    assert.equal(check[0], firstTone.check, `a check: ${check}`);
    const mate = await play('4k4/R8/9/9/9/9/9/9/9/1R1K5 w', 'b0', 'b9');
    assert.ok(mate.includes(firstTone.end), `a game's end: ${mate}`);

    // A battle: a unit's walk, a blow that wins it.
    await clickControl(page, 'tactics');
    const s = await appState(page);
    const unit = s.units.find((u) => u.team === 'player');
    await clickCell(page, unit);
    const taken = new Set(s.units.map((u) => `${u.x},${u.y}`));
    const goal = (await appState(page)).reachable.find((c) => !taken.has(`${c.x},${c.y}`));
    const walk = await heard(() => clickCell(page, goal));
    assert.equal(walk[0], firstTone.move, `a walk: ${walk}`);
    await loadScenario(page, lastStand);
    const blow = await heard(async () => {
      await clickCell(page, { x: 1, y: 1 });
      await clickCell(page, { x: 2, y: 1 });
      await settle(page);
    });
    assert.equal(blow[0], firstTone.capture, `a blow: ${blow}`);
    assert.ok(blow.includes(firstTone.end), `the battle won: ${blow}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
