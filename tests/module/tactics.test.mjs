import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, errorMatching } from './qipan.mjs';

// A map with its units for one test; deleted by the caller.
function make(width, height, rows) {
  const map = new qipan.TacticsMap(width, height);
  const names = { '.': 'plain', '=': 'road', '%': 'forest', ':': 'hill', '^': 'mountain', '~': 'water', '#': 'wall' };
  if (rows) {
    rows.forEach((row, y) => [...row].forEach((c, x) => { if (names[c]) map.setTerrain(x, y, names[c]); }));
  }
  return map;
}

// Everything observable about a map, to check that a failed call changed nothing.
function snapshot(map) {
  const terrain = [];
  for (let y = 0; y < map.height(); y++) {
    for (let x = 0; x < map.width(); x++) terrain.push(map.terrainAt(x, y));
  }
  const units = map.units();
  return {
    width: map.width(),
    height: map.height(),
    terrain,
    units,
    options: [map.option('zoc'), map.option('alliesBlock')],
    costs: ['plain', 'forest', 'water'].map((t) => ['foot', 'mounted', 'flying'].map((c) => map.moveCost(t, c))),
    ranges: units.map((u) => map.reachable(u.id)),
    fields: units.map((u) => Array.from(map.distanceField(u.id))),
  };
}

describe('new TacticsMap(width, height)', () => {
  test('makes a map of plain cells', () => {
    const map = new qipan.TacticsMap(7, 3);
    assert.equal(map.width(), 7);
    assert.equal(map.height(), 3);
    assert.equal(map.terrainAt(0, 0), 'plain');
    assert.equal(map.terrainAt(6, 2), 'plain');
    assert.deepEqual(map.units(), []);
    map.delete();
  });

  test('takes sides from 1 to 4096', () => {
    for (const [w, h] of [[1, 1], [4096, 1], [1, 4096]]) {
      const map = new qipan.TacticsMap(w, h);
      assert.equal(map.width() * map.height(), w * h);
      map.delete();
    }
  });

  test('throws on a bad size', () => {
    const bad = [
      [0, 5, /width is out of range: 0 \(expected 1\.\.4096\)/],
      [5, 4097, /height is out of range: 4097/],
      [-1, 5, /width is out of range: -1/],
      [2.5, 5, /width must be a whole number, got 2\.5/],
      ['5', 5, /width must be a number, got string/],
      [5, null, /height must be a number, got null/],
      [NaN, 5, /width must be a whole number, got NaN/],
    ];
    for (const [w, h, pattern] of bad) {
      assert.throws(() => new qipan.TacticsMap(w, h), errorMatching(pattern), `${w}x${h}`);
    }
    assert.throws(() => new qipan.TacticsMap(5), Error);
  });
});

