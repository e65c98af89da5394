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

  void [version, sq, moves, wxf, chinese, parsed, over, check, leaves, rank, action, undone, field,
        path, reach, names];
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
