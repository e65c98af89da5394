// No leak on any path: per class, 100,000 cycles of create / a call that
// throws / a constructor that throws / delete leave the wasm heap and
// embind's handle count where they were after a warm-up. The counts before
// and after are printed with each test (QIPAN_MEMORY_CYCLES changes the count).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createQipan } from './qipan.mjs';

const cycles = Number(process.env.QIPAN_MEMORY_CYCLES ?? 100000);
const warmUp = 2000;
// The allocator may keep a little more after warm-up; a leak of one object
// (a Position is ~500 bytes) per cycle would be tens of megabytes.
const heapSlack = 1024 * 1024;

const badGetter = { get moveLimit() { throw new Error('boom'); } };

// Per class: a valid object, a throwing call on it, a throwing construction.
const classes = {
  Xiangqi: {
    make: (q) => new q.Xiangqi(),
    fail: (o) => o.play('h2h8'),
    failMake: (q, i) => new q.Xiangqi(i % 2 ? 'rnbakabnr/9/9 w' : { fen: 1 }),
  },
  Jungle: {
    make: (q) => new q.Jungle(),
    fail: (o) => o.play('a3a9'),
    failMake: (q, i) => (i % 2 ? new q.Jungle('l5t/1w3c1 b') : new q.Jungle(undefined, badGetter)),
  },
  Session: {
    make: (q) => new q.Session('xiangqi'),
    fail: (o, i) => (i % 2 ? o.play('zz') : o.order('h2e2', { get keepTurn() { throw new Error('boom'); } })),
    failMake: (q, i) => (i % 2 ? new q.Session('go') : new q.Session('jungle', 'bad fen')),
  },
  TacticsMap: {
    make: (q) => new q.TacticsMap(8, 8),
    fail: (o, i) => (i % 2 ? o.addUnit({ team: 0, x: 99, y: 0, move: 1 })
      : o.addUnit({ team: 0, get x() { throw new Error('boom'); }, y: 0, move: 1 })),
    failMake: (q) => new q.TacticsMap(0, 5),
  },
  Battle: {
    make: (q) => q.Battle.scenario('ford'),
    fail: (o) => o.attack(0, 0),
    failMake: (q, i) => (i % 2 ? new q.Battle('scenario x\nmap\nA?\n') : q.Battle.scenario('moon')),
  },
};

function counts(qipan) {
  return { heap: qipan.HEAP8.buffer.byteLength, handles: qipan.count_emval_handles() };
}

for (const [name, c] of Object.entries(classes)) {
  test(`${name}: ${cycles} create/throw/delete cycles keep heap and handles flat`, async (t) => {
    const qipan = await createQipan();
    assert.equal(typeof qipan.count_emval_handles, 'function', 'count_emval_handles is exported');
    const cycle = (i) => {
      const o = c.make(qipan);
      assert.throws(() => c.fail(o, i), Error);
      o.delete();
      assert.throws(() => c.failMake(qipan, i), Error);
    };
    for (let i = 0; i < warmUp; ++i) cycle(i);
    const before = counts(qipan);
    for (let i = 0; i < cycles; ++i) cycle(i);
    const after = counts(qipan);
    const line = `${name}: heap ${before.heap} -> ${after.heap} bytes, ` +
                 `emval handles ${before.handles} -> ${after.handles} over ${cycles} cycles`;
    t.diagnostic(line);
    assert.ok(after.heap - before.heap <= heapSlack, line);
    assert.equal(after.handles, before.handles, line);
  });
}