describe('setTerrain(x, y, terrain) / terrainAt(x, y)', () => {
  test('sets every terrain of the default table', () => {
    const map = make(7, 1);
    const names = ['plain', 'road', 'forest', 'hill', 'mountain', 'water', 'wall'];
    names.forEach((t, x) => map.setTerrain(x, 0, t));
    assert.deepEqual(names.map((_, x) => map.terrainAt(x, 0)), names);
    map.delete();
  });

  test('throws on a cell off the map, an unknown name or a wrong type', () => {
    const map = make(4, 3);
    const before = snapshot(map);
    assert.throws(() => map.setTerrain(4, 0, 'wall'), errorMatching(/cell \(4, 0\) is off the map \(4x3\)/));
    assert.throws(() => map.setTerrain(0, -1, 'wall'), errorMatching(/cell \(0, -1\) is off the map/));
    assert.throws(() => map.setTerrain(0, 0, 'lava'), errorMatching(/unknown terrain 'lava' \(known: plain, road, forest, hill, mountain, water, wall/));
    assert.throws(() => map.setTerrain(0, 0, 3), errorMatching(/terrain must be a string, got number/));
    assert.throws(() => map.setTerrain('0', 0, 'wall'), errorMatching(/x must be a number, got string/));
    assert.throws(() => map.terrainAt(0, 3), errorMatching(/off the map/));
    assert.throws(() => map.terrainAt(0.5, 0), errorMatching(/x must be a whole number/));
    assert.deepEqual(snapshot(map), before);
    map.delete();
  });
});

describe('setMoveCost(terrain, moveClass, cost) / moveCost / addMoveClass', () => {
  test('reads the default table of the spec', () => {
    const map = make(1, 1);
    const table = {
      plain: [1, 1, 1], road: [1, 1, 1], forest: [2, 3, 1], hill: [2, 4, 1],
      mountain: [3, 0, 1], water: [0, 0, 1], wall: [0, 0, 0],
    };
    for (const [t, costs] of Object.entries(table)) {
      assert.deepEqual(['foot', 'mounted', 'flying'].map((c) => map.moveCost(t, c)), costs, t);
    }
    map.delete();
  });

  test('changes costs, and adds terrains impassable to the other classes', () => {
    const map = make(4, 1);
    const id = map.addUnit({ team: 0, x: 0, y: 0, move: 10 });
    map.setTerrain(1, 0, 'forest');
    assert.equal(map.distanceField(id)[3], 4);
    map.setMoveCost('forest', 'foot', 5);
    assert.equal(map.distanceField(id)[3], 7);
    map.setMoveCost('lava', 'flying', 2);
    assert.equal(map.moveCost('lava', 'flying'), 2);
    assert.equal(map.moveCost('lava', 'foot'), 0);
    map.setTerrain(2, 0, 'lava');
    assert.equal(map.terrainAt(2, 0), 'lava');
    assert.equal(map.distanceField(id)[3], -1);
    map.setMoveCost('lava', 'foot', 1);
    assert.equal(map.distanceField(id)[3], 7);
    map.setMoveCost('plain', 'foot', 0);
    assert.equal(map.distanceField(id)[3], -1);
    map.delete();
  });

  test('adds move classes, like another or impassable everywhere', () => {
    const map = make(3, 1, ['.~.']);
    map.addMoveClass('boat');
    map.addMoveClass('knight', 'mounted');
    assert.equal(map.moveCost('forest', 'knight'), 3);
    assert.equal(map.moveCost('plain', 'boat'), 0);
    map.setMoveCost('water', 'boat', 1);
    map.setMoveCost('plain', 'boat', 1);
    const id = map.addUnit({ team: 0, x: 0, y: 0, move: 5, moveClass: 'boat' });
    assert.deepEqual(Array.from(map.distanceField(id)), [0, 1, 2]);
    assert.throws(() => map.addMoveClass('boat'), errorMatching(/move class 'boat' already exists/));
    assert.throws(() => map.addMoveClass('ghost', 'spirit'), errorMatching(/unknown move class 'spirit'/));
    assert.throws(() => map.addMoveClass(''), errorMatching(/move class name is empty/));
    assert.throws(() => map.addMoveClass(7), errorMatching(/name must be a string, got number/));
    assert.throws(() => map.addMoveClass('x', ''), errorMatching(/like must name a move class, got ''/));
    assert.throws(() => map.moveCost('plain', 'x'), errorMatching(/unknown move class 'x'/));
    map.delete();
  });

  test('throws on a bad cost, class or type', () => {
    const map = make(2, 2);
    map.addUnit({ team: 0, x: 0, y: 0, move: 3 });
    const before = snapshot(map);
    assert.throws(() => map.setMoveCost('plain', 'foot', -1), errorMatching(/cost is out of range: -1 \(expected 1\.\.100, or 0 for impassable\)/));
    assert.throws(() => map.setMoveCost('plain', 'foot', 101), errorMatching(/cost is out of range: 101/));
    assert.throws(() => map.setMoveCost('plain', 'foot', 1.5), errorMatching(/cost must be a whole number, got 1\.5/));
    assert.throws(() => map.setMoveCost('plain', 'foot', '2'), errorMatching(/cost must be a number, got string/));
    assert.throws(() => map.setMoveCost('plain', 'swimmer', 1), errorMatching(/unknown move class 'swimmer' \(known: foot, mounted, flying/));
    assert.throws(() => map.setMoveCost('', 'foot', 1), errorMatching(/terrain name is empty/));
    assert.throws(() => map.setMoveCost('plain', null, 1), errorMatching(/moveClass must be a string, got null/));
    assert.throws(() => map.moveCost('lava', 'foot'), errorMatching(/unknown terrain 'lava'/));
    assert.deepEqual(snapshot(map), before);
    assert.throws(() => map.terrainAt(0, 0) && map.setTerrain(0, 0, ''), errorMatching(/unknown terrain ''/));
    map.delete();
  });
});

describe('setOption(name, value) / option(name)', () => {
  test('zoc stops a unit next to an enemy; alliesBlock makes allies obstacles', () => {
    const map = make(5, 1);
    const a = map.addUnit({ team: 0, x: 0, y: 0, move: 4 });
    const enemy = map.addUnit({ team: 1, x: 4, y: 0, move: 0 });
    assert.deepEqual(Array.from(map.distanceField(a)), [0, 1, 2, 3, -1]);
    map.moveUnit(enemy, 3, 0);
    map.setOption('zoc', true);
    assert.equal(map.option('zoc'), true);
    assert.deepEqual(Array.from(map.distanceField(a)), [0, 1, 2, -1, -1]);
    map.moveUnit(enemy, 4, 0);
    map.setOption('zoc', false);
    const ally = map.addUnit({ team: 0, x: 2, y: 0, move: 0 });
    assert.deepEqual(Array.from(map.distanceField(a)), [0, 1, -1, 3, -1]);
    map.setOption('alliesBlock', true);
    assert.deepEqual(Array.from(map.distanceField(a)), [0, 1, -1, -1, -1]);
    map.removeUnit(ally);
    assert.deepEqual(Array.from(map.distanceField(a)), [0, 1, 2, 3, -1]);
    map.delete();
  });

  test('throws on an unknown option or a value that is not a boolean', () => {
    const map = make(2, 2);
    const before = snapshot(map);
    assert.throws(() => map.setOption('fog', true), errorMatching(/unknown option 'fog' \(expected 'alliesBlock', 'zoc', 'lineOfSight' or 'unitsBlockSight'\)/));
    assert.throws(() => map.setOption('ZOC', true), errorMatching(/unknown option 'ZOC'/));
    assert.throws(() => map.setOption('zoc', 1), errorMatching(/zoc must be a boolean, got number/));
    assert.throws(() => map.setOption('alliesBlock', 'yes'), errorMatching(/alliesBlock must be a boolean, got string/));
    assert.throws(() => map.setOption(true, true), errorMatching(/name must be a string, got boolean/));
    assert.throws(() => map.option('fog'), errorMatching(/unknown option 'fog'/));
    assert.deepEqual(snapshot(map), before);
    map.delete();
  });
});

describe('addUnit({team, x, y, move, moveClass, minRange, maxRange})', () => {
  test('gives ids 0, 1, 2, ... and fills in defaults', () => {
    const map = make(5, 5);
    assert.equal(map.addUnit({ team: 0, x: 0, y: 0, move: 3, moveClass: 'mounted', minRange: 2, maxRange: 3 }), 0);
    assert.equal(map.addUnit({ team: 255, x: 1, y: 0, move: 0 }), 1);
    assert.equal(map.addUnit({ team: 7, x: 2, y: 0, move: Infinity, minRange: 2 }), 2);
    assert.deepEqual(map.units(), [
      { id: 0, team: 0, x: 0, y: 0, move: 3, moveClass: 'mounted', minRange: 2, maxRange: 3, jump: 255, label: '' },
      { id: 1, team: 255, x: 1, y: 0, move: 0, moveClass: 'foot', minRange: 1, maxRange: 1, jump: 255, label: '' },
      { id: 2, team: 7, x: 2, y: 0, move: 1000000000, moveClass: 'foot', minRange: 2, maxRange: 2, jump: 255, label: '' },
    ]);
    assert.deepEqual(map.unit(1), map.units()[1]);
    assert.equal(map.unitAt(1, 0), 1);
    assert.equal(map.unitAt(4, 4), null);
    map.delete();
  });

  test('throws on every bad field and leaves the map as it was', () => {
    const map = make(5, 4);
    map.addUnit({ team: 0, x: 1, y: 1, move: 3 });
    const before = snapshot(map);
    const ok = { team: 1, x: 2, y: 2, move: 3, moveClass: 'foot', minRange: 1, maxRange: 2 };
    const bad = [
      [{ ...ok, team: -1 }, /unit\.team is out of range: -1/],
      [{ ...ok, team: 256 }, /unit\.team is out of range: 256 \(expected a whole number from 0 to 255\)/],
      [{ ...ok, team: '1' }, /unit\.team must be a number, got string/],
      [{ ...ok, x: 5 }, /cell \(5, 2\) is off the map \(5x4\)/],
      [{ ...ok, y: -1 }, /cell \(2, -1\) is off the map/],
      [{ ...ok, x: 1.5 }, /unit\.x must be a whole number, got 1\.5/],
      [{ ...ok, x: 1, y: 1 }, /cell \(1, 1\) is taken by unit 0/],
      [{ ...ok, move: -1 }, /unit\.move is out of range: -1/],
      [{ ...ok, move: 2e9 }, /unit\.move is out of range/],
      [{ ...ok, move: NaN }, /unit\.move must be a whole number/],
      [{ ...ok, moveClass: 'swimmer' }, /unknown move class 'swimmer'/],
      [{ ...ok, moveClass: 3 }, /unit\.moveClass must be a string, got number/],
      [{ ...ok, minRange: -1 }, /unit\.minRange is out of range: -1/],
      [{ ...ok, minRange: 3, maxRange: 2 }, /unit\.maxRange is out of range: 2 \(expected a whole number from 3 to 8192\)/],
      [{ ...ok, maxRange: 9000 }, /unit\.maxRange is out of range: 9000/],
      [{ ...ok, range: 2 }, /unit has an unknown field 'range'/],
      [{ ...ok, moveclass: 'foot' }, /unit has an unknown field 'moveclass'/],
      [{ team: 1, x: 2, y: 2 }, /unit\.move is missing/],
      [{ x: 2, y: 2, move: 1 }, /unit\.team is missing/],
      [{ team: 1, x: 2, move: 1 }, /unit\.y is missing/],
      [null, /unit must be an object, got null/],
      [[1, 2], /unit must be an object, got array/],
      [7, /unit must be an object, got number/],
      [undefined, /unit must be an object, got undefined/],
    ];
    for (const [spec, pattern] of bad) {
      assert.throws(() => map.addUnit(spec), errorMatching(pattern), JSON.stringify(spec));
    }
    assert.deepEqual(snapshot(map), before);
    assert.equal(map.addUnit(ok), 1);  // the next id: failures used none
    map.delete();
  });
});

describe('moveUnit(id, x, y) / removeUnit(id)', () => {
  test('moves and removes units; ids stay with their units', () => {
    const map = make(4, 1);
    const a = map.addUnit({ team: 0, x: 0, y: 0, move: 1 });
    const b = map.addUnit({ team: 1, x: 1, y: 0, move: 1 });
    const c = map.addUnit({ team: 0, x: 2, y: 0, move: 1 });
    map.removeUnit(b);
    map.moveUnit(c, 3, 0);
    map.moveUnit(a, 1, 0);
    assert.deepEqual(map.units().map((u) => [u.id, u.x]), [[a, 1], [c, 3]]);
    assert.equal(map.unitAt(0, 0), null);
    assert.equal(map.addUnit({ team: 0, x: 0, y: 0, move: 1 }), 3);
    map.delete();
  });

  test('throws on a bad id or cell', () => {
    const map = make(4, 1);
    const a = map.addUnit({ team: 0, x: 0, y: 0, move: 1 });
    const b = map.addUnit({ team: 0, x: 1, y: 0, move: 1 });
    map.removeUnit(b);
    const before = snapshot(map);
    assert.throws(() => map.moveUnit(b, 2, 0), errorMatching(/unit 1 was removed/));
    assert.throws(() => map.moveUnit(9, 2, 0), errorMatching(/no unit with id 9/));
    assert.throws(() => map.moveUnit(-1, 2, 0), errorMatching(/no unit with id -1/));
    assert.throws(() => map.moveUnit('0', 2, 0), errorMatching(/id must be a number, got string/));
    assert.throws(() => map.moveUnit(a, 4, 0), errorMatching(/cell \(4, 0\) is off the map/));
    assert.throws(() => map.removeUnit(b), errorMatching(/unit 1 was removed/));
    assert.throws(() => map.removeUnit(0.5), errorMatching(/id must be a whole number/));
    assert.throws(() => map.unit(b), errorMatching(/unit 1 was removed/));
    const c = map.addUnit({ team: 1, x: 3, y: 0, move: 1 });
    assert.throws(() => map.moveUnit(a, 3, 0), errorMatching(/cell \(3, 0\) is taken by unit 2/));
    map.removeUnit(c);
    assert.deepEqual(snapshot(map), before);
    map.delete();
  });
});

describe('reachable(id)', () => {
  test('lists the movement range as {x, y, cost}, row by row', () => {
    const map = make(5, 3, ['.....', '.%#..', '.....']);
    const id = map.addUnit({ team: 0, x: 0, y: 1, move: 2 });
    assert.deepEqual(map.reachable(id), [
      { x: 0, y: 0, cost: 1 }, { x: 1, y: 0, cost: 2 },
      { x: 0, y: 1, cost: 0 }, { x: 1, y: 1, cost: 2 },
      { x: 0, y: 2, cost: 1 }, { x: 1, y: 2, cost: 2 },
    ]);
    map.delete();
  });

  test('passes allies, stops at enemies, never ends on a unit', () => {
    const map = make(5, 1);
    const a = map.addUnit({ team: 0, x: 0, y: 0, move: 9 });
    map.addUnit({ team: 0, x: 1, y: 0, move: 0 });
    map.addUnit({ team: 1, x: 3, y: 0, move: 0 });
    assert.deepEqual(map.reachable(a).map((r) => [r.x, r.cost]), [[0, 0], [2, 2]]);
    map.delete();
  });

  test('throws on a bad id', () => {
    const map = make(2, 2);
    assert.throws(() => map.reachable(0), errorMatching(/no unit with id 0/));
    assert.throws(() => map.reachable(null), errorMatching(/id must be a number, got null/));
    map.delete();
  });
});

describe('distanceField(id)', () => {
  test('is an Int32Array of W·H costs, -1 where the unit cannot end its move', () => {
    const map = make(4, 2, ['..#.', '.~..']);
    const foot = map.addUnit({ team: 0, x: 0, y: 0, move: 20 });
    const field = map.distanceField(foot);
    assert.ok(field instanceof Int32Array);
    assert.deepEqual(Array.from(field), [0, 1, -1, -1, 1, -1, -1, -1]);
    map.delete();
  });

  test('agrees with reachable on random maps', () => {
    const terrains = ['plain', 'plain', 'road', 'forest', 'hill', 'mountain', 'water', 'wall'];
    const classes = ['foot', 'mounted', 'flying'];
    let seed = 12345;
    const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let round = 0; round < 30; round++) {
      const w = 1 + rand(15);
      const h = 1 + rand(15);
      const map = make(w, h);
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) map.setTerrain(x, y, terrains[rand(terrains.length)]);
      map.setOption('zoc', rand(2) === 0);
      for (let i = 0; i < 6; i++) {
        try {
          map.addUnit({ team: rand(3), x: rand(w), y: rand(h), move: rand(12), moveClass: classes[rand(3)] });
        } catch { /* a taken cell */ }
      }
      for (const u of map.units()) {
        const field = map.distanceField(u.id);
        const expected = new Int32Array(w * h).fill(-1);
        for (const r of map.reachable(u.id)) expected[r.y * w + r.x] = r.cost;
        assert.deepEqual(field, expected, `round ${round} unit ${u.id}`);
      }
      map.delete();
    }
  });

  test('is a copy the caller owns', () => {
    const map = make(3, 1);
    const id = map.addUnit({ team: 0, x: 0, y: 0, move: 5 });
    const first = map.distanceField(id);
    first[1] = 99;
    assert.deepEqual(Array.from(map.distanceField(id)), [0, 1, 2]);
    map.delete();
  });

  test('floods a 1024 x 1024 map', () => {
    const map = make(1024, 1024);
    for (let y = 0; y < 1024; y += 2) map.setTerrain(512, y, 'wall');
    const id = map.addUnit({ team: 0, x: 0, y: 0, move: Infinity });
    const field = map.distanceField(id);
    assert.equal(field.length, 1024 * 1024);
    assert.equal(field[1023 * 1024 + 1023], 2046);
    assert.equal(field[512], -1);
    map.delete();
  });
});

