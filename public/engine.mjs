// The computer player off the main thread: createEngine() starts a worker
// (engine-worker.mjs, a module worker on a page, a worker_threads thread in
// Node) that loads qipan.mjs, and answers bestMove() with a promise. Types
// in engine.d.mts; the protocol and the details in docs/api.md ("The
// computer player in a worker").
//
//   import { createEngine } from 'qipan/engine';
//   const engine = createEngine();      // engine-worker.mjs beside this file
//   const r = await engine.bestMove({game: 'xiangqi', moves: ['h2e2']}, {level: 5});
//   const a = engine.analyse({game: 'xiangqi'}, {depth: 12}, {multiPv: 3, onProgress});
//   a.stop();                           // the analysis answers now with the depths done
//   engine.stopNow();                   // the pending search answers now
//   engine.cancel();                    // the pending search is dropped
//   engine.terminate();
//
// Bundlers (Vite, webpack, Parcel) follow the worker from the literal
// new Worker(new URL('./engine-worker.mjs', import.meta.url), {type: 'module'})
// below, and the wasm from the worker's import of qipan.mjs. public/engine.js,
// the classic-script and CommonJS build, is made from this file
// (cmake/ClassicEngine.cmake): keep `import.meta.url` and `export` the only
// ES-module syntax here.

// Slots of the stop signal: one Int32 per search id modulo this.
const stopSlots = 1024;

const optionKeys = ['workerUrl', 'wasmUrl', 'locateFile', 'worker', 'sharedStop'];
const analysisKeys = ['multiPv', 'onProgress', 'signal'];

// An Error with a stable `code` (the module's codes, and 'aborted' /
// 'engine_failed' of the engine's own).
function engineError(message, code, name, cause) {
  const e = cause === undefined ? new Error(message) : new Error(message, { cause });
  e.code = code;
  if (name) e.name = name;
  return e;
}

function abortError(message) {
  return engineError(message, 'aborted', 'AbortError');
}

function isNode() {
  return typeof process === 'object' && !!process.versions && !!process.versions.node &&
    typeof window === 'undefined';
}

// Node's worker_threads, without a static import a bundler would follow.
function nodeWorkerThreads() {
  if (typeof process.getBuiltinModule === 'function') {
    return Promise.resolve(process.getBuiltinModule('worker_threads'));
  }
  const name = ['node', 'worker_threads'].join(':');
  return import(/* webpackIgnore: true */ /* @vite-ignore */ name);
}

// A worker_threads Worker on `url` as a WorkerLike (postMessage, terminate,
// onmessage, onerror), usable at once: messages wait for the thread. It
// keeps Node running only while `hold(true)` (a search or the start-up is
// pending), so an idle engine never keeps a program from exiting.
function nodeWorker(url) {
  let thread = null;
  let ended = false;
  let held = false;
  const waiting = [];
  const like = {
    onmessage: null,
    onerror: null,
    postMessage(m) {
      if (thread) thread.postMessage(m);
      else waiting.push(m);
    },
    terminate() {
      ended = true;
      if (thread) thread.terminate();
    },
    hold(on) {
      held = on;
      if (thread) on ? thread.ref() : thread.unref();
    },
  };
  nodeWorkerThreads().then((threads) => {
    if (ended) return;
    // The thread takes Node's flags but --input-type (of `node -e`), which a
    // worker on a file rejects.
    const execArgv = process.execArgv.filter((a) => !/^--input-type/.test(a));
    thread = new threads.Worker(new URL(url), { execArgv });
    thread.on('message', (data) => like.onmessage && like.onmessage({ data }));
    thread.on('error', (e) => like.onerror && like.onerror({ message: e && e.message ? e.message : String(e), error: e }));
    like.hold(held);
    for (const m of waiting.splice(0)) thread.postMessage(m);
  }).catch((e) => {
    if (like.onerror) like.onerror({ message: 'cannot start a worker thread: ' + (e && e.message ? e.message : e) });
  });
  return like;
}

// The page's URL, for resolving relative URLs the caller gives.
function baseUrl() {
  return typeof location !== 'undefined' ? location.href : import.meta.url;
}

