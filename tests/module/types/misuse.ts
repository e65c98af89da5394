// Each line must fail to type-check: tests/module/types.test.mjs counts the errors.
import createQipan = require('../../../public/qipan');

async function main(): Promise<void> {
  const qipan = await createQipan();
  qipan.parseSquare('chess', 'a1');
  new qipan.Xiangqi().play(7);
  new qipan.TacticsMap('8', 8);
}
void main;
