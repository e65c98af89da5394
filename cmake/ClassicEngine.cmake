# cmake -DIN=public/engine.mjs -DOUT=public/engine.js -P ClassicEngine.cmake
#
# Makes engine.js, the classic-script and CommonJS build of the engine
# (<script src="engine.js"> defines createEngine; require() returns it),
# from engine.mjs, the one source: its two pieces of ES-module syntax,
# `import.meta.url` and `export`, become the script's own URL and a
# module.exports / global at the end.
file(READ "${IN}" text)
string(REGEX MATCH "\nimport[ {]" has_import "${text}")
if(has_import)
  message(FATAL_ERROR "${IN}: a static import cannot be made a classic script")
endif()
string(REPLACE "import.meta.url" "qipanEngineScriptUrl" text "${text}")
string(REPLACE "\nexport function " "\nfunction " text "${text}")
string(REPLACE "\nexport default createEngine;\n" "\n" text "${text}")
string(REGEX MATCH "\nexport " leftover "${text}")
if(leftover)
  message(FATAL_ERROR "${IN}: an export ClassicEngine.cmake does not know")
endif()
set(prologue [=[
// GENERATED from engine.mjs by cmake/ClassicEngine.cmake at build time: edit
// engine.mjs. The classic-script and CommonJS build of the engine:
// <script src="engine.js"> defines createEngine on the page;
// require('qipan/engine') returns it (with .createEngine and .default).
(function (root) {
'use strict';
// This script's URL: the folder engine-worker.mjs is looked for in.
var qipanEngineScriptUrl =
  typeof document !== 'undefined' && document.currentScript && document.currentScript.src
    ? document.currentScript.src
    : typeof module === 'object' && typeof __filename === 'string'
      ? 'file://' + (__filename.charAt(0) === '/' ? '' : '/') +
        encodeURI(__filename.replace(/\\/g, '/')).replace(/#/g, '%23').replace(/\?/g, '%3F')
      : typeof location !== 'undefined' ? location.href : undefined;
]=])
set(epilogue [=[
createEngine.createEngine = createEngine;
createEngine.default = createEngine;
if (typeof module === 'object' && module.exports) module.exports = createEngine;
else root.createEngine = createEngine;
})(typeof self !== 'undefined' ? self : this);
]=])
file(WRITE "${OUT}" "${prologue}${text}${epilogue}")
