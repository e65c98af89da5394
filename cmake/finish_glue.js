// node finish_glue.js FILE [--module]: the last step of linking the
// module's JS glue (public/qipan.js, qipan.mjs), in place.
//  - Short lines: Emscripten writes the glue as a few lines of up to 64 KB,
//    and Node echoes the whole line that threw before an uncaught error's
//    message. A line break after every `;` token (acorn's tokenizer knows
//    strings, regular expressions and templates; a break after `;` never
//    changes what JavaScript means) keeps each line short.
//  - qipan.mjs only: the dynamic import of Node's fs (read_wasm_esm.js) is
//    marked for webpack and Vite to leave alone, which they otherwise warn
//    about ("Critical dependency: the request of a dependency is an
//    expression"); the minifier drops comments, so they are put in here.
// Uses Debian's acorn (NODE_PATH=/usr/share/nodejs), which emcc needs anyway.
'use strict';
const fs = require('fs');
const acorn = require('acorn');

const [file, flag] = process.argv.slice(2);
const isModule = flag === '--module';
let text = fs.readFileSync(file, 'utf8');

if (isModule) {
  const call = 'import(qipanNodeBuiltin)';
  if (text.split(call).length !== 2) {
    throw new Error(`${file}: expected one ${call} (bindings/read_wasm_esm.js)`);
  }
  text = text.replace(call, 'import(/* webpackIgnore: true */ /* @vite-ignore */ qipanNodeBuiltin)');
}

const breaks = [];
for (const token of acorn.tokenizer(text, { ecmaVersion: 'latest', sourceType: isModule ? 'module' : 'script' })) {
  if (token.type === acorn.tokTypes.semi && text[token.end] !== '\n') breaks.push(token.end);
}
let out = '';
let at = 0;
for (const b of breaks) {
  out += text.slice(at, b) + '\n';
  at = b;
}
out += text.slice(at);
fs.writeFileSync(file, out);
