// Type declarations for engine.mjs, the ES module build of the engine: the
// same types as engine.d.ts (engine.js), as named exports.
//
//   import { createEngine } from 'qipan/engine';   // or the default export
//   const engine: Engine = createEngine();
import type createEngineCjs from './engine.js';

export type Position = createEngineCjs.Position;
export type Result = createEngineCjs.Result;
export type Progress = createEngineCjs.Progress;
export type BestMoveOptions = createEngineCjs.BestMoveOptions;
export type AnalysisResult = createEngineCjs.AnalysisResult;
export type AnalyseOptions = createEngineCjs.AnalyseOptions;
export type Analysing = createEngineCjs.Analysing;
export type Options = createEngineCjs.Options;
export type WorkerLike = createEngineCjs.WorkerLike;
export type EngineErrorCode = createEngineCjs.EngineErrorCode;
export type EngineError = createEngineCjs.EngineError;
export type Engine = createEngineCjs.Engine;

export declare function createEngine(options?: Options): Engine;
export default createEngine;
