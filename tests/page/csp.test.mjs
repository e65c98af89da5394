// Content-Security-Policy: the pages carry a strict policy (no 'unsafe-eval',
// no 'unsafe-inline': their inline script and style are allowed by hash) and
// load under it; qipan.js works under a policy without 'unsafe-eval', and
// without 'wasm-unsafe-eval' its promise rejects saying what to allow.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startBrowser, openBoard, root } from './browser.mjs';

const pages = ['index.html', 'embed.html'];

function policyOf(html) {
  const m = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/);
  return m ? m[1] : null;
}

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the pages\' own policy', () => {
  for (const name of pages) {
    test(`${name}: strict, and it allows exactly its inline script and style`, () => {
      const html = fs.readFileSync(path.join(root, 'public', name), 'utf8');
      const policy = policyOf(html);
      assert.ok(policy, `${name} has no Content-Security-Policy meta tag`);
      assert.match(policy, /default-src 'none'/);
      assert.doesNotMatch(policy, /'unsafe-eval'|'unsafe-inline'|\*/);
      const directive = (d) => policy.split(';').map((s) => s.trim()).find((s) => s.startsWith(d + ' ')) ?? '';
      for (const [tag, d] of [['script', 'script-src'], ['style', 'style-src']]) {
        for (const [, body] of html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))) {
          const hash = sha256(body);
          assert.ok(directive(d).includes(hash),
            `${name}: an inline <${tag}> changed; put ${hash} in the ${d} of its CSP meta tag ` +
            `(and drop the old hash)`);
        }
      }
    });
  }
});

describe('in Chromium', () => {
  let env;
  before(async () => { env = await startBrowser(); });
  after(async () => { await env?.close(); });

  // Records CSP violations from the start of each document (of a page or a context).
  async function watchViolations(target) {
    await target.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation',
        (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
  }

  test('index.html draws the board under its policy, with no violation', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 700 } });
    await watchViolations(context);
    const { page, errors } = await openBoard(context, env.url + 'index.html');
    assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('embed.html runs under its policy, with no violation', async () => {
    const page = await env.browser.newPage();
    await watchViolations(page);
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(env.url + 'embed.html');
    await page.waitForFunction(() => typeof window.embedState === 'function', null, { timeout: 30000 });
    await page.click('[data-square="h2"]');
    assert.equal((await page.evaluate(() => window.embedState())).selected, 'h2');
    assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  // A page of our own under `policy`, sent as a header, that loads qipan.js
  // and reports how createQipan() settled (or that it has not, after 20 s).
  async function loadUnder(policy) {
    const page = await env.browser.newPage();
    await watchViolations(page);
    const html = '<!doctype html><meta charset="utf-8"><script src="/qipan.js"></script>' +
                 '<script src="/csp-check/check.js"></script>';
    const script = `
      window.outcome = null;
      createQipan().then((q) => {
        const x = new q.Xiangqi();
        x.play('h2e2');
        window.outcome = { settled: 'resolved', fen: x.fen() };
        x.delete();
      }, (e) => {
        window.outcome = { settled: 'rejected', isError: e instanceof Error, message: String(e && e.message) };
      });`;
    await page.route('**/csp-check/**', (route) => {
      const isHtml = route.request().url().endsWith('.html');
      route.fulfill({
        status: 200,
        headers: {
          'Content-Type': isHtml ? 'text/html; charset=utf-8' : 'text/javascript',
          'Content-Security-Policy': policy,
        },
        body: isHtml ? html : script,
      });
    });
    await page.goto(env.url + 'csp-check/page.html');
    await page.waitForFunction(() => window.outcome, null, { timeout: 20000 });
    const outcome = await page.evaluate(() => window.outcome);
    const violations = await page.evaluate(() => window.cspViolations);
    await page.close();
    return { outcome, violations };
  }

  test("qipan.js works under a policy without 'unsafe-eval'", async () => {
    const { outcome, violations } =
      await loadUnder("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'");
    assert.equal(outcome.settled, 'resolved', outcome.message);
    assert.match(outcome.fen, /^rnbakabnr\/9\/1c5c1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C2C4\//);
    assert.deepEqual(violations, []);
  });

  test("without 'wasm-unsafe-eval' createQipan() rejects saying what to allow", async () => {
    const { outcome } = await loadUnder("default-src 'none'; script-src 'self'; connect-src 'self'");
    assert.equal(outcome.settled, 'rejected');
    assert.ok(outcome.isError);
    assert.match(outcome.message, /wasm-unsafe-eval/);
    assert.match(outcome.message, /qipan\.wasm/);
  });

  test('a wasm file the policy forbids fetching rejects naming the file', async () => {
    const { outcome } = await loadUnder("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'");
    assert.equal(outcome.settled, 'rejected');
    assert.ok(outcome.isError);
    assert.match(outcome.message, /qipan\.wasm/);
    assert.match(outcome.message, /locateFile/);
  });
});
