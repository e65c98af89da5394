// The JS boundary (bindings/guard.js, bindings/js_error.h): arguments are
// read into plain values before wasm runs, so getters, proxies, valueOf and
// re-entrant calls cannot corrupt the module; errors leave no memory or
// handles behind; forgotten objects are freed; clone() copies; dispose works.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { qipan, errorMatching } from './qipan.mjs';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

const jungleFen = new qipan.Jungle().fen();

// A user error, thrown from a getter, a trap or a conversion.
class Boom extends Error {}
const boom = () => {
  throw new Boom('boom');
};

// The module still answers plain calls correctly.
function assertModuleWorks() {
  const x = new qipan.Xiangqi();
  x.play('h2e2');
  assert.equal(x.history().join(), 'h2e2');
  assert.equal(x.undo(), true);
  assert.equal(x.perft(2), 1920);
  x.delete();
  const j = new qipan.Jungle(undefined, { moveLimit: 30 });
  assert.equal(j.rules().moveLimit, 30);
  j.delete();
  const m = new qipan.TacticsMap(4, 4);
  assert.equal(m.addUnit({ team: 0, x: 0, y: 0, move: 2 }), 0);
  assert.equal(m.reachable(0).length, 6);
  m.delete();
  assert.deepEqual(qipan.parseSquare('xiangqi', 'h2'), { file: 7, rank: 2 });
}

// Every object argument, with `value` in the place of one key.
function optionObjects(make) {
  return [
    ['Jungle rules', (o) => new qipan.Jungle(undefined, make(o, 'moveLimit', 40))],
    ['Session.order options', (o) => {
      const s = new qipan.Session('xiangqi');
      try {
        s.order('h2e2', make(o, 'keepTurn', true));
      } finally {
        s.delete();
      }
    }],
    ['TacticsMap.addUnit unit', (o) => {
      const m = new qipan.TacticsMap(4, 4);
      try {
        m.addUnit(make({ team: 0, x: 0, y: 0, move: 1, ...o }, 'x', 1));
      } finally {
        m.delete();
      }
    }],
  ];
}

const withThrowingGetter = (base, key) => {
  const o = { ...base };
  Object.defineProperty(o, key, { get: boom, enumerable: true });
  return o;
};

