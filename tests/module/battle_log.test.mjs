// qipan.Battle log() and unit labels (setUnitLabel, kept by save()), and
// scenarioText() refusing what scenario text cannot hold.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, throwsCode, using, DUEL } from './qipan.mjs';

describe('Battle log()', () => {
  test('tells every phase, move, cancel, attack and wait as plain objects', () => {
    using(new qipan.Battle(DUEL), (b) => {
      assert.deepEqual(b.log(), [{
        kind: 'phase', turn: 1, phase: 'player', unit: null, target: null, from: null, to: null,
        damage: 0, hp: 0, enemy: false, text: 'Turn 1 · your phase',
      }]);
      b.move(2, 2, 3);
      b.cancelMove(2);
      b.move(0, 2, 1);
      b.attack(0, 1);
      b.wait(2);
      const log = b.log();
      assert.deepEqual(log.map((e) => e.kind), ['phase', 'move', 'cancel', 'move', 'attack', 'wait', 'phase']);
      assert.deepEqual(log[1], {
        kind: 'move', turn: 1, phase: 'player', unit: 2, target: null, from: { x: 1, y: 3 },
        to: { x: 2, y: 3 }, damage: 0, hp: 0, enemy: false, text: 'Archer moved (1, 3) → (2, 3)',
      });
      assert.deepEqual([log[2].from, log[2].to], [{ x: 2, y: 3 }, { x: 1, y: 3 }]);
      assert.equal(log[2].text, 'Archer went back to (1, 3)');
      assert.deepEqual(log[4], {
        kind: 'attack', turn: 1, phase: 'player', unit: 0, target: 1, from: { x: 2, y: 1 },
        to: { x: 3, y: 1 }, damage: 6, hp: 9, enemy: false, text: 'Lord hit Soldier 1 for 6 (HP 9 left)',
      });
      assert.deepEqual([log[5].unit, log[5].from, log[5].to], [2, { x: 1, y: 3 }, { x: 1, y: 3 }]);
      assert.deepEqual([log[6].turn, log[6].phase, log[6].enemy, log[6].text], [1, 'enemy', true, 'Turn 1 · enemy phase']);
      // The enemy's phase: its events are marked as the enemy's.
      b.runEnemyPhase();
      const enemy = b.log(log.length);
      assert.ok(enemy.length >= 3);
      for (const e of enemy.slice(0, -1)) {
        assert.equal(e.enemy, true, e.text);
        assert.ok([1, 3].includes(e.unit), e.text);
      }
      assert.deepEqual(enemy.at(-1), { ...log[0], turn: 2, text: 'Turn 2 · your phase' });
      assert.deepEqual(b.log(0), b.log());
      assert.deepEqual(b.log(b.log().length), []);
    });
  });

  test('a defeat names the attacker and the cell; a restored battle starts a new log', () => {
    const text = DUEL.replace('L player Lord    foot 20 9 5 4 1', 'L player Lord    foot 20 50 5 4 1');
    using(new qipan.Battle(text), (b) => {
      b.move(0, 2, 1);
      b.attack(0, 1);
      const [attack, defeat] = b.log(2);
      assert.equal(attack.hp, 0);
      assert.deepEqual(defeat, {
        kind: 'defeat', turn: 1, phase: 'player', unit: 1, target: 0, from: { x: 3, y: 1 },
        to: { x: 3, y: 1 }, damage: 47, hp: 0, enemy: true, text: 'Soldier 1 was defeated by Lord',
      });
      using(qipan.Battle.restore(b.save()), (back) => assert.deepEqual(back.log(), []));
    });
  });

  test('throws on a bad start and changes nothing', () => {
    using(new qipan.Battle(DUEL), (b) => {
      throwsCode(() => b.log(2), 'bad_argument', /^start must be 0\.\.1 \(the log's length\), got 2$/);
      throwsCode(() => b.log(-1), 'bad_argument', /^start must be 0\.\.1/);
      throwsCode(() => b.log('0'), 'bad_argument', /start must be/);
      throwsCode(() => b.log(0.5), 'bad_argument', /start must be/);
      assert.equal(b.log().length, 1);
    });
  });
});

describe('Battle unit labels', () => {
  test('setUnitLabel keeps free-form text with a unit, through save() and restore()', () => {
    using(new qipan.Battle(DUEL), (b) => {
      assert.equal(b.unit(0).label, '');
      const payload = JSON.stringify({ portrait: 'lord.png', 名: '主公', level: 3 });
      b.setUnitLabel(0, payload);
      b.setUnitLabel(3, 'guard');
      assert.equal(b.unit(0).label, payload);
      assert.deepEqual(b.units().map((u) => u.label), [payload, '', '', 'guard']);
      assert.equal(b.state().units[3].label, 'guard');
      b.move(0, 2, 1);
      using(qipan.Battle.restore(b.save()), (back) => {
        assert.deepEqual(back.units(), b.units());
        assert.deepEqual(JSON.parse(back.unit(0).label), { portrait: 'lord.png', 名: '主公', level: 3 });
      });
      using(b.clone(), (copy) => assert.equal(copy.unit(0).label, payload));
      b.setUnitLabel(0, '');
      assert.equal(b.unit(0).label, '');
    });
  });

  test('a label may hold any text, line breaks too, up to 4096 bytes', () => {
    using(new qipan.Battle(DUEL), (b) => {
      const odd = 'two\nlines\r\\n\ttab \u0000 end';
      b.setUnitLabel(1, odd);
      using(qipan.Battle.restore(b.save()), (back) => assert.equal(back.unit(1).label, odd));
      b.setUnitLabel(1, 'x'.repeat(4096));
      assert.equal(b.unit(1).label.length, 4096);
    });
  });

  test('refuses bad ids and labels with a code, changing nothing', () => {
    using(new qipan.Battle(DUEL), (b) => {
      b.setUnitLabel(1, 'kept');
      const before = b.save();
      throwsCode(() => b.setUnitLabel(9, 'x'), 'bad_unit', /^no unit with id 9 \(ids are 0\.\.3\)$/);
      throwsCode(() => b.setUnitLabel(1, 42), 'bad_argument', /label must be a string/);
      throwsCode(() => b.setUnitLabel(1, null), 'bad_argument', /label must be a string/);
      throwsCode(() => b.setUnitLabel(1, 'x'.repeat(4097)), 'bad_argument', /^unit label is 4097 bytes long, at most 4096$/);
      throwsCode(() => b.setUnitLabel(1, '名'.repeat(1366)), 'bad_argument', /4098 bytes/);
      assert.equal(b.save(), before);
      throwsCode(() => qipan.Battle.restore(before.replace('label kept', 'label ' + 'y'.repeat(4097))),
        'bad_data', /unit 1: unit label is 4097 bytes long/);
      throwsCode(() => qipan.Battle.restore(before.replace('label kept', 'label a\\tb')),
        'bad_data', /unit 1: a label may escape only/);
    });
  });
});

describe('Battle scenarioText()', () => {
  test('refuses a battle needing more than 52 letters rather than drop units', () => {
    // 52 kinds, one per letter ('z' the enemy), fit.
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    const legend = [...letters].map((c, i) => `${c} ${c === 'z' ? 'enemy' : 'player'} Kind${i} foot 10 5 1 3 1`);
    const text = `scenario many\ntitle Many\n\nmap\n${letters}\n${'.'.repeat(52)}\n\nunits\n${legend.join('\n')}\n`;
    using(new qipan.Battle(text), (b) => {
      using(new qipan.Battle(b.scenarioText()), (again) => assert.deepEqual(again.state(), b.state()));
      // A 53rd kind, added to the saved text (scenario text cannot say it).
      const save = b.save().replace('units 52', 'units 53') +
        'unit 52 enemy foot hp 10 10 attack 5 defence 1 move 3 range 1 1 at 0 1 start 0 1 moved 0 acted 0 name Kind 52\n' +
        'kind Kind52\n';
      using(qipan.Battle.restore(save), (big) => {
        assert.equal(big.units().length, 53);
        const before = big.save();
        throwsCode(() => big.scenarioText(), 'refused', /more than 52 letters/);
        assert.equal(big.save(), before);
      });
    });
  });
});
