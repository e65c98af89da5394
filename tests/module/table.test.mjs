// The game table against docs/api.md ("The game table"): qipan.Clock,
// qipan.Ending, encodeLink / decodeLink, checkSetup, moveTime, timeControl,
// computerAcceptsDraw — and hostile values, each refused with a code and
// changing nothing.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { qipan, throwsCode, using } from './qipan.mjs';

// Values a careless or hostile caller may pass for a number.
const hostileNumbers = [NaN, Infinity, -1, '5', null, undefined, {}, [], 1e300,
  { valueOf() { throw new Error('valueOf ran'); } },
  new Proxy({}, { get() { throw new Error('proxy trap ran'); } })];

function faces(clock, now) {
  return [clock.face(0, now), clock.face(1, now), clock.running(), clock.paused()];
}

describe('Clock', () => {
  test('5+3: time runs for the side to move, the increment comes back', () => {
    using(new qipan.Clock('5+3'), (c) => {
      assert.deepEqual(c.control(), { main: 300000, increment: 3000, reading: 0, periods: 0, name: '5+3' });
      c.start(1000, 0);
      assert.equal(c.face(0, 11000).main, 290000);
      c.press(11000);
      assert.equal(c.face(0, 11000).main, 293000);
      assert.equal(c.running(), 1);
      assert.equal(c.face(1, 11000).running, true);
      assert.equal(c.flagTime(), 11000 + 300000);
      assert.equal(c.flag(11000 + 299999), null);
      assert.equal(c.flag(11000 + 300000), 1);
      throwsCode(() => c.press(11000 + 300001), 'refused', /flag fell/);
      assert.equal(c.face(1, 11000 + 300001).flagged, true);
    });
  });

  test('reading seconds: each move within 10 s once the main time is spent', () => {
    using(new qipan.Clock({ main: 0, reading: 10000, periods: 2 }), (c) => {
      c.start(0, 0);
      c.press(15000); // one period used up
      assert.equal(c.face(0, 15000).periods, 1);
      assert.equal(c.face(0, 15000).inReading, true);
      c.press(16000);
      assert.equal(c.check(26000), 0);
      assert.equal(c.stopped(), true);
    });
  });

  test('pause keeps the time through a background tab', () => {
    using(new qipan.Clock('10+5'), (c) => {
      c.start(0, 0);
      c.pause(4000);
      assert.equal(c.face(0, 3600000).main, 596000);
      assert.equal(c.flagTime(), null);
      c.resume(3600000);
      assert.equal(c.face(0, 3601000).main, 595000);
    });
  });

  test('named controls', () => {
    for (const [name, main, increment, reading] of [['5+3', 300000, 3000, 0], ['10+5', 600000, 5000, 0],
      ['15+10', 900000, 10000, 0], ['10|30', 600000, 0, 30000]]) {
      const c = qipan.timeControl(name);
      assert.deepEqual([c.main, c.increment, c.reading, c.name], [main, increment, reading, name]);
    }
    assert.equal(qipan.timeControl('none').name, 'none');
  });

  test('a clock of 0, of a year, negative or NaN is refused', () => {
    for (const bad of ['0+0', '525600+0', { main: 0 }, { main: 365 * 86400000 }, { main: -5 },
      { main: NaN }, { main: 60000, oops: 1 }, 42, null, { main: '5' }]) {
      throwsCode(() => new qipan.Clock(bad), 'bad_argument');
    }
    // A getter that throws runs in the module's JS layer, before any C++: its
    // own error comes out and nothing was made.
    assert.throws(() => new qipan.Clock({ get main() { throw new Error('getter ran'); } }), /getter ran/);
  });

  test('hostile times change nothing', () => {
    using(new qipan.Clock('5+3'), (c) => {
      c.start(1000, 0);
      const before = faces(c, 2000);
      for (const now of hostileNumbers) {
        assert.throws(() => c.press(now), (e) => e instanceof Error && e.code === 'bad_argument');
        assert.throws(() => c.pause(now), (e) => e instanceof Error && e.code === 'bad_argument');
      }
      throwsCode(() => c.press(500), 'bad_argument', /backwards/);
      throwsCode(() => c.start(3000, 0), 'refused');
      throwsCode(() => c.handTo(3000, 2), 'bad_argument');
      assert.deepEqual(faces(c, 2000), before);
    });
  });
});

