// Node.js: hand the module its wasm bytes from disk. Node 18+ has a global
// fetch() that cannot read file paths, and Emscripten 3.1.6 would try it.
// A page (or a caller's locateFile/wasmBinary) is left alone.
if (typeof process === 'object' && process.versions && process.versions.node &&
    typeof Module['wasmBinary'] === 'undefined') {
  var qipanWasmPath = require('path').join(__dirname, 'qipan.wasm');
  if (typeof Module['locateFile'] === 'function') {
    qipanWasmPath = Module['locateFile']('qipan.wasm', __dirname + '/');
  }
  Module['wasmBinary'] = require('fs').readFileSync(qipanWasmPath);
}
