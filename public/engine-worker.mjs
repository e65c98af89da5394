// The computer player's worker: a module worker on a page, a worker_threads
// thread in Node (engine.mjs starts it either way and speaks to it). It
// imports qipan.mjs (a bundler follows the import, and qipan.mjs's wasm),
// rebuilds each position it is sent (game, start FEN, moves: the history
// counts for repetitions) and searches it with board.startSearch.
// docs/api.md, "The computer player in a worker", describes the messages:
//
//   in:  {type: 'init', wasmUrl, stop}    wasmUrl: a URL or null (beside qipan.mjs)
//                                         stop: a SharedArrayBuffer or null
//        {type: 'search', id, position: {game, fen?, moves?, ply?, rules?}, budget, progress}
//          rules: a rule-switch object (as the board's constructor takes) or
//          the name of the rule book that judges repetitions (setChaseRules)
//        {type: 'analyse', id, position, budget, options: {multiPv?}, progress}
//        {type: 'stop', id}                 answer now with the best so far
//        {type: 'cancel', id}               drop the search, no answer
//   out: {type: 'ready', sharedStop} | {type: 'failed', message}
//        {type: 'result', id, result} | {type: 'error', id, message, code, name}
//        {type: 'progress', id, progress: {depth, score, mate, pv, nodes, move, timeMs}}
//          after each completed depth but the last, when the search asked
//        {type: 'progress', id, progress: {depth, nodes, timeMs, lines}}
//          an analysis's: after every completed depth, the last one too
//
// Searching. The worker searches depth by depth with board.startSearch
// (the same search, node for node, as one bestMove call) and reports each
// completed depth when asked. Stopping: with shared memory the search
// itself polls the search's slot of `stop` (qipan.stopSignal, every 1024
// nodes) and returns at once; without it the worker reads its messages
// between depths, and a stop answers with the depths completed.
//
// It names no game: a position's game is looked up in the module (its
// board class is the game's name capitalised, as bindings/board_game.h
// names it), and an unknown game gets the module's own message.
import createQipan from './qipan.mjs';

let qipan = null;
let stopSlots = null; // Int32Array over the shared stop signal, or null
const queue = []; // searches waiting for the module or for the one running
let running = null; // {id, request: null | 'stop' | 'cancel'}
const stopSlotCount = 1024;

// The host: a Web Worker's global scope, or Node's parentPort.
let post = null;

function errorOf(e, prefix) {
  return {
    message: (prefix || '') + (e && e.message ? e.message : String(e)),
    code: e && typeof e.code === 'string' ? e.code : 'bad_argument',
    name: e && e.name && e.name !== 'Error' ? e.name : undefined,
  };
}

function positionError(message) {
  const e = new Error(message);
  e.code = 'bad_argument';
  return e;
}

// The board class of `game`: the module's own check of the name (through
// Session, which knows every game in the registry) and its message.
function boardClass(game) {
  if (typeof game !== 'string') {
    throw positionError('position.game must be a string naming a game, got ' + JSON.stringify(game));
  }
  try {
    new qipan.Session(game).delete(); // the module's 'unknown game ...' (code unknown_name)
  } catch (e) {
    if (e && typeof e === 'object') e.message = 'position.game: ' + e.message;
    throw e;
  }
  const name = game.charAt(0).toUpperCase() + game.slice(1);
  const Board = qipan[name];
  if (typeof Board !== 'function' || typeof Board.prototype.startSearch !== 'function') {
    throw positionError('the game ' + JSON.stringify(game) + ' has no computer player');
  }
  return Board;
}

// A board of the position's game at its FEN under the position's rules,
// before its moves: a game whose rules are switches takes them as its
// constructor's second argument (an object); a game that judges
// repetitions by one of several rule books (its board has setChaseRules)
// takes the book's name, set before the moves are played so that the moves
// and the search are judged by it.
function boardWithRules(Board, position) {
  if (position.rules === undefined) return new Board(position.fen);
  if (typeof Board.prototype.setChaseRules !== 'function') return new Board(position.fen, position.rules);
  const board = new Board(position.fen);
  try {
    board.setChaseRules(position.rules);
  } catch (e) {
    board.delete();
    if (e && typeof e === 'object') e.message = 'position.' + e.message;
    throw e;
  }
  return board;
}

