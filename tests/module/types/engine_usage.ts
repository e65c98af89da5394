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
  const analysis: createQipan.Analysis = x.analyse({ depth: 4 }, { multiPv: 3 });
  const first: createQipan.AnalysisLine = analysis.lines[0];
  const wxf: string[] | undefined = first.pvWxf;
  const jungleLines = s.analyse({ nodes: 1000 }).lines.length;
  const run: createQipan.AnalysisRun = x.startAnalysis({ depth: 3 }, { multiPv: 2 });
  while (run.step()) void run.progress().lines;
  run.finish();
  run.delete();
  s.delete();
  x.delete();

  const engine: createEngine.Engine = createEngine({ workerUrl: 'engine-worker.js' });
  const { sharedStop } = await engine.ready;
  const answer = await engine.bestMove({ game: 'xiangqi', moves: ['h2e2'] }, { movetime: 500 });
  const stopped: boolean = answer.stopped;
  const was: boolean = engine.stopNow();
  const controller = new AbortController();
  const analysing: createEngine.Analysing = engine.analyse({ game: 'xiangqi', moves: ['h2e2', 'h9g7'], ply: 1 },
    { depth: 8 }, { multiPv: 3, signal: controller.signal, onProgress: (a) => void a.lines[0].mate });
  const stoppedNow: boolean = analysing.stop();
  const done: createEngine.AnalysisResult = await analysing;
  engine.cancel();
  engine.terminate();
  void [line, mate, score, move, sharedStop, stopped, was, wxf, jungleLines, stoppedNow, done.stopped];
}
void main;
