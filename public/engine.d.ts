// Type declarations for engine.js (the classic script and CommonJS build):
// the computer player in a worker (engine-worker.mjs). engine.d.mts types
// engine.mjs, the ES module, with the same names. The contract is
// docs/api.md, "The computer player in a worker".
//
//   <script src="engine.js"></script>             // browser: a global createEngine
//   const createEngine = require('qipan/engine');  // Node, CommonJS
//   const engine = createEngine();
//   const r = await engine.bestMove({game: 'xiangqi', moves: ['h2e2']}, {level: 5});

import createQipan = require('./qipan');

declare function createEngine(options?: createEngine.Options): createEngine.Engine;

declare namespace createEngine {
  /** A position as the worker rebuilds it: `fen` (omitted: the game's start)
   *  and the moves played since, so the history counts for repetitions. */
  interface Position {
    game: createQipan.GameName;
    fen?: string;
    /** Moves in any notation the game's play() reads, from `fen` on. */
    moves?: string[];
    /** Jungle: the rule set, as in new qipan.Jungle(fen, rules). Xiangqi:
     *  the rule book that judges repetitions, as board.setChaseRules(rules)
     *  (default 'asian'); the moves and the search are judged by it. */
    rules?: createQipan.JungleRules | 'asian' | 'chinese';
    /** The position after the first `ply` moves only (a record at ply N):
     *  0 to moves.length; default: all of them. */
    ply?: number;
  }

  interface Result extends createQipan.SearchResult {
    /** True when stopNow() ended the search: the best move found so far. */
    stopped: boolean;
  }

  /** One completed depth of a search under way (bestMove's onProgress). */
  interface Progress {
    depth: number;
    /** Centipawns from the side to move's view. */
    score: number;
    /** Moves to a forced mate (negative: being mated), 0 for none. */
    mate: number;
    /** The principal variation; pv[0] is the move the search would play now. */
    pv: string[];
    move: string;
    nodes: number;
    timeMs: number;
  }

  interface BestMoveOptions {
    /** Hears each completed depth before the promise resolves. */
    onProgress?: (progress: Progress) => void;
  }

  /** What analyse resolves to: the analysis, and whether stop() ended it. */
  interface AnalysisResult extends createQipan.Analysis {
    /** True when stop() (or stopNow()) ended it: the depths completed. */
    stopped: boolean;
  }

  interface AnalyseOptions {
    /** How many lines, 1–5 (default 1); anything else rejects (code 'bad_argument'). */
    multiPv?: number;
    /** Hears every completed depth, the last one too, as an Analysis. */
    onProgress?: (progress: createQipan.Analysis) => void;
    /** Aborting it drops the analysis: the promise rejects with an AbortError. */
    signal?: AbortSignal;
  }

  /** analyse's promise, with stop(). */
  interface Analysing extends Promise<AnalysisResult> {
    /** Ends the analysis now with the depths done (the promise resolves,
     *  `stopped: true`). True if it stopped it; false, doing nothing, when the
     *  analysis has already ended or been stopped. */
    stop(): boolean;
  }

  interface Options {
    /** The worker script (a module worker); default: engine-worker.mjs beside
     *  engine.js / engine.mjs, which imports qipan.mjs beside it. */
    workerUrl?: string | URL;
    /** Where the worker's module fetches qipan.wasm (relative URLs: to the
     *  page); default: beside qipan.mjs. */
    wasmUrl?: string | URL;
    /** Called once, on this thread, as locateFile('qipan.wasm', ''): the
     *  wasm's URL, as createQipan's locateFile. wasmUrl wins over it. */
    locateFile?: (name: string, prefix: string) => string | URL;
    /** A worker already running engine-worker.mjs, for hosts with neither
     *  Web Workers nor Node's worker_threads. */
    worker?: WorkerLike;
    /** false: search in slices even where shared memory is available. */
    sharedStop?: boolean;
  }

  interface WorkerLike {
    postMessage(message: unknown): void;
    terminate(): void;
    onmessage: ((event: { data: any }) => void) | null;
    onerror: ((event: any) => void) | null;
  }

  /** The codes of the engine's errors: the module's, and its own
   *  'aborted' (cancel(), terminate(), a newer bestMove; name 'AbortError')
   *  and 'engine_failed' (the worker or the wasm could not be loaded, with
   *  the URL in the message). */
  type EngineErrorCode = createQipan.ErrorCode | 'aborted' | 'engine_failed';

  interface EngineError extends Error {
    code: EngineErrorCode;
  }

  interface Engine {
    /** Resolves once qipan.mjs runs in the worker; `sharedStop` says whether a
     *  stop reaches the search through shared memory (else between slices).
     *  Rejects with an EngineError (code 'engine_failed') naming the URL. */
    readonly ready: Promise<{ sharedStop: boolean }>;
    /** The best move within the budget. A new call cancels a pending one.
     *  Rejects with the module's Error (and its code) on a bad position or budget. */
    bestMove(position: Position, budget: createQipan.Budget,
             options?: BestMoveOptions): Promise<Result>;
    /** The best lines (MultiPV) within the budget, streaming each depth to
     *  onProgress. A new call (of analyse or bestMove) cancels a pending one.
     *  Rejects with the module's Error and code on a bad position, budget or
     *  options, or a finished game ('game_over'). */
    analyse(position: Position, budget: createQipan.Budget, options?: AnalyseOptions): Analysing;
    /** Drops the pending search: its promise rejects with an AbortError. */
    cancel(): void;
    /** The pending search answers now with its best move so far
     *  (`stopped: true`); false when no search is pending. */
    stopNow(): boolean;
    /** Whether a search is pending. */
    busy(): boolean;
    /** Ends the worker; a pending search rejects with an AbortError. */
    terminate(): void;
  }
}

declare global {
  /** The factory, as a global when engine.js is loaded by a <script> tag. */
  const createEngine: (options?: createEngine.Options) => createEngine.Engine;
}

declare namespace createEngine {
  /** The same function, for `const { createEngine } = require('qipan/engine')`. */
  const createEngine: (options?: Options) => Engine;
}

export = createEngine;
