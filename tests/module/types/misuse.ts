// Each line must fail to type-check: tests/module/types.test.mjs counts the errors.
import createQipan = require('../../../public/qipan');

async function main(): Promise<void> {
  const qipan = await createQipan();
  qipan.parseSquare('chess', 'a1');
  new qipan.Xiangqi().play(7);
  new qipan.TacticsMap('8', 8);
  // A session is typed by its game; a game's status has its own reasons.
  const blue: 'blue' | 'red' = new qipan.Session('xiangqi').turn();
  if (new qipan.Xiangqi().status().reason === 'den') void blue;
  new qipan.TacticsMap(8, 8).setTerrainData([0, 1]);
}
void main;