// createEngine({workerUrl, wasmUrl, locateFile, worker, sharedStop}):
// workerUrl defaults to engine-worker.mjs beside this file; wasmUrl (or
// locateFile('qipan.wasm', '')) to qipan.wasm beside the worker's qipan.mjs.
// `worker`, for hosts with neither Web Workers nor worker_threads, is an
// object with postMessage, terminate and onmessage/onerror properties
// already running engine-worker.mjs. {sharedStop: false} makes the worker
// search in slices even where shared memory is available.
export function createEngine(options) {
  if (options === undefined || options === null) options = {};
  if (typeof options !== 'object') {
    throw engineError('createEngine: options must be an object, got ' + typeof options, 'bad_argument');
  }
  for (const key of Object.keys(options)) {
    if (optionKeys.indexOf(key) < 0) {
      throw engineError("createEngine: unknown option '" + key + "' (expected " + optionKeys.join(', ') + ')',
        'bad_argument');
    }
  }
  let wasmUrl = null;
  if (options.locateFile !== undefined) {
    if (typeof options.locateFile !== 'function') {
      throw engineError('createEngine: locateFile must be a function', 'bad_argument');
    }
    wasmUrl = String(options.locateFile('qipan.wasm', ''));
  }
  if (options.wasmUrl !== undefined) wasmUrl = String(options.wasmUrl);
  // The worker resolves the wasm's URL against its own: make it absolute here.
  if (wasmUrl !== null && !isNode()) wasmUrl = new URL(wasmUrl, baseUrl()).href;

  let worker = options.worker;
  let where = 'the worker passed as {worker}';
  if (!worker) {
    const workerUrl = options.workerUrl !== undefined ? new URL(String(options.workerUrl), baseUrl()) : null;
    if (typeof Worker === 'function') {
      worker = workerUrl
        ? new Worker(workerUrl, { type: 'module' })
        : new Worker(new URL('./engine-worker.mjs', import.meta.url), { type: 'module' });
      where = workerUrl ? workerUrl.href : String(import.meta.url).replace(/[^/]*$/, 'engine-worker.mjs');
    } else if (isNode()) {
      where = workerUrl ? workerUrl.href : String(import.meta.url).replace(/[^/]*$/, 'engine-worker.mjs');
      worker = nodeWorker(where);
    } else {
      throw engineError('createEngine: this environment has neither Web Workers nor worker_threads; pass {worker}',
        'engine_failed');
    }
  }

  // The stop signal is shared memory where the page may have it (a
  // cross-origin isolated page, Node); else the worker searches in slices
  // and reads stop messages between them.
  let shared = null;
  try {
    if (options.sharedStop !== false && typeof SharedArrayBuffer === 'function' &&
        (typeof crossOriginIsolated === 'undefined' || crossOriginIsolated)) {
      shared = new Int32Array(new SharedArrayBuffer(4 * stopSlots));
    }
  } catch (e) {
    shared = null;
  }

  let nextId = 1;
  let pending = null; // {id, resolve, reject, onProgress}
  let starting = true;
  let terminated = false;
  let failure = null;
  let readyResolve, readyReject;
  const ready = new Promise((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });
  ready.catch(() => {});

  // Node: the thread keeps the program running only while it has work.
  function hold() {
    if (typeof worker.hold === 'function') worker.hold(!terminated && !failure && (starting || pending !== null));
  }

  function settle(p) {
    pending = null;
    hold();
    return p;
  }

  function fail(message, cause) {
    if (failure) return;
    failure = engineError('the engine worker (' + where + ') failed: ' + message, 'engine_failed', undefined, cause);
    starting = false;
    readyReject(failure);
    if (pending) settle(pending).reject(failure);
    hold();
  }

  worker.onmessage = (event) => {
    const m = event.data;
    if (!m || typeof m !== 'object') return;
    if (m.type === 'ready') {
      starting = false;
      hold();
      readyResolve({ sharedStop: m.sharedStop === true });
    } else if (m.type === 'failed') {
      fail(m.message);
    } else if (m.type === 'progress') {
      if (pending && pending.id === m.id && pending.onProgress) pending.onProgress(m.progress);
    } else if (m.type === 'result' || m.type === 'error') {
      if (!pending || pending.id !== m.id) return; // a dropped search
      const p = settle(pending);
      if (m.type === 'result') p.resolve(m.result);
      else p.reject(engineError(m.message, m.code || 'bad_argument', m.name));
    }
  };
  worker.onerror = (event) => {
    // A module worker that cannot be fetched or parsed reports an Event
    // with no message.
    fail(event && event.message ? event.message : 'it could not be loaded or threw (is the URL right?)',
      event && event.error);
    if (event && typeof event.preventDefault === 'function') event.preventDefault();
  };
  worker.postMessage({ type: 'init', wasmUrl, stop: shared ? shared.buffer : null });
  hold();

  function signal(kind) {
    if (!pending) return;
    if (shared) Atomics.store(shared, pending.id % stopSlots, 1);
    worker.postMessage({ type: kind, id: pending.id });
  }

  function cancel() {
    if (!pending) return;
    signal('cancel');
    settle(pending).reject(abortError('the search was cancelled'));
  }

  return {
    // Resolves (with {sharedStop}) once qipan.mjs is loaded in the worker;
    // rejects (code 'engine_failed') if it fails to load.
    ready,

    // The best move in `position` ({game, fen?, moves?, rules?}) within
    // `budget` ({level} | {depth} | {nodes} | {movetime}, plus seed).
    // A new call cancels a pending one (its promise rejects with an
    // AbortError). options.onProgress({depth, score, mate, pv, nodes,
    // move, timeMs}) hears each completed depth before the answer.
    bestMove(position, budget, searchOptions) {
      if (terminated) return Promise.reject(abortError('the engine was terminated'));
      if (failure) return Promise.reject(failure);
      const onProgress = searchOptions ? searchOptions.onProgress : undefined;
      if (onProgress !== undefined && typeof onProgress !== 'function') {
        return Promise.reject(engineError('bestMove: options.onProgress must be a function', 'bad_argument'));
      }
      cancel();
      const id = nextId++;
      if (shared) Atomics.store(shared, id % stopSlots, 0);
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject, onProgress };
        try {
          worker.postMessage({ type: 'search', id, position, budget, progress: typeof onProgress === 'function' });
        } catch (e) {
          // A position or budget that cannot be cloned (a function, a board).
          settle(pending);
          reject(engineError('bestMove: the position and budget must be plain data (' + (e && e.message) + ')',
            'bad_argument', undefined, e));
          return;
        }
        hold();
      });
    },

    // The best lines in `position` ({game, fen?, moves?, ply?, rules?})
    // within `budget`: resolves to {depth, nodes, timeMs, lines: [{move,
    // score, mate, pv, ...notations}], stopped}. options: {multiPv} (1-5,
    // default 1), onProgress(analysis) hearing every completed depth
    // (the last one too), and signal, an AbortSignal whose abort drops the
    // analysis (the promise rejects with an AbortError). The promise's
    // stop() ends it now with the depths done (resolving, stopped: true);
    // it returns whether it stopped anything, so stopping an analysis that
    // has already ended (or stopping twice) does nothing and returns false.
    // A new call cancels a pending one, as bestMove does.
    analyse(position, budget, analysisOptions) {
      const options = analysisOptions === undefined || analysisOptions === null ? {} : analysisOptions;
      const done = (p) => {
        p.stop = () => false;
        return p;
      };
      if (terminated) return done(Promise.reject(abortError('the engine was terminated')));
      if (failure) return done(Promise.reject(failure));
      if (typeof options !== 'object') {
        return done(Promise.reject(engineError('analyse: options must be an object like {multiPv: 3}', 'bad_argument')));
      }
      for (const key of Object.keys(options)) {
        if (analysisKeys.indexOf(key) < 0) {
          return done(Promise.reject(engineError("analyse: unknown option '" + key + "' (expected " +
            analysisKeys.join(', ') + ')', 'bad_argument')));
        }
      }
      const { onProgress, signal: abortSignal } = options;
      if (onProgress !== undefined && typeof onProgress !== 'function') {
        return done(Promise.reject(engineError('analyse: options.onProgress must be a function', 'bad_argument')));
      }
      if (abortSignal !== undefined && (abortSignal === null || typeof abortSignal !== 'object' ||
          typeof abortSignal.addEventListener !== 'function')) {
        return done(Promise.reject(engineError('analyse: options.signal must be an AbortSignal', 'bad_argument')));
      }
      if (abortSignal && abortSignal.aborted) return done(Promise.reject(abortError('the analysis was aborted')));
      cancel();
      const id = nextId++;
      if (shared) Atomics.store(shared, id % stopSlots, 0);
      const searchOptions = options.multiPv === undefined ? {} : { multiPv: options.multiPv };
      let onAbort = null;
      const promise = new Promise((resolve, reject) => {
        const finish = (f) => (value) => {
          if (onAbort) abortSignal.removeEventListener('abort', onAbort);
          f(value);
        };
        pending = { id, resolve: finish(resolve), reject: finish(reject), onProgress };
        try {
          worker.postMessage({ type: 'analyse', id, position, budget, options: searchOptions,
            progress: typeof onProgress === 'function' });
        } catch (e) {
          settle(pending).reject(engineError('analyse: the position, budget and options must be plain data (' +
            (e && e.message) + ')', 'bad_argument', undefined, e));
          return;
        }
        if (abortSignal) {
          onAbort = () => {
            if (pending && pending.id === id) {
              signal('cancel');
              settle(pending).reject(abortError('the analysis was aborted'));
            }
          };
          abortSignal.addEventListener('abort', onAbort);
        }
        hold();
      });
      let stopped = false;
      promise.stop = () => {
        if (stopped || !pending || pending.id !== id) return false;
        stopped = true;
        signal('stop');
        return true;
      };
      return promise;
    },

    // Drops the pending search: its promise rejects with an AbortError,
    // and the worker stops searching.
    cancel,

    // Asks the pending search to answer now with the best move found so
    // far (resolving its promise, with `stopped: true`). Returns whether a
    // search was pending.
    stopNow() {
      if (!pending) return false;
      signal('stop');
      return true;
    },

    // Whether a search is pending.
    busy() {
      return pending !== null;
    },

    // Ends the worker; a pending search rejects with an AbortError.
    terminate() {
      if (terminated) return;
      if (pending) settle(pending).reject(abortError('the engine was terminated'));
      terminated = true;
      if (starting) {
        starting = false;
        readyReject(abortError('the engine was terminated'));
      }
      worker.terminate();
    },
  };
}

export default createEngine;
