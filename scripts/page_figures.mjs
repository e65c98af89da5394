// The page's figures, measured in fresh browsers (Debian's Chromium, headless,
// software WebGL): the first frame (ms after navigation started, in a browser
// just started) and the CPU an idle page costs once it has settled — the
// page's main-thread task time (DevTools Performance.getMetrics) and the CPU
// time of every process of the browser (/proc), over `--idle` seconds.
// Prints each run and the medians.
//
//   node scripts/page_figures.mjs [--runs 5] [--idle 10] [--root public] [--raf]
//
// --raf runs an empty requestAnimationFrame loop in the idle page, for
// comparison: what a 60 Hz loop that draws nothing costs in the same browser.
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 5));
const idleSeconds = Number(arg('idle', 10));
const root = path.resolve(arg('root', path.join(here, '..', 'public')));
const raf = process.argv.includes('--raf');
const marker = `--qipan-figures-${process.pid}`;

const args = [
  '--no-sandbox', '--headless', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic', marker,
];

// CPU seconds (user + system) of a process and all its descendants.
function treeCpuSeconds(rootPid) {
  const stats = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch { /* gone */ }
  }
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = stats.get(p)?.ppid ?? 0) if (p === rootPid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, s] of stats) if (inTree(pid)) ticks += s.ticks;
  return ticks / 100;  // USER_HZ
}

function browserPid() {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmd.includes(marker) && !cmd.some((a) => a.startsWith('--type='))) return Number(entry);
    } catch { /* gone */ }
  }
  throw new Error('the browser process was not found');
}

const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const { server, url } = await serve({ root, port: 0, isolated: true });
const first = [];
const task = [];
const cpu = [];
try {
  for (let run = 1; run <= runs; run++) {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
    const pid = browserPid();
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => window.qipanApp && window.qipanApp.ready === true, null,
      { timeout: 60000 });
    first.push(await page.evaluate(() => window.qipanApp.firstFrameMs));
    // Settled: no frame drawn for a second.
    for (let last = -1, now = await page.evaluate(() => window.qipanApp.frames()); now !== last;) {
      last = now;
      await page.waitForTimeout(1000);
      now = await page.evaluate(() => window.qipanApp.frames());
    }
    if (raf) await page.evaluate(() => { const step = () => requestAnimationFrame(step); step(); });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (name) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
    const frames0 = await page.evaluate(() => window.qipanApp.frames());
    const task0 = await metric('TaskDuration');
    const cpu0 = treeCpuSeconds(pid);
    const t0 = Date.now();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const wall = (Date.now() - t0) / 1000;
    const taskShare = (await metric('TaskDuration') - task0) / wall;
    const cpuShare = (treeCpuSeconds(pid) - cpu0) / wall;
    const frames = await page.evaluate(() => window.qipanApp.frames()) - frames0;
    task.push(taskShare);
    cpu.push(cpuShare);
    console.log(`run ${run}: first frame ${first.at(-1).toFixed(0)} ms; idle ${wall.toFixed(1)} s: ` +
      `${frames} frames drawn, page main thread ${(100 * taskShare).toFixed(2)}% of a core, ` +
      `all browser processes ${(100 * cpuShare).toFixed(2)}% of a core`);
    await browser.close();
  }
} finally {
  await new Promise((resolve) => server.close(resolve));
}
console.log(`median of ${runs}: first frame ${median(first).toFixed(0)} ms ` +
  `(min ${Math.min(...first).toFixed(0)}, max ${Math.max(...first).toFixed(0)}); ` +
  `idle page main thread ${(100 * median(task)).toFixed(2)}% of a core; ` +
  `idle browser processes ${(100 * median(cpu)).toFixed(2)}% of a core`);
