// qipan.mjs only (--pre-js, after node_loader.js): the ES module build.
//
// It holds no require() and no static import of a Node built-in, so bundlers
// (Vite, esbuild, webpack) take it for the browser as it is. In Node it gets
// `fs` at run time: process.getBuiltinModule (Node 20.16+, 22.3+), else a
// dynamic import whose specifier bundlers do not try to resolve.
function qipanReadWasm(where) {
  var path = /^file:/.test(where) ? new URL(where) : where;
  if (typeof process.getBuiltinModule === 'function') {
    return process.getBuiltinModule('fs').promises.readFile(path);
  }
  // (cmake/finish_glue.js marks this import for webpack and Vite to ignore.)
  var qipanNodeBuiltin = ['node', 'fs'].join(':');
  return import(qipanNodeBuiltin).then(function (fs) {
    return fs.promises.readFile(path);
  });
}

// Bundled into a classic script (esbuild --format=iife), import.meta.url is
// gone and Emscripten's new URL('qipan.wasm', import.meta.url) would throw:
// look beside the script instead, as qipan.js does. (_scriptDir is
// Emscripten's copy of import.meta.url.)
if (typeof Module['locateFile'] !== 'function' && !_scriptDir) {
  Module['locateFile'] = function (path, prefix) {
    return prefix + path;
  };
}
