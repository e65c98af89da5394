// Type declarations for qipan-rules.mjs, the ES module build of 'qipan/rules':
// the same factory as qipan-rules.js (qipan-rules.d.ts), as the default export.
//
//   import createQipan from 'qipan/rules';
//   const qipan: createQipan.Qipan = await createQipan();
import createQipan from './qipan-rules.js';

export default createQipan;