describe('user code in arguments runs before the module is entered', () => {
  for (const [name, call] of optionObjects(withThrowingGetter)) {
    test(`${name}: a throwing getter's own exception comes back, 5,000 times, and the module works`, () => {
      const handles = qipan.count_emval_handles();
      const heap = qipan.HEAP8.length;
      for (let i = 0; i < 5000; i++) assert.throws(() => call({}), Boom);
      assert.equal(qipan.count_emval_handles(), handles);
      assert.equal(qipan.HEAP8.length, heap);
      assertModuleWorks();
    });
  }

  const proxies = {
    'an ownKeys trap that throws': new Proxy({}, { ownKeys: boom }),
    'a get trap that throws': new Proxy({ moveLimit: 1, keepTurn: true, x: 0 }, { get: boom }),
    'a getOwnPropertyDescriptor trap that throws': new Proxy({ keepTurn: true }, { getOwnPropertyDescriptor: boom }),
  };
  for (const [what, proxy] of Object.entries(proxies)) {
    test(`a proxy with ${what}: its exception, and the module works`, () => {
      assert.throws(() => new qipan.Jungle(undefined, proxy), Boom);
      const s = new qipan.Session('xiangqi');
      assert.throws(() => s.order('h2e2', proxy), Boom);
      assert.equal(s.history().length, 0);
      s.delete();
      const m = new qipan.TacticsMap(4, 4);
      assert.throws(() => m.addUnit(proxy), Boom);
      assert.equal(m.units().length, 0);
      m.delete();
      assertModuleWorks();
    });
  }

  test('a well-behaved proxy is read like the object it wraps', () => {
    const j = new qipan.Jungle(undefined, new Proxy({ moveLimit: 12 }, {}));
    assert.equal(j.rules().moveLimit, 12);
    j.delete();
  });

  test('valueOf, toString and Symbol.toPrimitive are never called', () => {
    let calls = 0;
    const sneaky = {
      valueOf() { calls++; return 3; },
      toString() { calls++; return 'h2e2'; },
      [Symbol.toPrimitive]() { calls++; return 3; },
    };
    const x = new qipan.Xiangqi();
    assert.throws(() => x.play(sneaky), errorMatching(/^move must be a string, got object$/));
    assert.throws(() => x.perft(sneaky), errorMatching(/^depth must be a number, got object$/));
    assert.throws(() => x.pieceAt(sneaky), errorMatching(/^square must be a string, got object$/));
    assert.throws(() => new qipan.Jungle(undefined, { moveLimit: sneaky }),
      errorMatching(/^rules\.moveLimit must be a number, got object$/));
    assert.throws(() => new qipan.TacticsMap(sneaky, 4), errorMatching(/^width must be a number, got object$/));
    assert.throws(() => qipan.squareName('xiangqi', sneaky, 0), errorMatching(/file must be a number, got object/));
    assert.equal(calls, 0);
    assert.equal(x.history().length, 0);
    x.delete();
  });

  test('Symbols, BigInts and functions are named, not converted', () => {
    const x = new qipan.Xiangqi();
    assert.throws(() => x.play(Symbol('h2e2')), errorMatching(/^move must be a string, got symbol$/));
    assert.throws(() => x.perft(3n), errorMatching(/^depth must be a number, got bigint$/));
    assert.throws(() => x.play(() => 'h2e2'), errorMatching(/^move must be a string, got function$/));
    assert.throws(() => new qipan.Jungle(undefined, { moveLimit: 3n }),
      errorMatching(/^rules\.moveLimit must be a number, got bigint$/));
    assert.throws(() => new qipan.Jungle(undefined, { moveLimit: [1] }),
      errorMatching(/^rules\.moveLimit must be a number, got array$/));
    x.delete();
  });

  test('a getter that calls into the module, even a call that throws, leaves the outer call intact', () => {
    let inner = 0;
    const rules = {
      get moveLimit() {
        inner++;
        assert.throws(() => new qipan.Jungle('not a fen'), Error);
        assert.throws(() => new qipan.Jungle(undefined, { get moveLimit() { return boom(); } }), Boom);
        const j = new qipan.Jungle();
        j.play(j.legalMoves()[0]);
        j.delete();
        return 25;
      },
      elephantTakesRat: true,
    };
    for (let i = 0; i < 1000; i++) {
      const j = new qipan.Jungle(undefined, rules);
      assert.equal(j.rules().moveLimit, 25);
      assert.equal(j.rules().elephantTakesRat, true);
      j.delete();
    }
    assert.equal(inner, 1000);
    assertModuleWorks();
  });

  test('a getter that deletes the object being called gets a clean Error, not freed memory', () => {
    const s = new qipan.Session('xiangqi');
    assert.throws(() => s.order('h2e2', { get keepTurn() { s.delete(); return true; } }),
      errorMatching(/deleted/));
    const m = new qipan.TacticsMap(4, 4);
    assert.throws(() => m.addUnit({ team: 0, get x() { m.delete(); return 0; }, y: 0, move: 1 }),
      errorMatching(/deleted/));
    assertModuleWorks();
  });
});

