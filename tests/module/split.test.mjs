// The split builds (docs/embedding.md, "Pay for what you import"):
// qipan-rules.js (the board games without the search and the tactics) and
// qipan-tactics.js (the tactics without the board games), each loaded
// alone, against the whole module (qipan.js): what each has is the whole
// module's, answering alike; what each leaves out is either not on the
// module or, for the search's methods on the boards and the Session, an
// Error with code 'not_in_module' that names the module to import instead.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { qipan as whole, modulePath, throwsCode, using } from './qipan.mjs';

const load = (name) => createRequire(import.meta.url)(path.join(path.dirname(modulePath), name));
const rules = await load('qipan-rules.js')();
const tactics = await load('qipan-tactics.js')();

// The module-level names of the tactics and of the game table, and the
// search's methods.
const tacticsKeys = ['Battle', 'TacticsMap', 'scenarioText', 'scenarios', 'version'];
const tableKeys = ['Clock', 'Ending', 'checkSetup', 'computerAcceptsDraw', 'decodeLink', 'encodeLink', 'moveTime',
  'timeControl'];
const searchMethods = ['analyse', 'bestMove', 'evaluate', 'startAnalysis', 'startSearch'];
const sessionSearchMethods = ['analyse', 'bestMove', 'evaluate'];

const methods = (object) => Object.getOwnPropertyNames(Object.getPrototypeOf(object))
  .filter((k) => k !== 'constructor' && typeof object[k] === 'function').sort();

describe('what each build holds', () => {
  test('qipan-tactics: the tactics and version(), nothing else', () => {
    assert.deepEqual(Object.keys(tactics).sort(), tacticsKeys);
  });

  test('qipan-rules: the whole module less the tactics, the game table and the search classes', () => {
    const expected = Object.keys(whole)
      .filter((k) => !tacticsKeys.includes(k) || k === 'version')
      .filter((k) => !tableKeys.includes(k))
      // The searches startSearch returns (one class per game, named <Game>Search).
      .filter((k) => !k.endsWith('Search'))
      .sort();
    assert.deepEqual(Object.keys(rules).sort(), expected);
    assert.ok(expected.includes('Session') && expected.includes('readRecords') && expected.includes('parseSquare'));
    for (const k of tableKeys) assert.equal(typeof whole[k], 'function', k);
    assert.equal(rules.version(), whole.version());
    assert.equal(tactics.version(), whole.version());
  });

  test("qipan-rules: the boards and the Session have the whole module's methods, search included by name", () => {
    for (const [name, make] of [['Xiangqi', (q) => new q.Xiangqi()], ['Jungle', (q) => new q.Jungle()],
      ['Session', (q) => new q.Session('xiangqi')]]) {
      using(make(whole), (w) => using(make(rules), (r) => {
        assert.deepEqual(methods(r), methods(w), name);
      }));
    }
  });
});

describe("qipan-rules: the search's methods throw 'not_in_module'", () => {
  const board = (q) => [['Xiangqi', new q.Xiangqi()], ['Jungle', new q.Jungle()]];

  test('on each board: an Error naming the module to import, the board unchanged', () => {
    for (const [name, b] of board(rules)) {
      using(b, () => {
        const fen = b.fen();
        for (const method of searchMethods) {
          const args = method === 'evaluate' ? [] : [{ level: 1 }];
          throwsCode(() => b[method](...args), 'not_in_module',
            new RegExp(`^${method} .*qipan/rules.*import it from 'qipan'.*'qipan/engine'`));
        }
        throwsCode(() => b.analyse({ level: 1 }, { multiPv: 2 }), 'not_in_module');
        throwsCode(() => b.startAnalysis({ level: 1 }, { multiPv: 2 }), 'not_in_module');
        assert.equal(b.fen(), fen, name);
        assert.deepEqual(b.history(), []);
      });
    }
  });

  test('on the Session, and with the wrong number of arguments as in the whole module', () => {
    using(new rules.Session('jungle'), (s) => {
      for (const method of sessionSearchMethods) {
        throwsCode(() => s[method](...(method === 'evaluate' ? [] : [{ depth: 1 }])), 'not_in_module', /qipan\/engine/);
      }
      assert.equal(typeof s.startSearch, 'undefined');
      assert.equal(typeof new whole.Session('jungle').startSearch, 'undefined');
    });
    using(new rules.Xiangqi(), (b) => throwsCode(() => b.bestMove(), 'bad_argument', /called with 0 arguments/));
  });

  test('the whole module still searches', () => {
    using(new whole.Xiangqi(), (b) => assert.match(b.bestMove({ depth: 1 }).move, /^[a-i]\d[a-i]\d$/));
  });
});

