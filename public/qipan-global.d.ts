// The global createQipan that <script src="qipan.js"> defines on a page or
// in a classic worker (importScripts). Kept apart from qipan.d.ts, so that
// a project that imports the module sees no global that does not exist:
// a script-tag project adds it with
//   /// <reference types="qipan/global" />
// (or lists this file in tsconfig.json's "files").
import createQipanFactory = require('./qipan');

declare global {
  /** The factory, as a global when qipan.js is loaded by a <script> tag. */
  const createQipan: typeof createQipanFactory;
}
