// The module survives hostile callers. Every method of every class, every
// constructor and every free function is called, in a seeded random order,
// with valid arguments mixed with hostile ones: getters and proxy traps that
// throw, valueOf/toString that throw or call back into the module (reading,
// throwing and catching, changing or deleting the very object being called),
// NaN, ±Infinity, -0, huge numbers, 10 MB strings, NUL bytes, lone
// surrogates, Symbols, BigInts, functions. After each call:
// - it returned, or threw an Error (or the very value our own code threw)
//   with a message of reasonable length;
// - after a throw the object is as it was (fen/state/units compared), unless
//   the hostile value itself changed or deleted it;
// - the module still works (a fresh board plays a move).
// Methods are found on the prototypes, so methods added later are covered.
// QIPAN_HOSTILE_SEED=<n> and QIPAN_HOSTILE_CALLS=<n> reproduce or lengthen
// a run; a failure prints the seed, the call number and the arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createQipan } from './qipan.mjs';

const seed = Number(process.env.QIPAN_HOSTILE_SEED ?? 20261201);
const callsPerClass = Number(process.env.QIPAN_HOSTILE_CALLS ?? 4000);

// mulberry32: small, seedable, good enough to pick test cases.
function random(seedValue) {
  let a = seedValue >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const huge = 'h2e2'.repeat(2.5 * 1024 * 1024);  // 10 MB
const hugeUnicode = '炮'.repeat(1024 * 1024);

// Values that are simply wrong, whatever the argument.
const plainHostile = [
  ['undefined', undefined], ['null', null], ['true', true], ['false', false],
  ['NaN', NaN], ['Infinity', Infinity], ['-Infinity', -Infinity], ['-0', -0],
  ['-1', -1], ['0.5', 0.5], ['1e300', 1e300], ['2**31', 2 ** 31], ['-(2**31)-1', -(2 ** 31) - 1],
  ['2**53+2', 2 ** 53 + 2], ['Number.MIN_VALUE', Number.MIN_VALUE],
  ["''", ''], ["'\\0'", '\0'], ["'h2\\0e2'", 'h2\0e2'], ["'a3\\0'", 'a3\0'], ["'\\uD800'", '\uD800'],
  ['10 MB string', huge], ['4 MB of 炮', hugeUnicode], ["'x'.repeat(5000)", 'x'.repeat(5000)],
  ['Symbol()', Symbol('hostile')], ['10n', 10n], ['-(2n**70n)', -(2n ** 70n)],
  ['function', () => 1], ['[]', []], ["['h2e2']", ['h2e2']], ['{}', {}], ['new String', new String('h2e2')],
  ['new Number', new Number(1)], ['Object.create(null)', Object.create(null)], ['Date', new Date(0)],
  ['Uint8Array', new Uint8Array(4)],
];

// Property names any options object of the API may be read for.
const optionKeys = [
  'elephantTakesRat', 'ratsCaptureAcrossBank', 'ownTrapsWeaken', 'trappedAttackZero',
  'repetitionCount', 'moveLimit', 'ignoreTurn', 'keepTurn',
  'team', 'x', 'y', 'move', 'moveClass', 'minRange', 'maxRange',
];

// What a hostile callback does when the module runs it. Each returns
// {run, changes}: `changes` when it may change or delete the object called.
function actions(env) {
  const { qipan, rng } = env;
  // Whatever escapes our own callback (even a BindingError from a call on
  // an object it deleted) is ours, and may pass through the module as is.
  const ours = (action) => ({
    ...action,
    run: (...a) => { try { return action.run(...a); } catch (e) { throw env.ours(e); } },
  });
  return [
    { label: 'throws an Error', changes: false, run: () => { throw env.ours(new Error('boom from a getter')); } },
    { label: 'throws a number', changes: false, run: () => { throw env.ours(42); } },
    { label: 'reads the module', changes: false, run: () => { qipan.version(); return 1; } },
    {
      label: 'reads the object called', changes: false,
      run: () => { try { env.snapshot(env.target); } catch { /* deleted */ } return 1; },
    },
    {
      label: 'calls the module into a throw and catches it', changes: false,
      run: () => {
        try { new qipan.Xiangqi('not a fen'); } catch { /* expected */ }
        try { new qipan.Jungle(undefined, { moveLimit: -1 }); } catch { /* expected */ }
        return 2;
      },
    },
    {
      label: 'calls the object called into a throw', changes: false,
      run: () => { try { env.target[env.method]?.('\0bad'); } catch { /* expected */ } return 0; },
    },
    { label: 'changes the object called', changes: true, run: () => { env.mutate(env.target, rng); return 1; } },
    { label: 'deletes the object called', changes: true, run: () => { env.target.delete(); return 1; } },
  ].map(ours);
}

// A hostile value built around one action.
function trapValue(action, rng) {
  const run = action.run;
  switch (rng.int(7)) {
    case 0: {  // an options object whose getters (one to three) run the action
      const o = {};
      const keys = Array.from({ length: 1 + rng.int(3) }, () => rng.pick(optionKeys));
      for (const k of keys) Object.defineProperty(o, k, { get: run, enumerable: true, configurable: true });
      return [`options whose ${[...new Set(keys)].join('/')} getters ${action.label}`, o];
    }
    case 1:
      return ['a proxy whose traps ' + action.label, new Proxy({}, {
        get: run, has: run, ownKeys: run, getOwnPropertyDescriptor: run, getPrototypeOf: run,
      })];
    case 2:
      return ['valueOf that ' + action.label, { valueOf: run }];
    case 3:
      return ['toString that ' + action.label, { toString: run }];
    case 4:
      return ['Symbol.toPrimitive that ' + action.label, { [Symbol.toPrimitive]: run }];
    case 5: {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return ['a revoked proxy', proxy];
    }
    default: {  // a valid-looking options object with one trapped key
      const o = { team: 0, x: 0, y: 0, move: 2, keepTurn: false, moveLimit: 100 };
      const key = rng.pick(optionKeys);
      Object.defineProperty(o, key, { get: run, enumerable: true });
      return [`options whose ${key} getter ${action.label}`, o];
    }
  }
}

// Valid arguments per method name, from the object's own state, so calls
// reach the deep code as well as the checks.
function validArg(name, index, target, rng, kind) {
  const xiangqiSquare = () => 'abcdefghi'[rng.int(9)] + rng.int(10);
  const jungleSquare = () => 'abcdefg'[rng.int(7)] + (1 + rng.int(9));
  const square = () => (kind === 'Jungle' || (kind === 'Session' && target.game() === 'jungle')
    ? jungleSquare() : xiangqiSquare());
  const legalMove = () => {
    const moves = target.legalMoves ? target.legalMoves() : [];
    return moves.length ? rng.pick(moves) : 'h2e2';
  };
  const small = () => rng.int(5);
  switch (name) {
    case 'play': case 'order': case 'toWxf': case 'toChinese': case 'parseMove':
      if (kind === 'Session') return index === 0 ? rng.pick(['h2e2', 'h0g2', 'a3a4', 'g1g2', 'b0c2']) : { keepTurn: rng.chance(0.5) };
      return index === 0 ? legalMove() : undefined;
    case 'legalMovesFrom': case 'pieceAt': case 'pieceInfo': case 'click':
      return square();
    case 'setup': return index === 0 ? square() : rng.pick(['', 'K', 'p', 'r', 'L', 'e']);
    case 'perft': return rng.int(3);
    case 'setTerrain': return index < 2 ? small() : rng.pick(['plain', 'forest', 'water', 'wall']);
    case 'setMoveCost': return index === 2 ? 1 + rng.int(5) : rng.pick(['plain', 'forest', 'foot', 'flying']);
    case 'moveCost': return index === 0 ? rng.pick(['plain', 'hill']) : rng.pick(['foot', 'mounted']);
    case 'addMoveClass': return index === 0 ? `class${rng.int(100)}` : 'foot';
    case 'setOption': return index === 0 ? rng.pick(['zoc', 'alliesBlock']) : rng.chance(0.5);
    case 'option': return rng.pick(['zoc', 'alliesBlock']);
    case 'addUnit': return { team: rng.int(2), x: small(), y: small(), move: small() };
    case 'dangerZone': return rng.int(2);
    case 'select': return rng.chance(0.2) ? null : small();
    // The calls for a board UI and saving (issue 14).
    case 'isLegal': case 'moveInfo': return legalMove();
    case 'attackers': case 'isAttacked': {
      if (index === 0) return square();
      const jungle = kind === 'Jungle' || (kind === 'Session' && target.game() === 'jungle');
      return rng.pick(jungle ? ['blue', 'red', undefined] : ['red', 'black', undefined]);
    }
    case 'history': return { notation: rng.pick(['iccs', 'coordinate', 'wxf', 'chinese']) };
    case 'setTerrainData': return new Uint8Array(target.width() * target.height()).fill(rng.int(7));
    case 'setUnitLabel': return index === 0 ? small() : rng.pick(['', 'Knight', '{"hp": 3}']);
    default: return small();
  }
}

// The visible state of an object, to compare before and after a failed call.
const snapshots = {
  Xiangqi: (o) => JSON.stringify([o.fen(), o.history(), o.status()]),
  Jungle: (o) => JSON.stringify([o.fen(), o.history(), o.status(), o.rules()]),
  Session: (o) => JSON.stringify([o.fen(), o.steps(), o.selected(), o.canUndo(), o.canRedo()]),
  TacticsMap: (o) => JSON.stringify([o.width(), o.height(), o.units(), o.option('zoc'), o.terrainAt(0, 0), o.moveCost('forest', 'foot')]),
  Battle: (o) => JSON.stringify(o.state()),
};

// A legal change of each object, for callbacks that change the object called.
const mutators = {
  Xiangqi: (o, rng) => { const m = o.legalMoves(); if (m.length) o.play(rng.pick(m)); else o.undo(); },
  Jungle: (o, rng) => { const m = o.legalMoves(); if (m.length) o.play(rng.pick(m)); else o.undo(); },
  Session: (o) => { o.click(o.game() === 'jungle' ? 'a3' : 'h2'); },
  TacticsMap: (o, rng) => { o.setTerrain(rng.int(4), rng.int(4), 'forest'); },
  Battle: (o) => { if (o.phase() === 'player') o.endTurn(); else o.enemyStep(); },
};

// Fresh objects to call methods on.
const makers = {
  Xiangqi: (q, rng) => new q.Xiangqi(rng.pick([undefined, '3k5/9/9/9/4R4/9/4R4/9/9/4K4 w - - 0 1'])),
  Jungle: (q, rng) => new q.Jungle(undefined, { moveLimit: rng.pick([4, 100]), repetitionCount: 2 }),
  Session: (q, rng) => new q.Session(rng.pick(['xiangqi', 'jungle'])),
  TacticsMap: (q) => {
    const m = new q.TacticsMap(6, 5);
    m.addUnit({ team: 0, x: 0, y: 0, move: 3 });
    m.addUnit({ team: 1, x: 4, y: 3, move: 2, maxRange: 2 });
    return m;
  },
  Battle: (q, rng) => q.Battle.scenario(rng.pick(['ford', 'pass'])),
};

// Constructor arguments, valid then hostile, per class.
const constructorArgs = {
  Xiangqi: () => [['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'], []],
  Jungle: () => [[undefined, { moveLimit: 10 }], [], ['l5t/1w3c1/r1p1d1e/7/7/7/E1D1P1R/1C3W1/T5L b']],
  Session: () => [['xiangqi'], ['jungle', undefined]],
  TacticsMap: () => [[4, 3], [64, 64]],
  Battle: (q) => [[q.scenarioText('ford')]],
};

function arityOf(fn) {
  if (fn.overloadTable) return Object.keys(fn.overloadTable).map(Number);
  return [fn.argCount ?? fn.length];
}

function describeValue(v) {
  if (typeof v === 'string') return v.length > 40 ? `string(${v.length})` : JSON.stringify(v);
  if (typeof v === 'symbol' || typeof v === 'bigint') return String(v) + (typeof v === 'bigint' ? 'n' : '');
  if (typeof v === 'function') return 'function';
  try { return JSON.stringify(v) ?? String(v); } catch { /* a trap threw */ }
  try { return Object.prototype.toString.call(v); } catch { return 'a revoked proxy'; }
}

// The module still works: a fresh board plays a move.
function expectWorking(qipan, where) {
  let fen;
  try {
    const x = new qipan.Xiangqi();
    x.play('h2e2');
    fen = x.fen();
    x.delete();
  } catch (e) {
    assert.fail(`the module is broken ${where}: ${e && e.message ? e.message : e}`);
  }
  assert.equal(fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1',
    `the module answers wrongly ${where}`);
}

// Messages of a broken glue or wasm, never of a checked argument.
const internalError = /Cannot read propert|is not a function|memory access out of bounds|null function|unreachable|Aborted|index out of bounds|already deleted|refcount/;

function expectFailure(e, thrownByUs, where) {
  if (thrownByUs.has(e)) return;  // our own callback's value, passed through
  assert.ok(e instanceof Error, `${where} threw a non-Error: ${describeValue(e)}`);
  assert.equal(typeof e.message, 'string', `${where}: message is not a string`);
  assert.ok(!(e instanceof WebAssembly.RuntimeError) && !internalError.test(e.message),
    `${where} failed inside the glue or the wasm: ${e.name}: ${e.message.slice(0, 300)}`);
  assert.ok(e.message.length > 0 && e.message.length <= 2000,
    `${where}: message of ${e.message.length} characters: ${e.message.slice(0, 200)}`);
}

// One call of `fn` on `env.target` with random arguments, checked.
function hostileCall(env, fnName, fn, callIndex, makeThis = () => env.target) {
  const { rng, qipan, kind } = env;
  const arities = arityOf(fn);
  let count = rng.pick(arities);
  if (rng.chance(0.03)) count += rng.pick([-1, 1]);  // a wrong count: embind's BindingError
  count = Math.max(0, count);
  env.method = fnName;
  const labels = [];
  const args = [];
  let changes = false;
  for (let i = 0; i < count; ++i) {
    const roll = rng.next();
    if (roll < 0.45) {
      const v = validArg(fnName, i, env.target, rng, kind);
      labels.push(describeValue(v));
      args.push(v);
    } else if (roll < 0.7) {
      const [label, v] = rng.pick(plainHostile);
      labels.push(label);
      args.push(v);
    } else {
      const action = rng.pick(actions(env));
      const [label, v] = trapValue(action, rng);
      changes ||= action.changes;
      labels.push(label);
      args.push(v);
    }
  }
  const where = `call ${callIndex} (seed ${seed}) ${kind}.${fnName}(${labels.join(', ')})`;
  const self = makeThis();
  const before = env.snapshot(self);
  let threw = false;
  try {
    fn.apply(self, args);
  } catch (e) {
    threw = true;
    expectFailure(e, env.thrownByUs, where);
  }
  let deleted = false;
  try { deleted = self.isDeleted(); } catch { deleted = true; }
  if (threw && !changes && !deleted) {
    assert.equal(env.snapshot(self), before, `${where} threw but changed the object`);
  }
  expectWorking(qipan, `after ${where}`);
  return deleted;
}

async function hostileRun(kind) {
  const qipan = await createQipan();
  const rng = random(seed ^ [...kind].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
  const thrownByUs = new WeakSet();
  const numbersThrown = new Set();
  const env = {
    qipan, rng, kind, target: null, method: '',
    snapshot: (o) => (o.isDeleted() ? 'deleted' : snapshots[kind](o)),
    mutate: (o, r) => mutators[kind](o, r),
    thrownByUs: { has: (e) => (typeof e === 'object' && e !== null ? thrownByUs.has(e) : numbersThrown.has(e)) },
    ours: (e) => { if (typeof e === 'object') thrownByUs.add(e); else numbersThrown.add(e); return e; },
  };
  const proto = qipan[kind].prototype;
  const methods = Object.getOwnPropertyNames(proto)
    .filter((n) => n !== 'constructor' && typeof proto[n] === 'function');
  assert.ok(methods.length > 5, `${kind} has methods`);
  env.target = makers[kind](qipan, rng);
  const called = new Set();
  for (let i = 0; i < callsPerClass; ++i) {
    const name = methods[i % methods.length === 0 ? 0 : rng.int(methods.length)];
    const roll = rng.next();
    if (roll < 0.04) {
      // The constructor, with valid or hostile arguments.
      const ctorArgs = rng.chance(0.3) ? rng.pick(constructorArgs[kind](qipan))
        : Array.from({ length: rng.int(3) }, () => (rng.chance(0.5) ? rng.pick(plainHostile)[1]
          : trapValue(rng.pick(actions(env)), rng)[1]));
      try {
        const made = new qipan[kind](...ctorArgs);
        made.delete();
      } catch (e) {
        expectFailure(e, env.thrownByUs, `call ${i} (seed ${seed}) new ${kind}(${ctorArgs.map(describeValue).join(', ')})`);
      }
      expectWorking(qipan, `after call ${i}: new ${kind}(...)`);
      called.add('constructor');
      if (env.target.isDeleted()) env.target = makers[kind](qipan, rng);  // by a getter
      continue;
    }
    if (roll < 0.05) {
      // A method on a deleted object, or on something that is not one.
      const other = rng.chance(0.5) ? {} : makers[kind](qipan, rng);
      if (other.delete) other.delete();
      try {
        proto[name].apply(other, []);
        assert.fail(`${kind}.${name} worked on ${other.delete ? 'a deleted object' : 'a plain object'}`);
      } catch (e) {
        if (e instanceof assert.AssertionError) throw e;
        expectFailure(e, env.thrownByUs, `${kind}.${name} on a bad this`);
      }
      continue;
    }
    const deleted = hostileCall(env, name, proto[name], i);
    called.add(name);
    if (deleted || rng.chance(0.01)) {
      if (!env.target.isDeleted()) env.target.delete();
      env.target = makers[kind](qipan, rng);
    }
  }
  if (!env.target.isDeleted()) env.target.delete();
  const missed = methods.filter((m) => !called.has(m));
  assert.deepEqual(missed, [], `${kind}: methods never called`);
}

for (const kind of ['Xiangqi', 'Jungle', 'Session', 'TacticsMap', 'Battle']) {
  test(`${kind}: ${callsPerClass} calls with hostile arguments`, async () => {
    await hostileRun(kind);
  });
}

test('free functions with hostile arguments', async () => {
  const qipan = await createQipan();
  const rng = random(seed);
  const numbersThrown = new Set();
  const objectsThrown = new WeakSet();
  const env = {
    qipan, rng, kind: 'qipan', target: new qipan.Xiangqi(), method: '',
    snapshot: () => '',
    mutate: (o, r) => mutators.Xiangqi(o, r),
    thrownByUs: { has: (e) => (typeof e === 'object' && e !== null ? objectsThrown.has(e) : numbersThrown.has(e)) },
    ours: (e) => { if (typeof e === 'object') objectsThrown.add(e); else numbersThrown.add(e); return e; },
  };
  const free = Object.keys(qipan).filter((k) => typeof qipan[k] === 'function' && /^[a-z]/.test(k) &&
    (qipan[k].argCount !== undefined || qipan[k].overloadTable) && k !== 'count_emval_handles' &&
    k !== 'get_first_emval');
  for (const name of ['version', 'parseSquare', 'squareName', 'scenarios', 'scenarioText']) {
    assert.ok(free.includes(name), `qipan.${name} is found`);
  }
  for (let i = 0; i < callsPerClass; ++i) {
    const name = rng.pick(free);
    const deleted = hostileCall(env, name, qipan[name], i, () => qipan);
    if (deleted || env.target.isDeleted()) env.target = new qipan.Xiangqi();
  }
  // The class-level function Battle.scenario.
  for (let i = 0; i < 500; ++i) {
    const arg = rng.chance(0.5) ? rng.pick(plainHostile)[1] : trapValue(rng.pick(actions(env)), rng)[1];
    try {
      qipan.Battle.scenario(arg).delete();
    } catch (e) {
      expectFailure(e, env.thrownByUs, `Battle.scenario(${describeValue(arg)})`);
    }
    if (env.target.isDeleted()) env.target = new qipan.Xiangqi();
    expectWorking(qipan, `after Battle.scenario(${describeValue(arg)})`);
  }
  if (!env.target.isDeleted()) env.target.delete();
});

// Item 1 of issue 13, directly: a throwing getter, many times over, must not
// leak the wasm stack (it used to break the module after ~3,900 calls).
test('20,000 throwing getters leave the module usable', async () => {
  const qipan = await createQipan();
  const boom = () => { throw new Error('boom'); };
  const rules = { get moveLimit() { return boom(); } };
  const orderOptions = { get keepTurn() { return boom(); } };
  const unit = { team: 0, get x() { return boom(); }, y: 0, move: 1 };
  const session = new qipan.Session('xiangqi');
  const map = new qipan.TacticsMap(4, 4);
  for (let i = 0; i < 20000; ++i) {
    const call = [() => new qipan.Jungle(undefined, rules), () => session.order('h2e2', orderOptions),
      () => map.addUnit(unit)][i % 3];
    assert.throws(call, (e) => e instanceof Error && e.message === 'boom', `call ${i}`);
  }
  expectWorking(qipan, 'after 20,000 throwing getters');
  assert.equal(session.history().length, 0);
  assert.equal(map.units().length, 0);
  session.delete();
  map.delete();
});

// Item 2: a getter that calls the module into a throw and catches it, while
// the outer call is under way: the outer call must go on as if nothing happened.
test('an inner call that throws and is caught leaves the outer call intact', async () => {
  const qipan = await createQipan();
  const swallow = (f) => { try { f(); } catch { /* expected */ } };
  const j = new qipan.Jungle(undefined, {
    repetitionCount: 3,
    get moveLimit() { swallow(() => new qipan.Jungle('bad')); return 50; },
  });
  assert.equal(j.rules().moveLimit, 50);
  j.delete();
  const s = new qipan.Session('xiangqi');
  s.order('h2e2', { get keepTurn() { swallow(() => s.order('zz', {})); return true; } });
  assert.equal(s.turn(), 'red', 'keepTurn was honoured');
  assert.deepEqual(s.history(), ['h2e2']);
  s.delete();
  const m = new qipan.TacticsMap(5, 5);
  const id = m.addUnit({ team: 0, get x() { swallow(() => m.addUnit({ team: 9 })); return 2; }, y: 1, move: 3 });
  assert.deepEqual([m.unit(id).x, m.unit(id).y], [2, 1]);
  m.delete();
  expectWorking(qipan, 'after inner throws');
});

// Item 2: a getter that re-enters the same method, or deletes the object.
test('re-entrant calls from getters keep both calls correct', async () => {
  const qipan = await createQipan();
  const session = new qipan.Session('xiangqi');
  let inner;
  session.order('h2e2', {
    get keepTurn() {
      try { session.order('not a move', {}); } catch (e) { inner = e; }
      return false;
    },
  });
  assert.ok(inner instanceof Error, 'the inner call threw an Error');
  assert.deepEqual(session.history(), ['h2e2']);
  const j = new qipan.Jungle(undefined, {
    get moveLimit() {
      const k = new qipan.Jungle(undefined, { get repetitionCount() { return 5; } });
      const r = k.rules().repetitionCount;
      k.delete();
      return r * 10;
    },
  });
  assert.equal(j.rules().moveLimit, 50);
  j.delete();
  const doomed = new qipan.Session('jungle');
  try {
    doomed.order('a3a4', { get keepTurn() { doomed.delete(); return false; } });
  } catch (e) {
    assert.ok(e instanceof Error, `deleting the object mid-call threw ${e}`);
  }
  assert.ok(doomed.isDeleted());
  expectWorking(qipan, 'after an object was deleted mid-call');
  session.delete();
});
