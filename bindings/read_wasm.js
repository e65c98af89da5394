// qipan.js only (--pre-js, after node_loader.js): how the classic/CommonJS
// build reads its wasm file in Node.
function qipanReadWasm(where) {
  return require('fs').promises.readFile(where);
}
