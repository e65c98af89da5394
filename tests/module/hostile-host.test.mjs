// The module leaves its host alone and fails to load loudly: loading
// qipan.js installs no process-wide handlers, a missing or broken wasm file
// rejects createQipan()'s promise with an Error naming the file and
// locateFile, and one options object can be used twice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createQipan, modulePath } from './qipan.mjs';

const wasmPath = path.join(path.dirname(modulePath), 'qipan.wasm');

// Runs `body` (CommonJS) in a fresh Node process that has loaded the module.
function runHost(body) {
  const script = `
    const createQipan = require(${JSON.stringify(modulePath)});
    createQipan().then((qipan) => {
      ${body}
    });`;
  return spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 30000 });
}

test('loading the module installs no uncaughtException or unhandledRejection handler', () => {
  const r = runHost(`
    console.log(JSON.stringify([process.listenerCount('uncaughtException'),
                                process.listenerCount('unhandledRejection'),
                                new qipan.Xiangqi().fen()]));`);
  assert.equal(r.status, 0, r.stderr);
  const [exceptions, rejections, fen] = JSON.parse(r.stdout);
  assert.equal(exceptions, 0);
  assert.equal(rejections, 0);
  assert.match(fen, /^rnbakabnr\//);
});

test("an unrelated crash of the host reaches the host's own handler", () => {
  const r = runHost(`
    process.on('uncaughtException', (e) => { console.log('host saw: ' + e.message); process.exit(0); });
    setTimeout(() => { throw new Error('unrelated'); }, 0);`);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout.trim(), 'host saw: unrelated');
});

test("an unrelated crash without a handler is Node's usual exit 1 with a short report", () => {
  const r = runHost(`setTimeout(() => { throw new Error('unrelated'); }, 0);`);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /Error: unrelated/);
  assert.ok(r.stderr.length < 5000, `stderr is ${r.stderr.length} characters`);
});

test("an unrelated unhandled rejection is Node's to report, not the module's", () => {
  const r = runHost(`
    process.on('unhandledRejection', (e) => { console.log('host saw: ' + e.message); });
    Promise.reject(new Error('unrelated'));`);
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout.trim(), 'host saw: unrelated');
});

// createQipan(options) must return a promise that rejects: no synchronous throw.
function loading(options) {
  let promise;
  assert.doesNotThrow(() => { promise = createQipan(options); });
  assert.ok(promise instanceof Promise);
  return promise;
}

test('a missing wasm file rejects with an Error naming the path and locateFile', async () => {
  const missing = path.join(os.tmpdir(), 'no-such-dir-qipan', 'qipan.wasm');
  await assert.rejects(loading({ locateFile: () => missing }), (e) => {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    assert.ok(e.message.includes(missing), e.message);
    assert.match(e.message, /locateFile/);
    assert.doesNotMatch(e.message, /^Aborted/);
    return true;
  });
});

test('qipan.js copied without its wasm rejects naming where it looked', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qipan-'));
  try {
    fs.copyFileSync(modulePath, path.join(dir, 'qipan.js'));
    const r = spawnSync(process.execPath, ['-e', `
      let p;
      try { p = require(${JSON.stringify(path.join(dir, 'qipan.js'))})(); }
      catch (e) { console.log('sync throw: ' + e.message); process.exit(2); }
      p.then(() => console.log('resolved'), (e) => console.log(e instanceof Error, e.message));`],
    { encoding: 'utf8', timeout: 30000 });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    assert.ok(r.stdout.startsWith('true '), r.stdout);
    assert.ok(r.stdout.includes(path.join(dir, 'qipan.wasm')), r.stdout);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a file that is not WebAssembly rejects saying it cannot be compiled', async () => {
  await assert.rejects(loading({ locateFile: () => modulePath }), (e) => {
    assert.ok(e instanceof Error);
    assert.match(e.message, /cannot compile/);
    assert.ok(e.message.includes(modulePath), e.message);
    return true;
  });
});

test('a locateFile that throws rejects with its message', async () => {
  await assert.rejects(loading({ locateFile: () => { throw new Error('no map'); } }), (e) => {
    assert.ok(e instanceof Error);
    assert.match(e.message, /no map/);
    return true;
  });
});

test('one options object can be passed to createQipan twice', async () => {
  const options = { locateFile: (name) => path.join(path.dirname(modulePath), name) };
  const first = await createQipan(options);
  const second = await createQipan(options);
  assert.notEqual(first, second);
  assert.equal(options.Xiangqi, undefined, 'classes are not registered on the options object');
  for (const qipan of [first, second]) {
    const x = new qipan.Xiangqi();
    x.play('h2e2');
    assert.match(x.fen(), /^rnbakabnr\/9\/1c5c1\/p1p1p1p1p\/9\/9\/P1P1P1P1P\/1C2C4\//);
    x.delete();
  }
});

test('wasmBinary given by the caller is used as is', async () => {
  const qipan = await createQipan({ wasmBinary: fs.readFileSync(wasmPath) });
  const j = new qipan.Jungle();
  assert.equal(j.turn(), 'blue');
  j.delete();
});