describe('pathTo(id, x, y)', () => {
  test('walks a cheapest path with the fewest turns', () => {
    const map = make(5, 4, ['.....', '.....', '....#', '.....']);
    const id = map.addUnit({ team: 0, x: 0, y: 0, move: 10 });
    assert.deepEqual(map.pathTo(id, 4, 3), [
      { x: 0, y: 0 }, { x: 0, y: 1 }, { x: 0, y: 2 }, { x: 0, y: 3 },
      { x: 1, y: 3 }, { x: 2, y: 3 }, { x: 3, y: 3 }, { x: 4, y: 3 },
    ]);
    assert.deepEqual(map.pathTo(id, 0, 0), [{ x: 0, y: 0 }]);
    assert.deepEqual(map.pathTo(id, 4, 2), []);
    map.delete();
  });

  test('returns [] beyond the move points and throws on a bad target', () => {
    const map = make(5, 1);
    const id = map.addUnit({ team: 0, x: 0, y: 0, move: 2 });
    assert.deepEqual(map.pathTo(id, 3, 0), []);
    assert.throws(() => map.pathTo(id, 5, 0), errorMatching(/cell \(5, 0\) is off the map/));
    assert.throws(() => map.pathTo(id, 1), Error);
    assert.throws(() => map.pathTo(3, 1, 0), errorMatching(/no unit with id 3/));
    map.delete();
  });
});

