import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, errorMatching, DUEL } from './qipan.mjs';

// Everything observable, to check that a refused call changed nothing.
function snapshot(b) {
  return JSON.stringify([b.state(), b.units().map((u) => b.view(u.alive ? u.id : 0))]);
}

// Runs `f` on a battle and checks that it throws an Error matching `pattern`
// and leaves the battle as it was.
function refuses(b, f, pattern) {
  const before = snapshot(b);
  assert.throws(f, errorMatching(pattern));
  assert.equal(snapshot(b), before);
}

describe('qipan.scenarios() / scenarioText(name)', () => {
  test('lists the shipped scenarios, smallest first', () => {
    const list = qipan.scenarios();
    assert.deepEqual(list.map((s) => s.name), ['ford', 'hex_crossing', 'highlands', 'pass', 'marsh']);
    assert.deepEqual(list.map((s) => s.format), ['txt', 'tmj', 'tmj', 'txt', 'txt']);
    for (const s of list) {
      assert.equal(typeof s.title, 'string');
      assert.ok(s.title.length > 0);
    }
    assert.deepEqual([list[0].width, list[0].height], [10, 8]);
    assert.ok(list[4].width >= 24 && list[4].height >= 16);
  });

  test('gives the text, which builds the same battle', () => {
    for (const { name, format } of qipan.scenarios()) {
      if (format !== 'txt') {
        assert.match(qipan.scenarioText(name), /"type": ?"map"/);
        continue;
      }
      const text = qipan.scenarioText(name);
      assert.match(text, new RegExp(`^scenario ${name}$`, 'm'));
      const a = new qipan.Battle(text);
      const b = qipan.Battle.scenario(name);
      assert.deepEqual(a.state(), b.state());
      a.delete();
      b.delete();
    }
  });

  test('throws on an unknown name or a wrong type', () => {
    assert.throws(() => qipan.scenarioText('moon'), errorMatching(/^unknown scenario 'moon' \(known: ford, hex_crossing, highlands, pass, marsh\)$/));
    assert.throws(() => qipan.scenarioText(3), errorMatching(/^name must be a string, got number$/));
    assert.throws(() => qipan.Battle.scenario('moon'), errorMatching(/^unknown scenario 'moon'/));
    assert.throws(() => qipan.Battle.scenario(null), errorMatching(/^name must be a string, got null$/));
  });
});

describe('new Battle(text)', () => {
  test('reads a scenario', () => {
    const b = new qipan.Battle(DUEL);
    assert.equal(b.name(), 'duel');
    assert.equal(b.title(), 'A Duel');
    assert.equal(b.width(), 6);
    assert.equal(b.height(), 5);
    assert.equal(b.terrainAt(0, 0), 'plain');
    assert.equal(b.terrain().length, 30);
    assert.equal(b.phase(), 'player');
    assert.equal(b.turn(), 1);
    assert.equal(b.status(), 'ongoing');
    assert.equal(b.selected(), null);
    assert.deepEqual(b.unit(0), {
      id: 0, name: 'Lord', kind: 'Lord', team: 'player', x: 1, y: 1, hp: 20, maxHp: 20,
      attack: 9, defence: 5, move: 4, moveClass: 'foot', minRange: 1, maxRange: 1,
      moved: false, acted: false, alive: true, label: '',
    });
    assert.deepEqual(b.units().map((u) => u.name), ['Lord', 'Soldier 1', 'Archer', 'Soldier 2']);
    assert.equal(b.unitAt(4, 3), 3);
    assert.equal(b.unitAt(0, 0), null);
    b.delete();
  });

  test('throws with the line and column of a fault', () => {
    assert.throws(() => new qipan.Battle(DUEL.replace('.L.s..', '.L.?..')),
      errorMatching(/^line 6, column 4: unknown map character '\?'/));
    assert.throws(() => new qipan.Battle(DUEL.replace('.A..s.', '.A..s')),
      errorMatching(/^line 8, column 6: ragged map: this row is 5 cells wide, the first row 6$/));
    assert.throws(() => new qipan.Battle(DUEL.replace('foot 20 9 5 4 1', 'foot 20 9 5 4 0')),
      errorMatching(/^line 12, column 32: range must be N or MIN-MAX/));
    assert.throws(() => new qipan.Battle(''), errorMatching(/^line 1, column 1: the text has no 'scenario NAME' line$/));
    assert.throws(() => new qipan.Battle(5), errorMatching(/^text must be a string, got number$/));
    assert.throws(() => new qipan.Battle(), Error);
  });
});

