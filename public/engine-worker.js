// The computer player's worker (a classic Web Worker; engine.js starts it
// and speaks to it). It loads qipan.js, rebuilds each position it is sent
// (game, start FEN, moves: the history counts for repetitions) and searches
// it with board.bestMove. docs/api.md, "The computer player in a worker",
// describes the messages:
//
//   in:  {type: 'init', moduleUrl, stop}   stop: a SharedArrayBuffer or null
//        {type: 'search', id, position: {game, fen?, moves?, rules?}, budget}
//        {type: 'stop', id}                 answer now with the best so far
//        {type: 'cancel', id}               drop the search, no answer
//   out: {type: 'ready', sharedStop} | {type: 'failed', message}
//        {type: 'result', id, result} | {type: 'error', id, message}
//
// Stopping. With shared memory the search itself polls the search's slot
// of `stop` (qipan.stopSignal, every 1024 nodes) and returns at once. Without
// it the worker deepens in slices — a search to depth 1, then 2, ... each a
// complete bestMove call within what is left of the budget — and reads its
// messages between slices: a stop answers with the last slice's result. The
// last slice is the same search as one unsliced call, so the answer is the
// same; each slice searches afresh, so slices cost 2-4.5 times one call.
'use strict';

var qipan = null;
var stopSlots = null; // Int32Array over the shared stop signal, or null
var queue = []; // searches waiting for the module or for the one running
var running = null; // {id, request: null | 'stop' | 'cancel'}
var stopSlotCount = 1024;

function post(message) {
  self.postMessage(message);
}

function errorText(e) {
  return e && e.message ? e.message : String(e);
}

// A fresh board of the position's game at its FEN with its moves played.
function boardOf(position) {
  if (!position || typeof position !== 'object') {
    throw new Error('position must be an object like {game, fen, moves}');
  }
  var game = position.game;
  var board;
  if (game === 'xiangqi') {
    board = new qipan.Xiangqi(position.fen);
  } else if (game === 'jungle') {
    board = new qipan.Jungle(position.fen, position.rules);
  } else {
    throw new Error("position.game must be 'xiangqi' or 'jungle', got " + JSON.stringify(game));
  }
  var moves = position.moves === undefined ? [] : position.moves;
  try {
    if (!Array.isArray(moves)) throw new Error('position.moves must be an array of moves');
    for (var i = 0; i < moves.length; i++) {
      try {
        board.play(moves[i]);
      } catch (e) {
        throw new Error('position.moves[' + i + ']: ' + errorText(e));
      }
    }
  } catch (e) {
    board.delete();
    throw e;
  }
  return board;
}

function nextMacrotask() {
  return new Promise(function (resolve) {
    setTimeout(resolve, 0);
  });
}

function copyBudget(budget) {
  var out = {};
  if (budget && typeof budget === 'object') {
    Object.keys(budget).forEach(function (k) {
      out[k] = budget[k];
    });
  }
  return out;
}

// One search with the shared stop signal: a single bestMove call.
function searchShared(board, job) {
  var slot = new Int32Array(stopSlots.buffer, 4 * (job.id % stopSlotCount), 1);
  qipan.stopSignal = slot;
  try {
    var result = board.bestMove(job.budget);
    result.stopped = Atomics.load(slot, 0) !== 0;
    return result;
  } finally {
    qipan.stopSignal = null;
  }
}

// One search in slices, depth by depth, reading messages in between.
async function searchSliced(board, job) {
  var budget = copyBudget(job.budget);
  var start = Date.now();
  // The first slice also checks the budget and the position; a budget with
  // no limit is refused by the module as it stands (a slice would add one).
  var limited = ['level', 'depth', 'nodes', 'movetime'].some(function (k) {
    return budget[k] !== undefined;
  });
  var best = board.bestMove(limited ? Object.assign({}, budget, { depth: 1 }) : budget);
  var wantDepth = typeof budget.depth === 'number' ? budget.depth : 64;
  for (var depth = 2; depth <= wantDepth && best.depth === depth - 1; depth++) {
    await nextMacrotask();
    if (running.request) break;
    var slice = Object.assign({}, budget, { depth: depth });
    if (typeof budget.movetime === 'number') {
      var left = budget.movetime - (Date.now() - start);
      if (left <= 0) break;
      slice.movetime = Math.max(1, Math.floor(left));
    }
    best = board.bestMove(slice);
  }
  best.stopped = running.request === 'stop';
  best.timeMs = Date.now() - start; // all slices, and the waits between them
  return best;
}

async function run(job) {
  if (job.request === 'cancel') return;
  running = { id: job.id, request: job.request || null };
  var board = null;
  try {
    board = boardOf(job.position);
    var result = stopSlots ? searchShared(board, job) : await searchSliced(board, job);
    if (running.request !== 'cancel') post({ type: 'result', id: job.id, result: result });
  } catch (e) {
    if (running.request !== 'cancel') post({ type: 'error', id: job.id, message: errorText(e) });
  } finally {
    if (board) board.delete();
    running = null;
  }
}

var draining = false;
async function drain() {
  if (draining || !qipan) return;
  draining = true;
  while (queue.length) await run(queue.shift());
  draining = false;
}

function init(message) {
  var url = message.moduleUrl || 'qipan.js';
  stopSlots = message.stop ? new Int32Array(message.stop) : null;
  try {
    if (typeof createQipan !== 'function') importScripts(url);
  } catch (e) {
    post({ type: 'failed', message: 'cannot load ' + url + ': ' + errorText(e) });
    return;
  }
  var base = typeof location !== 'undefined' ? new URL(url, location.href).href : url;
  createQipan({
    locateFile: function (path, prefix) {
      return typeof location !== 'undefined' ? new URL(path, base).href : prefix + path;
    },
  }).then(
    function (module) {
      qipan = module;
      post({ type: 'ready', sharedStop: stopSlots !== null });
      drain();
    },
    function (e) {
      post({ type: 'failed', message: 'cannot start ' + url + ': ' + errorText(e) });
    },
  );
}

self.onmessage = function (event) {
  var m = event.data;
  if (!m || typeof m !== 'object') return;
  if (m.type === 'init') {
    init(m);
  } else if (m.type === 'search') {
    queue.push(m);
    drain();
  } else if (m.type === 'stop' || m.type === 'cancel') {
    if (running && running.id === m.id) {
      if (running.request !== 'cancel') running.request = m.type;
    } else {
      queue.forEach(function (job) {
        if (job.id === m.id && job.request !== 'cancel') job.request = m.type;
      });
    }
  }
};
