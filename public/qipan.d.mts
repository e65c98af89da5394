// Type declarations for qipan.mjs, the ES module build: the same factory as
// qipan.js (qipan.d.ts), as the default export.
//
//   import createQipan from 'qipan';
//   const qipan: createQipan.Qipan = await createQipan();
import createQipan from './qipan.js';

export default createQipan;
