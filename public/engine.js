// The computer player off the main thread: createEngine() starts a Web
// Worker (engine-worker.js) that loads qipan.js, and answers bestMove()
// with a promise. Types in engine.d.ts; the protocol and the details in
// docs/api.md ("The computer player in a worker").
//
// A classic script: <script src="engine.js"> defines createEngine on the
// page; require('./engine.js') returns it (Node, bundlers).
//
//   const engine = createEngine();          // engine-worker.js next to engine.js
//   const r = await engine.bestMove({game: 'xiangqi', fen, moves}, {level: 5});
//   engine.stopNow();                       // the pending search answers now
//   engine.cancel();                        // the pending search is dropped
//   engine.terminate();
(function (root) {
  'use strict';

  // Where this script was loaded from, for the default worker URL.
  var scriptUrl =
    typeof document !== 'undefined' && document.currentScript && document.currentScript.src
      ? document.currentScript.src
      : typeof location !== 'undefined'
        ? location.href
        : undefined;

  // Slots of the stop signal: one Int32 per search id modulo this.
  var stopSlots = 1024;

  function abortError(message) {
    var e = new Error(message);
    e.name = 'AbortError';
    return e;
  }

  // createEngine({workerUrl, moduleUrl, worker}): workerUrl defaults to
  // engine-worker.js beside this script; moduleUrl (qipan.js) defaults to
  // the worker's own folder. `worker`, for hosts without Web Workers, is an
  // object with postMessage, terminate and onmessage/onerror properties
  // already running engine-worker.js (the Node tests pass a worker_threads
  // Worker wrapped so). {sharedStop: false} makes the worker search in
  // slices even where shared memory is available.
  function createEngine(options) {
    options = options || {};
    var worker = options.worker;
    if (!worker) {
      if (typeof Worker !== 'function') {
        throw new Error('createEngine: this environment has no Web Worker; pass {worker}');
      }
      var url = options.workerUrl || (scriptUrl ? new URL('engine-worker.js', scriptUrl).href
                                                : 'engine-worker.js');
      worker = new Worker(url);
    }
    var moduleUrl = options.moduleUrl ? String(options.moduleUrl) : null;
    if (moduleUrl && scriptUrl) moduleUrl = new URL(moduleUrl, scriptUrl).href;

    // The stop signal is shared memory where the page may have it (a
    // cross-origin isolated page, Node); else the worker searches in slices
    // and reads stop messages between them.
    var shared = null;
    try {
      if (options.sharedStop !== false && typeof SharedArrayBuffer === 'function' &&
          (typeof crossOriginIsolated === 'undefined' || crossOriginIsolated)) {
        shared = new Int32Array(new SharedArrayBuffer(4 * stopSlots));
      }
    } catch (e) {
      shared = null;
    }

    var nextId = 1;
    var pending = null; // {id, resolve, reject, stopping}
    var terminated = false;
    var failure = null;
    var readyResolve, readyReject;
    var ready = new Promise(function (resolve, reject) {
      readyResolve = resolve;
      readyReject = reject;
    });
    ready.catch(function () {});

    function fail(message) {
      if (failure) return;
      failure = new Error('the engine worker failed: ' + message);
      readyReject(failure);
      if (pending) {
        var p = pending;
        pending = null;
        p.reject(failure);
      }
    }

    worker.onmessage = function (event) {
      var m = event.data;
      if (!m || typeof m !== 'object') return;
      if (m.type === 'ready') {
        readyResolve({ sharedStop: m.sharedStop === true });
      } else if (m.type === 'failed') {
        fail(m.message);
      } else if (m.type === 'progress') {
        if (pending && pending.id === m.id && pending.onProgress) pending.onProgress(m.progress);
      } else if (m.type === 'result' || m.type === 'error') {
        if (!pending || pending.id !== m.id) return; // a dropped search
        var p = pending;
        pending = null;
        if (m.type === 'result') p.resolve(m.result);
        else p.reject(new Error(m.message));
      }
    };
    worker.onerror = function (event) {
      fail(event && event.message ? event.message : 'error in the worker');
      if (event && typeof event.preventDefault === 'function') event.preventDefault();
    };
    worker.postMessage({ type: 'init', moduleUrl: moduleUrl, stop: shared ? shared.buffer : null });

    function signal(kind) {
      if (!pending) return;
      if (shared) Atomics.store(shared, pending.id % stopSlots, 1);
      worker.postMessage({ type: kind, id: pending.id });
    }

    function cancel() {
      if (!pending) return;
      signal('cancel');
      var p = pending;
      pending = null;
      p.reject(abortError('the search was cancelled'));
    }

    return {
      // Resolves (with {sharedStop}) once qipan.js is loaded in the worker;
      // rejects if it fails to load.
      ready: ready,

      // The best move in `position` ({game, fen?, moves?, rules?}) within
      // `budget` ({level} | {depth} | {nodes} | {movetime}, plus seed).
      // A new call cancels a pending one (its promise rejects with an
      // AbortError). options.onProgress({depth, score, mate, pv, nodes,
      // move, timeMs}) hears each completed depth before the answer.
      bestMove: function (position, budget, options) {
        if (terminated) return Promise.reject(new Error('the engine was terminated'));
        if (failure) return Promise.reject(failure);
        cancel();
        var id = nextId++;
        if (shared) Atomics.store(shared, id % stopSlots, 0);
        return new Promise(function (resolve, reject) {
          var onProgress = options && options.onProgress;
          if (onProgress !== undefined && typeof onProgress !== 'function') {
            throw new Error('bestMove: options.onProgress must be a function');
          }
          pending = { id: id, resolve: resolve, reject: reject, onProgress: onProgress };
          try {
            worker.postMessage({
              type: 'search',
              id: id,
              position: position,
              budget: budget,
              progress: typeof onProgress === 'function',
            });
          } catch (e) {
            pending = null;
            reject(e); // a position or budget that cannot be cloned
          }
        });
      },

      // Drops the pending search: its promise rejects with an AbortError,
      // and the worker stops searching.
      cancel: cancel,

      // Asks the pending search to answer now with the best move found so
      // far (resolving its promise, with `stopped: true`). Returns whether a
      // search was pending.
      stopNow: function () {
        if (!pending) return false;
        signal('stop');
        return true;
      },

      // Whether a search is pending.
      busy: function () {
        return pending !== null;
      },

      // Ends the worker; a pending search rejects with an AbortError.
      terminate: function () {
        if (terminated) return;
        if (pending) {
          var p = pending;
          pending = null;
          p.reject(abortError('the engine was terminated'));
        }
        terminated = true;
        worker.terminate();
      },
    };
  }

  createEngine.createEngine = createEngine;
  if (typeof module === 'object' && module.exports) module.exports = createEngine;
  else root.createEngine = createEngine;
})(typeof self !== 'undefined' ? self : this);
