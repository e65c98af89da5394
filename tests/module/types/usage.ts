// Compiled (never run) by tests/module/types.test.mjs against public/qipan.d.ts:
// what a TypeScript user writes must type-check, and misuse must not.
import createQipan = require('../../../public/qipan');

async function main(): Promise<void> {
  const qipan: createQipan.Qipan = await createQipan({ locateFile: (p, prefix) => prefix + p });
  const version: string = qipan.version();
  const sq: createQipan.SquareCoord = qipan.parseSquare('xiangqi', 'h2');

  const x = new qipan.Xiangqi();
  const moves: string[] = x.legalMoves();
  x.play('h2e2');
  const wxf: string = x.toWxf('h7e7');
  const chinese: string = x.toChinese('h7e7');
  const parsed: string = x.parseMove('炮8平5');
  const status = x.status();
  const over: boolean = status.over;
  const check: boolean = x.inCheck();
  const leaves: number = x.perft(2);
  const copy: createQipan.Xiangqi = x.clone();
  copy[Symbol.dispose]();
  x.delete();

  const j = new qipan.Jungle(undefined, { elephantTakesRat: true, moveLimit: 0 });
  const info = j.pieceInfo('a3');
  const rank: number | undefined = info?.rank;
  j.clone().delete();
  j.delete();

  const s = new qipan.Session('xiangqi');
  const click = s.click('h2');
  const action: string = click.action;
  s.order('h7e7', { ignoreTurn: true, keepTurn: false });
  s.setup('e4', 'R');
  const undone: boolean = s.undo();
  s.clone().delete();
  s.delete();

  const map = new qipan.TacticsMap(16, 16);
  map.setTerrain(1, 1, 'forest');
  const id: number = map.addUnit({ team: 0, x: 0, y: 0, move: 5, moveClass: 'flying' });
  const field: Int32Array = map.distanceField(id);
  const path: { x: number; y: number }[] = map.pathTo(id, 3, 3);
  const reach: { x: number; y: number; cost: number }[] = map.reachable(id);
  map.delete();

  map.clone().delete();

  const battle = qipan.Battle.scenario('ford');
  battle.clone().delete();
  const names: string[] = qipan.scenarios().map((sc) => sc.name);
  battle.delete();

  // The calls for a board UI, error codes, saving (issue 14).
  const board = new qipan.Xiangqi();
  const pieces: { square: string; piece: string; side: 'red' | 'black' }[] = board.pieces();
  const legal: boolean = board.isLegal('h2e2');
  const moveInfo: createQipan.XiangqiMoveInfo = board.moveInfo('h2e2');
  const givesCheck: boolean = moveInfo.givesCheck;
  const refusal: createQipan.Refusal | null = board.explain('b0d1');
  const refusalCode: string | undefined = refusal?.code;
  const attackers: string[] = board.attackers('e6', 'red');
  const attacked: boolean = board.isAttacked('e6');
  const reason: createQipan.XiangqiEndReason = board.status().reason;
  board.delete();
  const jb = new qipan.Jungle();
  const jumps: boolean = jb.moveInfo('a3a4').jumps;
  const jreason: createQipan.JungleEndReason = jb.status().reason;
  jb.delete();
  const xs = new qipan.Session('xiangqi');
  const xturn: 'red' | 'black' = xs.turn();
  const xinfo: string = xs.moveInfo('h2e2').chinese;
  const wxfHistory: string[] = xs.history({ notation: 'wxf' });
  const saved: createQipan.SavedSession = xs.toJSON();
  const restored: createQipan.Session = qipan.Session.fromJSON(JSON.parse(JSON.stringify(saved)));
  const inCheck: boolean = restored.inCheck();
  const all: string[] = restored.legalMoves();
  restored.delete();
  xs.delete();
  const js = new qipan.Session('jungle');
  const jturn: 'blue' | 'red' = js.turn();
  const den: boolean = js.moveInfo('a3a4').entersDen;
  js.delete();
  try {
    new qipan.Xiangqi('bad');
  } catch (e) {
    const code: createQipan.ErrorCode = (e as createQipan.QipanError).code;
    void code;
  }
  const tm = new qipan.TacticsMap(8, 8);
  const ids: Uint8Array = tm.terrainData();
  tm.setTerrainData(ids);
  const tnames: string[] = tm.terrainNames();
  const unit = tm.addUnit({ team: 0, x: 0, y: 0, move: 3, label: 'Knight' });
  tm.setUnitLabel(unit, 'Squire');
  const label: string = tm.unit(unit).label;
  const text: string = tm.toText();
  qipan.TacticsMap.fromText(text).delete();
  tm.delete();
  const b2 = qipan.Battle.scenario('ford');
  const save: string = b2.save();
  qipan.Battle.restore(save).delete();
  const scenario: string = b2.scenarioText();
  b2.delete();

  void [version, sq, moves, wxf, chinese, parsed, over, check, leaves, rank, action, undone, field,
        path, reach, names, pieces, legal, givesCheck, attackers, attacked, reason, jumps, jreason,
        xturn, xinfo, wxfHistory, inCheck, all, jturn, den, tnames, label, scenario];
}
void main;

