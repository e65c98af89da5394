// Compiled (never run) by tests/module/types.test.mjs against
// public/engine.d.ts and qipan.d.ts's bestMove/evaluate.
import createEngine = require('../../../public/engine');
import createQipan = require('../../../public/qipan');

async function main(qipan: createQipan.Qipan): Promise<void> {
  const x = new qipan.Xiangqi();
  const r: createQipan.SearchResult = x.bestMove({ level: 5, seed: 1 });
  const line: string[] = r.pv;
  const mate: number = r.mate;
  const score: number = x.evaluate();
  const s = new qipan.Session('jungle');
  const move: string = s.bestMove({ nodes: 1000 }).move;
  s.delete();
  x.delete();

  const engine: createEngine.Engine = createEngine({ workerUrl: 'engine-worker.js' });
  const { sharedStop } = await engine.ready;
  const answer = await engine.bestMove({ game: 'xiangqi', moves: ['h2e2'] }, { movetime: 500 });
  const stopped: boolean = answer.stopped;
  const was: boolean = engine.stopNow();
  engine.cancel();
  engine.terminate();
  void [line, mate, score, move, sharedStop, stopped, was];
}
void main;