describe('Ending', () => {
  test('resign, draw offers and the tags', () => {
    using(new qipan.Ending('xiangqi'), (e) => {
      assert.deepEqual(e.tags(), [{ name: 'Result', value: '*' }]);
      e.offerDraw('red');
      assert.equal(e.offer(), 'red');
      e.moved('h2e2'); // red's own move: the offer stands
      assert.equal(e.offer(), 'red');
      e.moved('h9g7'); // black answered with a move: declined
      assert.equal(e.offer(), null);
      throwsCode(() => e.acceptDraw('black'), 'refused');
      e.resign('black');
      assert.deepEqual(e.outcome(), { winner: 'red', how: 'resigned', reason: '', by: 'black',
        result: '1-0', termination: 'Black resigned' });
      assert.deepEqual(e.tags(), [{ name: 'Result', value: '1-0' }, { name: 'Termination', value: 'Black resigned' }]);
      throwsCode(() => e.resign('red'), 'game_over');
    });
  });

  test('a repetition may be claimed; a flag against bare material is a draw', () => {
    using(new qipan.Ending('xiangqi'), (e) => {
      assert.equal(e.claimable(), null);
      throwsCode(() => e.claimDraw('red'), 'refused');
      for (let i = 0; i < 2; ++i) for (const m of ['b0c2', 'b9c7', 'c2b0', 'c7b9']) e.moved(m);
      assert.equal(e.claimable(), 'repetition');
      e.claimDraw('black');
      assert.equal(e.outcome().result, '1/2-1/2');
      assert.equal(e.outcome().termination, 'draw claimed: repetition');
    });
    using(new qipan.Ending('xiangqi', '3aka3/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 40'), (e) => {
      e.flagFell('red');
      assert.equal(e.outcome().result, '1/2-1/2');
      assert.match(e.outcome().termination, /could never mate/);
    });
    using(new qipan.Ending('jungle'), (e) => {
      e.flagFell('blue');
      assert.equal(e.outcome().winner, 'red');
      assert.equal(e.outcome().termination, 'Blue lost on time');
    });
  });

  test('bad input changes nothing', () => {
    throwsCode(() => new qipan.Ending('chess'), 'unknown_name');
    throwsCode(() => new qipan.Ending('xiangqi', '9/9 w'), 'bad_fen');
    using(new qipan.Ending('xiangqi'), (e) => {
      const before = [e.fen(), e.offer(), e.outcome()];
      throwsCode(() => e.resign('blue'), 'bad_argument');
      throwsCode(() => e.offerDraw(new Proxy({}, { get() { throw new Error('trap'); } })), 'bad_argument');
      throwsCode(() => e.moved('a0a5'), 'illegal_move');
      throwsCode(() => e.moved(7), 'bad_argument');
      assert.deepEqual([e.fen(), e.offer(), e.outcome()], before);
    });
  });

  test('the computer accepts by its rule', () => {
    assert.equal(qipan.computerAcceptsDraw(0, 29), false);
    assert.equal(qipan.computerAcceptsDraw(0, 30), true);
    assert.equal(qipan.computerAcceptsDraw(-950, 2), true);
    throwsCode(() => qipan.computerAcceptsDraw(NaN, 30), 'bad_argument');
  });
});