// Rulings reported rather than enforced (docs/api.md, Rulings).
async function rulings(): Promise<void> {
  const qipan: createQipan.Qipan = await createQipan();
  const x = new qipan.Xiangqi(undefined, { rulings: 'report' });
  x.setRulings('enforce');
  const mode: createQipan.Rulings = x.rulings();
  const ruling = x.status().ruling;
  const ply: number | undefined = ruling?.ply;
  const winner: 'red' | 'black' | null | undefined = ruling?.winner;
  const j = new qipan.Jungle(undefined, { moveLimit: 50 }, { rulings: 'report' });
  const jply: number | undefined = j.status().ruling?.ply;
  const s = new qipan.Session('jungle', undefined, { rulings: 'report' });
  s.setRulings('report');
  void [mode, ply, winner, jply, s.rulings()];
}
void rulings;

// Records (docs/records.md).
async function records() {
  const qipan = await createQipan();
  const board = new qipan.Xiangqi();
  board.play('h2e2');
  const text: string = board.toRecord({ notation: 'wxf', Event: 'Club', Red: 'Li' });
  const back: createQipan.Xiangqi = qipan.Xiangqi.fromRecord(text);
  const jungle = qipan.Jungle.fromRecord(new qipan.Jungle().toRecord({ Blue: 'Ann' }));
  const session = qipan.Session.fromRecord(text);
  const games: createQipan.RecordGame[] = qipan.readRecords(text + session.toRecord());
  const first: string = games[0].moves[0] + games[0].result + games[0].error + games[0].fen;
  void [back, jungle, first];
}
void records;

// The game table (docs/api.md "The game table").
async function table(qipan: createQipan.Qipan): Promise<void> {
  const clock = new qipan.Clock('10|30');
  clock.start(performance.now(), 0);
  const face: createQipan.ClockFace = clock.face(0, performance.now());
  const fallen: createQipan.ClockSide | null = clock.check(performance.now());
  const when: number | null = clock.flagTime();
  const control: createQipan.TimeControl = qipan.timeControl({ main: 300000, increment: 3000 });
  const think: number = qipan.moveTime({ main: face.main, increment: control.increment, moves: 12 });
  const ending = new qipan.Ending('xiangqi');
  ending.moved('h2e2');
  ending.offerDraw('red');
  const offer: createQipan.XiangqiSide | null = ending.offer();
  const outcome: createQipan.Outcome<createQipan.XiangqiSide> | null = ending.outcome();
  const link: string = qipan.encodeLink('xiangqi', '', 'h2e2 h9g7');
  const game: createQipan.LinkGame = qipan.decodeLink(link);
  const faults: createQipan.SetupProblem[] = qipan.checkSetup('jungle', game.fen);
  const accepts: boolean = qipan.computerAcceptsDraw(0, 31);
  void [fallen, when, think, offer, outcome, faults, accepts];
  clock.delete();
  ending.delete();
}
void table;
