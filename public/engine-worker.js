// The computer player's worker (a classic Web Worker; engine.js starts it
// and speaks to it). It loads qipan.js, rebuilds each position it is sent
// (game, start FEN, moves: the history counts for repetitions) and searches
// it with board.bestMove. docs/api.md, "The computer player in a worker",
// describes the messages:
//
//   in:  {type: 'init', moduleUrl, stop}   stop: a SharedArrayBuffer or null
//        {type: 'search', id, position: {game, fen?, moves?, rules?}, budget, progress}
//        {type: 'stop', id}                 answer now with the best so far
//        {type: 'cancel', id}               drop the search, no answer
//   out: {type: 'ready', sharedStop} | {type: 'failed', message}
//        {type: 'result', id, result} | {type: 'error', id, message}
//        {type: 'progress', id, progress: {depth, score, mate, pv, nodes, move, timeMs}}
//          after each completed depth but the last, when the search asked
//
// Searching. The worker searches depth by depth with board.startSearch
// (the same search, node for node, as one bestMove call) and reports each
// completed depth when asked. Stopping: with shared memory the search
// itself polls the search's slot of `stop` (qipan.stopSignal, every 1024
// nodes) and returns at once; without it the worker reads its messages
// between depths, and a stop answers with the depths completed.
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

// The report of the depths searched so far, as a progress message.
function postProgress(job, run) {
  if (!job.progress) return;
  var p = run.progress();
  post({
    type: 'progress',
    id: job.id,
    progress: { depth: p.depth, score: p.score, mate: p.mate, pv: p.pv, nodes: p.nodes, move: p.move, timeMs: p.timeMs },
  });
}

// One search, depth by depth (board.startSearch: the same search as one
// bestMove call). With the shared stop signal the search itself polls its
// slot and the depths follow each other at once; without it the worker
// reads its messages between depths and a stop answers with the depths done.
async function search(board, job) {
  var slot = stopSlots ? new Int32Array(stopSlots.buffer, 4 * (job.id % stopSlotCount), 1) : null;
  var run = board.startSearch(job.budget);
  try {
    for (;;) {
      qipan.stopSignal = slot;
      var more;
      try {
        more = run.step();
      } finally {
        qipan.stopSignal = null;
      }
      if (slot && Atomics.load(slot, 0) !== 0) break;
      if (!more) break;
      postProgress(job, run);
      if (!slot) {
        await nextMacrotask();
        if (running.request) break;
      }
    }
    var result = run.finish();
    result.stopped = slot ? Atomics.load(slot, 0) !== 0 : running.request === 'stop';
    return result;
  } finally {
    run.delete();
  }
}

async function run(job) {
  if (job.request === 'cancel') return;
  running = { id: job.id, request: job.request || null };
  var board = null;
  try {
    board = boardOf(job.position);
    var result = await search(board, job);
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