describe('every entry point goes through the guard', () => {
  // An argument whose one key has a throwing getter: the guard's copy runs
  // it and the call throws Boom; C++ reading the object itself would instead
  // name its type ("must be a string, got object") or embind would complain.
  const hostile = () => withThrowingGetter({}, 'a');
  const instances = {
    Xiangqi: () => new qipan.Xiangqi(),
    Jungle: () => new qipan.Jungle(),
    Session: () => new qipan.Session('jungle'),
    TacticsMap: () => new qipan.TacticsMap(3, 3),
    Battle: () => qipan.Battle.scenario('ford'),
    XiangqiSearch: () => new qipan.Xiangqi().startSearch({ depth: 2 }),
    JungleSearch: () => new qipan.Jungle().startSearch({ depth: 2 }),
    Clock: () => new qipan.Clock('5+3'),
    Ending: () => new qipan.Ending('xiangqi'),
  };

  test('every class, constructor and method', () => {
    const classes = Object.keys(qipan).filter((k) => qipan[k]?.prototype?.isAliasOf);
    assert.deepEqual(classes.sort(), Object.keys(instances).sort());
    for (const name of classes) {
      const cls = qipan[name];
      for (let n = 1; n <= 3; n++) {
        assert.throws(() => new cls(...Array.from({ length: n }, hostile)), Boom, `new ${name} with ${n}`);
      }
      for (const key of Object.getOwnPropertyNames(cls)) {
        if (typeof cls[key] === 'function' && !(key in Function.prototype) && key !== 'prototype') {
          assert.throws(() => cls[key](hostile()), Boom, `${name}.${key}`);
        }
      }
      const obj = instances[name]();
      for (const key of Object.getOwnPropertyNames(cls.prototype)) {
        if (key === 'constructor' || typeof cls.prototype[key] !== 'function') continue;
        for (let n = 1; n <= 3; n++) {
          assert.throws(() => obj[key](...Array.from({ length: n }, hostile)), Boom, `${name}.${key}`);
        }
      }
      obj.delete();
    }
  });

  test('every module function', () => {
    // embind's functions carry argCount (or an overload table).
    const functions = Object.keys(qipan).filter((k) => typeof qipan[k] === 'function' &&
      ('argCount' in qipan[k] || qipan[k].overloadTable !== undefined));
    assert.ok(functions.includes('parseSquare') && functions.includes('scenarioText'), functions.join());
    for (const name of functions) assert.throws(() => qipan[name](hostile(), hostile()), Boom, name);
  });
});

describe('errors leave nothing behind', () => {
  test('100,000 bad FENs, moves and options: flat wasm heap, no emval handles kept', () => {
    const x = new qipan.Xiangqi();
    const s = new qipan.Session('jungle');
    // Warm up: the first calls may grow the heap once.
    for (let i = 0; i < 100; i++) {
      assert.throws(() => new qipan.Jungle('bad'));
      assert.throws(() => new qipan.Session('xiangqi', 'bad'));
    }
    const handles = qipan.count_emval_handles();
    const heap = qipan.HEAP8.length;
    for (let i = 0; i < 20000; i++) {
      assert.throws(() => new qipan.Jungle(`bad fen ${i}`));
      assert.throws(() => new qipan.Session('xiangqi', `bad fen ${i}`));
      assert.throws(() => new qipan.Xiangqi(jungleFen));
      assert.throws(() => x.play('a0a9'));
      assert.throws(() => s.order('a1a2', { keepTurn: 'yes' }));
    }
    assert.equal(qipan.count_emval_handles(), handles);
    assert.equal(qipan.HEAP8.length, heap);
    assert.equal(x.history().length, 0);
    x.delete();
    s.delete();
  });

  test('a bad constructor call leaves no half-made object', () => {
    let made;
    assert.throws(() => { made = new qipan.Xiangqi('bad'); });
    assert.equal(made, undefined);
  });
});