describe('state() and select(id)', () => {
  test('reports the selection with its range, fringe and targets', () => {
    const b = new qipan.Battle(DUEL);
    b.select(0);
    const s = b.state();
    assert.equal(s.selected, 0);
    assert.deepEqual(s.reachable, b.reachable(0));
    assert.deepEqual(s.attackCells, b.attackCells(0));
    assert.deepEqual(s.targets, []);
    assert.deepEqual(s.reachable.find((r) => r.x === 1 && r.y === 1), { x: 1, y: 1, cost: 0 });
    // The fringe and the range do not overlap; together they are the attack range.
    const key = (c) => `${c.x},${c.y}`;
    const reach = new Set(s.reachable.map(key));
    assert.ok(s.attackCells.every((c) => !reach.has(key(c))));
    assert.ok(s.attackCells.some((c) => c.x === 3 && c.y === 1)); // the soldier's cell
    b.select(null);
    assert.equal(b.state().selected, null);
    assert.deepEqual(b.state().reachable, []);
    b.select(1); // an enemy, to look at it: move 0
    assert.deepEqual(b.state().reachable, [{ x: 3, y: 1, cost: 0 }]);
    b.delete();
  });

  test('throws on a bad id', () => {
    const b = new qipan.Battle(DUEL);
    refuses(b, () => b.select(4), /^no unit with id 4 \(ids are 0\.\.3\)$/);
    refuses(b, () => b.select('0'), /^id must be a number, got string$/);
    refuses(b, () => b.select(undefined), /^id must be a number, got undefined$/);
    refuses(b, () => b.select(0.5), /^id must be a whole number, got 0\.5$/);
    b.delete();
  });
});

describe('move / attack / wait / cancelMove / endTurn', () => {
  test('one move then one action, with damage max(1, attack - defence)', () => {
    const b = new qipan.Battle(DUEL);
    assert.deepEqual(b.pathTo(0, 2, 1), [{ x: 1, y: 1 }, { x: 2, y: 1 }]);
    assert.deepEqual(b.move(0, 2, 1), [{ x: 1, y: 1 }, { x: 2, y: 1 }]);
    assert.equal(b.selected(), 0);
    assert.deepEqual(b.unit(0).moved, true);
    assert.deepEqual(b.reachable(0), [{ x: 2, y: 1, cost: 0 }]);
    assert.deepEqual(b.targets(0), [1]);
    assert.deepEqual(b.forecast(0, 1), { damage: 6, hpBefore: 15, hpAfter: 9, defeats: false });
    refuses(b, () => b.move(0, 2, 2), /^unit 0 \(Lord\) has already moved this turn$/);
    assert.deepEqual(b.attack(0, 1), { attacker: 0, target: 1, damage: 6, targetHp: 9, defeated: false });
    assert.equal(b.unit(1).hp, 9);
    assert.equal(b.unit(0).acted, true);
    assert.equal(b.selected(), null);
    refuses(b, () => b.attack(0, 1), /^unit 0 \(Lord\) has already acted this turn$/);
    refuses(b, () => b.wait(0), /^unit 0 \(Lord\) has already acted this turn$/);
    assert.deepEqual(b.reachable(0), []);
    // The archer waits where it stands: every player unit has acted.
    b.wait(2);
    assert.equal(b.phase(), 'enemy');
    b.delete();
  });

  test('refuses bad orders and changes nothing', () => {
    const b = new qipan.Battle(DUEL);
    refuses(b, () => b.move(0, 9, 9), /^cell \(9, 9\) is off the map \(6x5\)$/);
    refuses(b, () => b.move(0, 5, 4), /^cell \(5, 4\) is not in the movement range of unit 0 \(Lord\)$/);
    refuses(b, () => b.move(0, 3, 1), /^cell \(3, 1\) is not in the movement range/);
    refuses(b, () => b.move(1, 3, 0), /^unit 1 \(Soldier 1\) is an enemy unit: the player orders only their own$/);
    refuses(b, () => b.move(9, 0, 0), /^no unit with id 9 \(ids are 0\.\.3\)$/);
    refuses(b, () => b.move(0, '1', 1), /^x must be a number, got string$/);
    refuses(b, () => b.move(0, 1, NaN), /^y must be a whole number, got NaN$/);
    refuses(b, () => b.attack(0, 1), /^unit 1 \(Soldier 1\) is out of range of unit 0 \(Lord\): distance 2, range 1\.\.1$/);
    refuses(b, () => b.attack(0, 2), /^unit 2 \(Archer\) is on the same side as unit 0 \(Lord\)$/);
    refuses(b, () => b.attack(0, 0), /^unit 0 \(Lord\) cannot attack itself$/);
    refuses(b, () => b.attack(0, null), /^target must be a number, got null$/);
    refuses(b, () => b.wait(-1), /^no unit with id -1/);
    refuses(b, () => b.wait(3), /^unit 3 \(Soldier 2\) is an enemy unit/);
    refuses(b, () => b.cancelMove(0), /^unit 0 \(Lord\) has not moved this turn$/);
    refuses(b, () => b.enemyStep(), /^it is the player phase: end the turn first$/);
    refuses(b, () => b.planEnemyStep(), /^it is the player phase: end the turn first$/);
    refuses(b, () => b.runEnemyPhase(), /^it is the player phase: end the turn first$/);
    b.delete();
  });

  test('cancelMove takes a move back until the unit acts', () => {
    const b = new qipan.Battle(DUEL);
    b.move(0, 2, 2);
    b.cancelMove(0);
    assert.deepEqual([b.unit(0).x, b.unit(0).y, b.unit(0).moved], [1, 1, false]);
    b.move(0, 1, 2);
    b.move(2, 1, 1);
    refuses(b, () => b.cancelMove(0), /^cannot take back the move of unit 0 \(Lord\): its cell \(1, 1\) is taken by unit 2 \(Archer\)$/);
    b.delete();
  });

  test('endTurn hands over to the enemy, whose steps return control', () => {
    const b = new qipan.Battle(DUEL);
    b.move(0, 2, 1);
    b.endTurn();
    assert.equal(b.phase(), 'enemy');
    assert.equal(b.unit(0).moved, false); // every flag is cleared for the new phase
    refuses(b, () => b.endTurn(), /^it is the enemy phase: the player cannot end it$/);
    refuses(b, () => b.wait(0), /^it is the enemy phase: the player cannot act$/);
    const plan = b.planEnemyStep();
    const step = b.enemyStep();
    assert.deepEqual(step, plan);
    assert.deepEqual(step, { unit: 1, path: [{ x: 3, y: 1 }], target: 0, damage: 3, targetHp: 17, defeated: false });
    assert.equal(b.unit(1).acted, true);
    assert.deepEqual(b.runEnemyPhase(), [{ unit: 3, path: [{ x: 4, y: 3 }], target: null, damage: 0, targetHp: 0, defeated: false }]);
    assert.equal(b.phase(), 'player');
    assert.equal(b.turn(), 2);
    b.delete();
  });
});