describe('links', () => {
  const moves = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7', 'b0c2', 'a9b9', 'a0b0', 'c6c5', 'g3g4'];

  test('a game round-trips and says whose move it is', () => {
    const link = qipan.encodeLink('xiangqi', '', moves.join(' '));
    assert.match(link, /^qipan\.xiangqi\.black\.\./);
    const game = qipan.decodeLink(link);
    assert.deepEqual(game.moves, moves);
    assert.equal(game.turn, 'black');
    assert.equal(game.lastMove, 'g3g4');
    assert.equal(game.game, 'xiangqi');
    assert.equal(game.status.over, false);
    assert.deepEqual(qipan.decodeLink(`Your move! https://example.org/qipan/#${encodeURIComponent(link)}.`).moves, moves);
    assert.deepEqual(qipan.decodeLink(link.slice(0, 20) + '\n' + link.slice(20)).moves, moves);
    const jungle = qipan.encodeLink('jungle', '', 'a3a4 g7g6');
    assert.deepEqual(qipan.decodeLink(jungle).moves, ['a3a4', 'g7g6']);
  });

  test('an altered, truncated or doubled link is refused with the reason', () => {
    const link = qipan.encodeLink('xiangqi', '', moves.join(' '));
    const end = link.at(-1) === 'A' ? 'B' : 'A';
    throwsCode(() => qipan.decodeLink(link.slice(0, -1) + end), 'bad_data', /altered after move 11/);
    throwsCode(() => qipan.decodeLink(link.slice(0, -3)), 'bad_data', /cut short/);
    throwsCode(() => qipan.decodeLink(link + link), 'bad_data', /more than one link/);
    throwsCode(() => qipan.decodeLink(link.replace('.black.', '.red.')), 'bad_data', /is to move/);
    throwsCode(() => qipan.encodeLink('xiangqi', '', 'h2e2 h2e2'), 'illegal_move', /move 2/);
    throwsCode(() => qipan.encodeLink('xiangqi', '', ['h2e2']), 'bad_argument');
    assert.equal(qipan.decodeLink(qipan.encodeLink('xiangqi', '', '')).moves.length, 0);
    throwsCode(() => qipan.decodeLink({ toString() { throw new Error('ran'); } }), 'bad_argument');
    throwsCode(() => qipan.decodeLink('x'.repeat(100000)), 'bad_data', /characters long/);
  });
});

describe('checkSetup', () => {
  test('names every fault in English and Chinese', () => {
    assert.deepEqual(qipan.checkSetup('xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w'), []);
    const faults = qipan.checkSetup('xiangqi', '4k4/9/9/9/9/9/9/9/9/3KK4 w');
    assert.deepEqual(faults.map((f) => f.kind), ['too_many']);
    assert.deepEqual(faults[0].squares, ['d0', 'e0']);
    assert.match(faults[0].en, /Red has 2 generals/);
    assert.match(faults[0].zh, /红方有2个帅/);
    const facing = qipan.checkSetup('xiangqi', '4k4/9/9/9/9/9/9/9/9/4K4 w');
    assert.deepEqual(facing.map((f) => f.kind), ['generals_facing']);
    const jungle = qipan.checkSetup('jungle', '7/7/7/7/7/1L5/7/7/3T3 b');
    assert.deepEqual(jungle.map((f) => f.kind).sort(), ['in_water', 'own_den']);
  });

  test('bad input', () => {
    throwsCode(() => qipan.checkSetup('xiangqi', 'nonsense'), 'bad_fen');
    throwsCode(() => qipan.checkSetup('go', '9/9 w'), 'unknown_name');
    throwsCode(() => qipan.checkSetup('xiangqi', 5), 'bad_argument');
  });
});

describe('moveTime', () => {
  test('a share of the clock, never the flag', () => {
    assert.equal(qipan.moveTime({ main: 300000, increment: 3000, moves: 0 }), 7500 + 2250);
    assert.equal(qipan.moveTime({}), 0);
    assert.ok(qipan.moveTime({ main: 400, increment: 5000 }) <= 200);
    assert.equal(qipan.moveTime({ reading: 30000 }), 22500);
    throwsCode(() => qipan.moveTime({ main: NaN }), 'bad_argument');
    throwsCode(() => qipan.moveTime({ mian: 5 }), 'bad_argument');
    throwsCode(() => qipan.moveTime({ main: 5, moves: -1 }), 'bad_argument');
  });
});
