// Runs inside createQipan(options) (--pre-js, before read_wasm.js or
// read_wasm_esm.js), in Node, on a page and in workers.
//
// 1. The options object stays the caller's: the module is built on a copy,
//    so one options object can be passed to createQipan any number of times
//    (Emscripten would otherwise register the classes on it, and the second
//    call would fail with "Cannot register public name 'Xiangqi' twice").
// 2. The wasm file is loaded here, asynchronously, unless the caller gives
//    wasmBinary or instantiateWasm: Node 18+ has a fetch() that cannot read
//    file paths, and Emscripten 3.1.6 would try it; and any failure to read
//    or compile the file rejects createQipan()'s promise with an Error naming
//    the file and saying how to set locateFile (never a synchronous throw,
//    never a bare "Aborted()", never a promise that does not settle).
Module = Object.assign({}, Module);

// A caller's locateFile that throws would throw out of createQipan() itself
// (Emscripten calls it while setting up): keep the error for the rejection.
var qipanLocateError = null;
if (typeof Module['locateFile'] === 'function') {
  var qipanCallerLocateFile = Module['locateFile'];
  Module['locateFile'] = function (path, prefix) {
    try {
      return qipanCallerLocateFile(path, prefix);
    } catch (e) {
      qipanLocateError = e;
      return prefix + path;
    }
  };
}

if (typeof Module['wasmBinary'] === 'undefined' && typeof Module['instantiateWasm'] === 'undefined') {
  Module['instantiateWasm'] = function (imports, receiveInstance) {
    var isNode = typeof process === 'object' && !!process.versions && !!process.versions.node;
    var where;
    var bytes;
    try {
      // Emscripten's wasmBinaryFile: options.locateFile('qipan.wasm', folder)
      // if given, else qipan.wasm beside the script (qipan.js: its folder;
      // qipan.mjs: new URL('qipan.wasm', import.meta.url)).
      if (typeof wasmBinaryFile !== 'string') throw new Error('bindings/node_loader.js does not fit this Emscripten version');
      where = wasmBinaryFile;
      if (qipanLocateError) throw new Error('locateFile threw: ' + (qipanLocateError.message || qipanLocateError));
      // qipanReadWasm comes from read_wasm.js (qipan.js) or read_wasm_esm.js (qipan.mjs).
      bytes = isNode ? qipanReadWasm(where) : qipanFetchWasm(where);
    } catch (e) {
      bytes = Promise.reject(e);
    }
    // The file's own name (qipan.wasm, qipan-rules.wasm ...), for the messages.
    var file = String(where).split(/[\\/]/).pop().split(/[?#]/)[0];
    var stage = 'read';
    bytes.then(function (data) {
      stage = 'compile';
      return WebAssembly.instantiate(data, imports);
    }).then(function (result) {
      stage = 'start';
      receiveInstance(result['instance'], result['module']);
    }).catch(function (e) {
      var reason = e && e.message ? e.message : String(e);
      var message;
      if (stage === 'read') {
        message = 'qipan: cannot load its WebAssembly file ' + JSON.stringify(String(where)) +
          ' (' + reason + '). Put ' + file + ' next to the module\'s script, or tell createQipan where it is: ' +
          "createQipan({ locateFile: (name) => '/path/to/' + name }) " +
          '(or pass its bytes as { wasmBinary }).';
      } else if (stage === 'compile') {
        message = 'qipan: cannot compile its WebAssembly file ' + JSON.stringify(String(where)) +
          ' (' + reason + ').' +
          (/Content.Security.Policy|CSP|unsafe-eval/i.test(reason)
            ? " The page's Content-Security-Policy must allow WebAssembly: add 'wasm-unsafe-eval' to script-src."
            : ' Is it the ' + file + ' built with this module?');
      } else {
        message = 'qipan: the module failed to start (' + reason + ')';
      }
      readyPromiseReject(new Error(message, { cause: e }));
    });
    return {};  // the exports arrive through receiveInstance
  };
}

// The wasm bytes from a URL, off Node.
function qipanFetchWasm(where) {
  return fetch(where, { credentials: 'same-origin' }).then(function (response) {
    if (!response.ok) throw new Error('HTTP ' + response.status + ' ' + response.statusText);
    return response.arrayBuffer();
  });
}