describe('queries', () => {
  test('view, attackPositions, dangerZone', () => {
    const b = new qipan.Battle(DUEL);
    const v = b.view(0);
    assert.deepEqual(v.reachable, b.reachable(0));
    assert.deepEqual(v.attackCells, b.attackCells(0));
    assert.deepEqual(v.targets, []);
    // Cells next to soldier 1 (3,1) the lord can reach, cheapest first.
    // (4,1) is 5 steps away round the soldier.
    assert.deepEqual(b.attackPositions(0, 1), [{ x: 2, y: 1 }, { x: 3, y: 0 }, { x: 3, y: 2 }]);
    // The archer (range 2) and soldier 2 (4,3).
    assert.deepEqual(b.attackPositions(2, 3), [{ x: 2, y: 3 }, { x: 3, y: 2 }, { x: 3, y: 4 }]);
    // The soldiers can't move: the danger zone is the cells next to them.
    assert.deepEqual(b.dangerZone(), [
      { x: 3, y: 0 }, { x: 2, y: 1 }, { x: 4, y: 1 }, { x: 3, y: 2 }, { x: 4, y: 2 },
      { x: 3, y: 3 }, { x: 5, y: 3 }, { x: 4, y: 4 },
    ]);
    b.delete();
  });

  test('throw on bad arguments', () => {
    const b = new qipan.Battle(DUEL);
    refuses(b, () => b.reachable(4), /^no unit with id 4/);
    refuses(b, () => b.attackCells('x'), /^id must be a number, got string$/);
    refuses(b, () => b.view(1.5), /^id must be a whole number, got 1\.5$/);
    refuses(b, () => b.pathTo(0, 6, 0), /^cell \(6, 0\) is off the map \(6x5\)$/);
    refuses(b, () => b.pathTo(0, 0, undefined), /^y must be a number, got undefined$/);
    refuses(b, () => b.pathTo(0, 0), /called with 2 arguments, expected 3/); // embind's own Error
    refuses(b, () => b.targets(null), /^id must be a number, got null$/);
    refuses(b, () => b.attackPositions(0, 2), /^unit 2 \(Archer\) is on the same side as unit 0 \(Lord\)$/);
    refuses(b, () => b.forecast(0, 7), /^no unit with id 7/);
    refuses(b, () => b.unit(4), /^no unit with id 4/);
    refuses(b, () => b.unitAt(-1, 0), /^cell \(-1, 0\) is off the map/);
    refuses(b, () => b.terrainAt(0, 5), /^cell \(0, 5\) is off the map/);
    assert.deepEqual(b.pathTo(0, 5, 4), []); // out of range: no path
    b.delete();
  });

  test('a defeated unit stays listed but can no longer be asked about', () => {
    const b = new qipan.Battle(DUEL.replace('s enemy  Soldier foot 15', 's enemy  Soldier foot 6'));
    b.move(0, 2, 1);
    assert.equal(b.attack(0, 1).defeated, true);
    const dead = b.unit(1);
    assert.deepEqual([dead.hp, dead.alive, dead.x, dead.y], [0, false, 3, 1]);
    assert.equal(b.unitAt(3, 1), null);
    refuses(b, () => b.reachable(1), /^unit 1 \(Soldier 1\) was defeated$/);
    refuses(b, () => b.select(1), /^unit 1 \(Soldier 1\) was defeated$/);
    b.delete();
  });
});