describe("the split builds answer as the whole module", () => {
  test('a game played on both: the same legal moves, reports, statuses, records', () => {
    const line = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7', 'h0h6', 'c6c5'];
    using(new whole.Xiangqi(), (w) => using(new rules.Xiangqi(), (r) => {
      for (const move of line) {
        assert.deepEqual(r.legalMoves(), w.legalMoves());
        assert.deepEqual(r.play(move), w.play(move));
        assert.deepEqual(r.status(), w.status());
      }
      assert.equal(r.fen(), w.fen());
      assert.equal(r.toRecord({ notation: 'chinese' }), w.toRecord({ notation: 'chinese' }));
      assert.equal(r.perft(3), w.perft(3));
      assert.deepEqual(rules.readRecords(w.toRecord()), whole.readRecords(w.toRecord()));
    }));
    using(new whole.Session('jungle'), (w) => using(new rules.Session('jungle'), (r) => {
      for (const square of ['a3', 'a4', 'g7', 'g6']) assert.deepEqual(r.click(square), w.click(square));
      assert.deepEqual(r.toJSON(), w.toJSON());
    }));
  });

  test('errors are the same Errors, code and message, as the whole module\'s', () => {
    const failure = (call) => { try { call(); return null; } catch (e) { return { code: e.code, message: e.message }; } };
    const calls = [
      (q) => using(new q.Xiangqi(), (b) => b.play('a0a5')),
      (q) => new q.Jungle('nonsense'),
      (q) => new q.Session('chess'),
      (q) => q.parseSquare('xiangqi', 'z1'),
      (q) => q.Xiangqi.fromRecord('1. h2e2 h2e2 *'),
      (q) => using(new q.Session('xiangqi'), (s) => s.order('h2h8')),
    ];
    for (const call of calls) {
      const expected = failure(() => call(whole));
      assert.ok(expected && expected.code, String(call));
      assert.deepEqual(failure(() => call(rules)), expected);
    }
  });

  test('qipan-tactics: the same reach, path and battle as the whole module', () => {
    const make = (q) => {
      const map = new q.TacticsMap(8, 6);
      map.setTerrain(3, 2, 'forest');
      map.setTerrain(4, 2, 'water');
      map.addUnit({ x: 1, y: 1, team: 0, move: 4 });
      return map;
    };
    using(make(whole), (w) => using(make(tactics), (t) => {
      assert.deepEqual(t.reachable(0), w.reachable(0));
      assert.deepEqual(t.pathTo(0, 6, 3), w.pathTo(0, 6, 3));
    }));
    assert.deepEqual(tactics.scenarios(), whole.scenarios());
    const name = whole.scenarios()[0].name;
    using(whole.Battle.scenario(name), (w) => using(tactics.Battle.scenario(name), (t) => {
      assert.deepEqual(t.state(), w.state());
      assert.equal(t.save(), w.save());
    }));
    throwsCode(() => tactics.Battle.scenario('no such scenario'), 'unknown_name');
  });
});

test("a wasm file that is not there: the message names the split build's own file", async () => {
  const message = await load('qipan-rules.js')({ locateFile: (name) => '/nowhere/' + name }).then(
    () => 'resolved', (e) => e.message);
  assert.match(message, /cannot load its WebAssembly file "\/nowhere\/qipan-rules.wasm".*Put qipan-rules.wasm next to/);
});