describe('forgotten objects and copies', () => {
  test('objects dropped without delete() are freed when collected', async () => {
    const keep = new qipan.TacticsMap(1024, 1024);  // the heap's size for one map
    const base = qipan.HEAP8.length;
    // Each map holds ~5 MB of wasm memory: 120 kept would need ~600 MB more.
    for (let i = 0; i < 120; i++) {
      new qipan.TacticsMap(1024, 1024);
      if (i % 10 === 9) {
        gc();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    const grown = qipan.HEAP8.length - base;
    assert.ok(grown < 200 * 1048576, `heap grew by ${(grown / 1048576).toFixed(0)} MB`);
    keep.delete();
  });

  test('delete() and then collection frees once (no double free)', async () => {
    for (let i = 0; i < 200; i++) {
      const j = new qipan.Jungle();
      j.delete();
    }
    gc();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assertModuleWorks();
  });

  const classes = [
    ['Xiangqi', () => new qipan.Xiangqi(), (b) => b.play('h2e2'), (b) => b.fen()],
    ['Jungle', () => new qipan.Jungle(undefined, { moveLimit: 33 }), (b) => b.play(b.legalMoves()[0]),
      (b) => b.fen() + JSON.stringify(b.rules())],
    ['Session', () => new qipan.Session('xiangqi'), (s) => { s.click('h2'); s.play('h2e2'); },
      (s) => JSON.stringify([s.fen(), s.history(), s.selected(), s.canUndo()])],
    ['TacticsMap', () => new qipan.TacticsMap(5, 5), (m) => { m.setTerrain(1, 1, 'water'); m.addUnit({ team: 0, x: 0, y: 0, move: 3 }); },
      (m) => JSON.stringify([m.terrainAt(1, 1), m.units()])],
    ['Battle', () => qipan.Battle.scenario('ford'), (b) => b.select(0),
      (b) => JSON.stringify(b.state())],
  ];
  for (const [name, make, change, look] of classes) {
    test(`${name}.clone() is a copy of its own`, () => {
      const a = make();
      const before = look(a);
      const b = a.clone();
      assert.ok(!b.isAliasOf(a));
      assert.equal(look(b), before);
      change(b);
      assert.notEqual(look(b), before);
      assert.equal(look(a), before);
      const after = look(b);
      a.delete();
      assert.equal(look(b), after);
      b.delete();
    });

    test(`${name} has [Symbol.dispose], which deletes it once`, () => {
      const a = make();
      assert.equal(typeof a[Symbol.dispose], 'function');
      a[Symbol.dispose]();
      assert.ok(a.isDeleted());
      a[Symbol.dispose]();
    });
  }
});

describe('small contract points', () => {
  test("setup(square, '\\0') is refused; only '' clears a square", () => {
    const s = new qipan.Session('xiangqi');
    const fen = s.fen();
    assert.throws(() => s.setup('a0', '\0'),
      errorMatching(/^piece must be one FEN letter, or '' to clear the square, got '\\0'$/));
    assert.equal(s.fen(), fen);
    assert.equal(s.pieceAt('a0'), 'R');
    s.delete();
  });

  test('battle.select(-1) is refused and keeps the selection', () => {
    const b = qipan.Battle.scenario('ford');
    b.select(0);
    assert.throws(() => b.select(-1), errorMatching(/^no unit with id -1 \(ids are 0\.\.\d+\)$/));
    assert.equal(b.selected(), 0);
    b.delete();
  });

  test('messages quote input capped and with control characters escaped', () => {
    const long = 'x'.repeat(10_000_000);
    const x = new qipan.Xiangqi();
    const s = new qipan.Session('jungle');
    for (const call of [
      () => x.play(long),
      () => x.play(`h2${long}`),
      () => new qipan.Xiangqi(long),
      () => new qipan.Jungle(long),
      () => new qipan.Session(long),
      () => s.order(long),
      () => s.play(long),
      () => qipan.scenarioText(long),
      () => new qipan.Battle(long),
      () => qipan.parseSquare('xiangqi', long),
      () => new qipan.Jungle(undefined, { [long]: true }),
    ]) {
      assert.throws(call, (e) => e instanceof Error && e.message.length <= 700, String(call));
    }
    assert.throws(() => new qipan.Session(`ab\0cd${'y'.repeat(100)}`),
      errorMatching(/^unknown game 'ab\\0cdy{35}…': expected 'xiangqi' or 'jungle'$/));
    for (const call of [() => x.play('h2\0e2'), () => qipan.scenarioText('a\0\n\x1b'),
      () => s.setup('a1', '\x07')]) {
      assert.throws(call, (e) => e instanceof Error && !/[\0-\x1f]/.test(e.message), String(call));
    }
    assert.throws(() => qipan.scenarioText('a\0\n\x1b'), errorMatching(/^unknown scenario 'a\\0\\n\\x1b'/));
    x.delete();
    s.delete();
  });

  test('perft refuses a depth that would take minutes or more, naming the cost', () => {
    const x = new qipan.Xiangqi();
    assert.throws(() => x.perft(6), errorMatching(/^depth 6 is too deep for this position: about 5\.\de\+09 leaves, some \d+ minutes of work; perft counts at most 1e\+09 leaves in one call/));
    assert.throws(() => x.perft(8), errorMatching(/days of work/));
    assert.equal(x.perft(0), 1);
    x.delete();
    // A bare ending is cheap at any depth.
    const ending = new qipan.Xiangqi('3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1');
    assert.ok(ending.perft(8) > 0);
    ending.delete();
    const j = new qipan.Jungle();
    assert.throws(() => j.perft(8), errorMatching(/too deep/));
    j.delete();
  });
});