describe('a whole battle', () => {
  test('the scripted win on the ford plays the same as natively', () => {
    // The orders of tests/native/tactics/battle_shipped_test.cpp: [id, x, y, target]
    // (target null: wait); 'enemy' runs the enemy phase.
    const script = [
      [0, 2, 3, null], [1, 2, 2, null], [4, 2, 4, null], [5, 2, 5, null], 'enemy',
      [0, 2, 6, 7], [1, 2, 7, 7], [4, 3, 7, 7], [5, 4, 6, 7], 'enemy',
      [0, 3, 6, 2], [1, 2, 6, 2], [4, 3, 3, 3], [5, 4, 6, 6], 'enemy',
      [0, 3, 5, 3], [1, 3, 6, 3], [4, 4, 4, 6], [5, 6, 5, null], 'enemy',
      [0, 4, 5, 6], [1, 6, 4, null], [4, 3, 6, 6], [5, 5, 5, null], 'enemy',
      [0, 2, 5, 8], [1, 3, 5, 8], [4, 3, 6, 8],
    ];
    const b = qipan.Battle.scenario('ford');
    for (const order of script) {
      if (order === 'enemy') {
        assert.equal(b.phase(), 'enemy');
        b.runEnemyPhase();
        continue;
      }
      const [id, x, y, target] = order;
      b.select(id);
      b.move(id, x, y); // its own cell: it stays, which counts as its move
      if (target === null) b.wait(id);
      else b.attack(id, target);
    }
    assert.equal(b.status(), 'won');
    assert.equal(b.turn(), 6);
    assert.deepEqual([0, 1, 4, 5].map((id) => b.unit(id).hp), [22, 2, 16, 2]);
    refuses(b, () => b.endTurn(), /^the battle is over: won$/);
    b.delete();
  });

  test('the same state gives the same enemy steps', () => {
    for (const { name } of qipan.scenarios()) {
      const a = qipan.Battle.scenario(name);
      const b = qipan.Battle.scenario(name);
      a.endTurn();
      b.endTurn();
      const steps = [];
      while (b.phase() === 'enemy' && b.status() === 'ongoing') steps.push(b.enemyStep());
      assert.deepEqual(a.runEnemyPhase(), steps, name);
      assert.deepEqual(a.state(), b.state(), name);
      a.delete();
      b.delete();
    }
  });
});

describe('save() / Battle.restore on the shipped maps', () => {
  test('a hex battle and a battle with height come back whole mid-game', () => {
    for (const name of ['hex_crossing', 'highlands']) {
      const b = qipan.Battle.scenario(name);
      const lord = b.units().find((u) => u.team === 'player');
      const far = b.reachable(lord.id).at(-1);
      b.move(lord.id, far.x, far.y);
      const text = b.save();
      assert.match(text, /^qipan-battle 2\n/);
      if (name === 'hex_crossing') assert.match(text, /\nsize 10 8 hex-y-odd\n/);
      assert.match(text, /\nheights\n/);
      assert.match(text, /\njump \d+\n/);
      const back = qipan.Battle.restore(text);
      assert.equal(back.save(), text, name);
      assert.equal(snapshot(back), snapshot(b), name);
      b.endTurn();
      back.endTurn();
      assert.deepEqual(back.runEnemyPhase(), b.runEnemyPhase(), name);
      assert.equal(back.save(), b.save(), name);
      b.delete();
      back.delete();
    }
  });
});