// A fresh board of the position's game at its FEN with its moves played.
function boardOf(position) {
  if (!position || typeof position !== 'object') {
    throw positionError('position must be an object like {game, fen, moves}');
  }
  const Board = boardClass(position.game);
  const board = boardWithRules(Board, position);
  const moves = position.moves === undefined ? [] : position.moves;
  try {
    if (!Array.isArray(moves)) throw positionError('position.moves must be an array of moves');
    // ply: the position after the first `ply` moves (a record at ply N).
    let count = moves.length;
    if (position.ply !== undefined) {
      if (typeof position.ply !== 'number' || !Number.isInteger(position.ply) || position.ply < 0 ||
          position.ply > moves.length) {
        throw positionError('position.ply must be a whole number from 0 to ' + moves.length +
          ' (the number of moves), got ' + JSON.stringify(position.ply));
      }
      count = position.ply;
    }
    for (let i = 0; i < count; i++) {
      try {
        board.play(moves[i]);
      } catch (e) {
        if (e && typeof e === 'object') e.message = 'position.moves[' + i + ']: ' + e.message;
        throw e;
      }
    }
  } catch (e) {
    board.delete();
    throw e;
  }
  return board;
}

function nextMacrotask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The report of the depths searched so far, as a progress message; an
// analysis's whole (each depth once).
function postProgress(job, run) {
  if (!job.progress) return;
  const p = run.progress();
  if (job.type === 'analyse') {
    if (p.depth <= (job.posted || 0)) return;
    job.posted = p.depth;
    post({ type: 'progress', id: job.id, progress: p });
    return;
  }
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
  const slot = stopSlots ? new Int32Array(stopSlots.buffer, 4 * (job.id % stopSlotCount), 1) : null;
  const analysis = job.type === 'analyse';
  const run = analysis ? board.startAnalysis(job.budget, job.options) : board.startSearch(job.budget);
  try {
    for (;;) {
      qipan.stopSignal = slot;
      let more;
      try {
        more = run.step();
      } finally {
        qipan.stopSignal = null;
      }
      if (slot && Atomics.load(slot, 0) !== 0) break;
      if (analysis) postProgress(job, run);
      if (!more) break;
      if (!analysis) postProgress(job, run);
      if (!slot) {
        await nextMacrotask();
        if (running.request) break;
      }
    }
    const result = run.finish();
    result.stopped = slot ? Atomics.load(slot, 0) !== 0 : running.request === 'stop';
    return result;
  } finally {
    run.delete();
  }
}

async function runJob(job) {
  if (job.request === 'cancel') return;
  running = { id: job.id, request: job.request || null };
  let board = null;
  try {
    board = boardOf(job.position);
    const result = await search(board, job);
    if (running.request !== 'cancel') post({ type: 'result', id: job.id, result });
  } catch (e) {
    if (running.request !== 'cancel') post({ type: 'error', id: job.id, ...errorOf(e) });
  } finally {
    if (board) board.delete();
    running = null;
  }
}

let draining = false;
async function drain() {
  if (draining || !qipan) return;
  draining = true;
  while (queue.length) await runJob(queue.shift());
  draining = false;
}

function init(message) {
  stopSlots = message.stop ? new Int32Array(message.stop) : null;
  const wasmUrl = message.wasmUrl || null;
  const options = wasmUrl ? { locateFile: () => wasmUrl } : {};
  createQipan(options).then(
    (module) => {
      qipan = module;
      post({ type: 'ready', sharedStop: stopSlots !== null });
      drain();
    },
    (e) => post({ type: 'failed', message: errorOf(e).message }),
  );
}

function receive(m) {
  if (!m || typeof m !== 'object') return;
  if (m.type === 'init') {
    init(m);
  } else if (m.type === 'search' || m.type === 'analyse') {
    queue.push(m);
    drain();
  } else if (m.type === 'stop' || m.type === 'cancel') {
    if (running && running.id === m.id) {
      if (running.request !== 'cancel') running.request = m.type;
    } else {
      for (const job of queue) {
        if (job.id === m.id && job.request !== 'cancel') job.request = m.type;
      }
    }
  }
}

if (typeof self === 'object' && self !== null && typeof self.postMessage === 'function') {
  post = (message) => self.postMessage(message);
  self.onmessage = (event) => receive(event.data);
} else {
  // Node's worker_threads, found at run time so that no bundler follows it
  // (messages sent meanwhile wait in the port until it has a listener).
  const threads = typeof process.getBuiltinModule === 'function'
    ? Promise.resolve(process.getBuiltinModule('worker_threads'))
    : import(/* webpackIgnore: true */ /* @vite-ignore */ ['node', 'worker_threads'].join(':'));
  threads.then(({ parentPort }) => {
    post = (message) => parentPort.postMessage(message);
    parentPort.on('message', receive);
  });
}