describe('attackRange(id) / dangerZone(team)', () => {
  test('a ranged unit with minimum range 2 cannot hit next to itself', () => {
    const map = make(5, 5);
    const id = map.addUnit({ team: 0, x: 2, y: 2, move: 0, minRange: 2, maxRange: 2 });
    assert.deepEqual(map.attackRange(id), [
      { x: 2, y: 0 }, { x: 1, y: 1 }, { x: 3, y: 1 }, { x: 0, y: 2 },
      { x: 4, y: 2 }, { x: 1, y: 3 }, { x: 3, y: 3 }, { x: 2, y: 4 },
    ]);
    map.delete();
  });

  test('the danger zone is the union of the other teams\' attack ranges', () => {
    const map = make(9, 9, ['.........', '...#.....', '.....%...']);
    map.addUnit({ team: 0, x: 1, y: 1, move: 2 });
    map.addUnit({ team: 1, x: 7, y: 7, move: 2, minRange: 1, maxRange: 2 });
    map.addUnit({ team: 2, x: 4, y: 4, move: 1, moveClass: 'mounted', minRange: 2, maxRange: 3 });
    const key = (p) => `${p.x},${p.y}`;
    for (const team of [0, 1, 2, 3]) {
      const want = new Set();
      for (const u of map.units()) if (u.team !== team) for (const p of map.attackRange(u.id)) want.add(key(p));
      const zone = map.dangerZone(team);
      assert.deepEqual(new Set(zone.map(key)), want, `team ${team}`);
      assert.equal(zone.length, want.size);
    }
    map.delete();
  });

  test('throws on a bad team or id', () => {
    const map = make(2, 2);
    assert.throws(() => map.dangerZone(256), errorMatching(/team is out of range: 256/));
    assert.throws(() => map.dangerZone(-1), errorMatching(/team is out of range: -1/));
    assert.throws(() => map.dangerZone('0'), errorMatching(/team must be a number, got string/));
    assert.throws(() => map.attackRange(0), errorMatching(/no unit with id 0/));
    map.delete();
  });
});

