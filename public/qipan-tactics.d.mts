// Type declarations for qipan-tactics.mjs, the ES module build of 'qipan/tactics':
// the same factory as qipan-tactics.js (qipan-tactics.d.ts), as the default export.
//
//   import createQipan from 'qipan/tactics';
//   const qipan: createQipan.Qipan = await createQipan();
import createQipan from './qipan-tactics.js';

export default createQipan;
