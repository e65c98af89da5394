// Loads the built module once per test file, as a Node user would: require().
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const modulePath = path.resolve(here, '..', '..', 'public', 'qipan.js');
export const createQipan = createRequire(import.meta.url)(modulePath);
export const qipan = await createQipan();

// assert.throws matcher: an Error (not a string or a number) whose message
// matches `pattern`.
export function errorMatching(pattern) {
  return (e) => e instanceof Error && pattern.test(e.message);
}