describe('errors', () => {
  test('thousands of failed calls leave the map unchanged and usable', () => {
    const map = make(6, 6, ['......', '.%%...', '..#...']);
    const a = map.addUnit({ team: 0, x: 0, y: 0, move: 5 });
    map.addUnit({ team: 1, x: 5, y: 5, move: 3, minRange: 1, maxRange: 2 });
    map.setOption('zoc', true);
    const before = snapshot(map);
    const calls = [
      () => map.setTerrain(6, 6, 'wall'), () => map.setTerrain(1, 1, 'lava'), () => map.setMoveCost('plain', 'foot', -3),
      () => map.setOption('fog', false), () => map.addUnit({ team: 0, x: 5, y: 5, move: 1 }),
      () => map.addUnit({ team: 0, x: 1, y: 0, move: 1, bogus: 1 }), () => map.moveUnit(a, 5, 5),
      () => map.moveUnit(7, 1, 1), () => map.removeUnit(7), () => map.reachable(7), () => map.distanceField(-2),
      () => map.pathTo(a, -1, 0), () => map.attackRange('a'), () => map.dangerZone(1000),
    ];
    for (let i = 0; i < 2000; i++) assert.throws(calls[i % calls.length], Error);
    assert.deepEqual(snapshot(map), before);
    map.delete();
  });
});
